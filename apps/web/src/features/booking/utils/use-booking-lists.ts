import type { TripDetail } from '@safari/contracts/trip';
import { useReferenceList } from '../../reference/api/get-lookups';

/**
 * The Book Now selects, from the reference lists (one cached request for all three). Only
 * the service classes the trip has prices for are offered: another class could only end in
 * 'no price for the chosen class' after the traveller filled everything in.
 */
export function useBookingLists(trip: Pick<TripDetail, 'budgets'>) {
  const classes = useReferenceList('searviceClasses');
  const genders = useReferenceList('genders');
  const countries = useReferenceList('countries');
  const priced = new Set(trip.budgets.map((b) => b.service_class.id));
  const classOptions = (classes.data ?? []).filter((c) => priced.size === 0 || priced.has(c.id));
  return {
    classes: classOptions,
    genders: genders.data ?? [],
    countries: countries.data ?? [],
    loading: classes.isPending,
    failed: classes.isError,
  };
}
