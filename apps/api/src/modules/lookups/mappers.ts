import type { ReferenceData } from '@safari/contracts/reference';
import type { ReferenceRows } from './repository';

// The reference rows become the wire shape here, and only here: each list is its rows as
// selected ({ id, name }, and a country's code), under the original API's names.

export const referenceData = (rows: ReferenceRows): ReferenceData => ({
  locations: rows.locations,
  countries: rows.countries,
  genders: rows.genders,
  // Spelt so by the original API; kept so its clients still work.
  searviceClasses: rows.serviceClasses,
  categories: rows.categories,
  seasons: rows.seasons,
  ageGroups: rows.ageGroups,
  paymentModes: rows.paymentModes,
});
