import { EMAIL_PATTERN } from '@safari/contracts/auth';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { CUSTOM_PACKAGE_TEXTS, customPackageTotal, packageDaysAndNights, type Tour } from '@safari/contracts/tours';
import { guestCount } from './tour-booking-problem';

export interface CustomPackageValues {
  email: string;
  guests: string;
  tourIds: string[];
  activityIds: number[];
}

/**
 * Days are the digits of each chosen tour's duration (summed over the tours, as the
 * server stores them), nights days − 1 and at least 1; the total is each tour's base price and
 * each activity's price per guest, times the guests. Nothing chosen: nothing to sum.
 */
export function customPackageSummary(tours: readonly Tour[], values: CustomPackageValues) {
  const chosen = tours.filter((tour) => values.tourIds.includes(tour.id));
  const activities = chosen.flatMap((tour) => tour.activities).filter((a) => values.activityIds.includes(a.id));
  if (chosen.length === 0) return { days: 0, nights: 0, total: 0, tours: chosen, activities };
  const days = chosen.reduce((sum, tour) => sum + packageDaysAndNights(tour.duration).days, 0);
  const total = customPackageTotal({
    tourPrices: chosen.map((tour) => tour.base_price),
    activityPrices: activities.map((a) => a.price_per_guest),
    guests: guestCount(values.guests),
  });
  return { days, nights: packageDaysAndNights(String(days)).nights, total, tours: chosen, activities };
}

/** Custom package: e-mail and at least one tour required, guests at least 1. */
export function customPackageProblem(values: CustomPackageValues): { field: keyof CustomPackageValues; message: string } | null {
  const email = values.email.trim();
  if (!email) return { field: 'email', message: CUSTOM_PACKAGE_TEXTS.emailRequired };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: ACCOUNT_MESSAGES.emailFormat };
  if (guestCount(values.guests) === 0 || Number(values.guests) > 50) return { field: 'guests', message: CUSTOM_PACKAGE_TEXTS.guestsMin };
  if (values.tourIds.length === 0) return { field: 'tourIds', message: CUSTOM_PACKAGE_TEXTS.tourRequired };
  return null;
}

/** Unticking a tour drops its activities too: the server refuses activities of tours not chosen. */
export function toggleTour(tours: readonly Tour[], values: CustomPackageValues, tourId: string): CustomPackageValues {
  if (!values.tourIds.includes(tourId)) return { ...values, tourIds: [...values.tourIds, tourId] };
  const dropped = new Set(tours.find((t) => t.id === tourId)?.activities.map((a) => a.id));
  return {
    ...values,
    tourIds: values.tourIds.filter((id) => id !== tourId),
    activityIds: values.activityIds.filter((id) => !dropped.has(id)),
  };
}

export type CustomPackageSummaryData = ReturnType<typeof customPackageSummary>;
