import { EMAIL_PATTERN } from '@safari/contracts/auth';
import { LIMITS } from '@safari/contracts/constants';
import { ACCOUNT_MESSAGES, STATIC_BOOKING_VALIDATION as M } from '@safari/contracts/messages';
import { TOUR_CONTACT_TEXTS, type Tour } from '@safari/contracts/tours';

/** The API's ceiling for one booking (LIMITS.travelersMax); more is a group to plan with us. */
const MAX_GUESTS = LIMITS.travelersMax;

export interface TourBookingValues {
  travelDate: string;
  /** As typed: the number input's raw value. */
  guests: string;
  activityIds: number[];
  name: string;
  email: string;
  phone: string;
}

export type TourBookingField = keyof TourBookingValues | 'tour';

/**
 * Static tour booking: the first problem, alerted as the original did, in its order (tour, date,
 * guests, date in the past, activities), then the contact details our real booking needs. `today`
 * is the operator's (docs/product.md#operator-calendar); the server checks all of it again.
 */
export function tourBookingProblem(
  values: TourBookingValues,
  ctx: { tour: Tour | undefined; today: string },
): { field: TourBookingField; message: string } | null {
  if (!ctx.tour) return { field: 'tour', message: M.invalidTour };
  if (!values.travelDate) return { field: 'travelDate', message: M.travelDate };
  const guests = Number(values.guests);
  if (values.guests.trim() === '' || !Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS)
    return { field: 'guests', message: M.guests };
  if (values.travelDate < ctx.today) return { field: 'travelDate', message: M.travelDatePast };
  if (values.activityIds.length === 0) return { field: 'activityIds', message: M.activity };
  if (!values.name.trim()) return { field: 'name', message: TOUR_CONTACT_TEXTS.name };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { field: 'email', message: ACCOUNT_MESSAGES.emailFormat };
  if (values.phone.trim().length < 7) return { field: 'phone', message: TOUR_CONTACT_TEXTS.phone };
  return null;
}

/** Guests for the running total: what was typed when it is a count, else none yet. */
export const guestCount = (raw: string) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 0;
};
