import { BOOKING_TEXTS, bookingRequest, isFromTomorrow, type BookingRequest, type BookingRequestBody } from '@safari/contracts/booking';
import { LIMITS } from '@safari/contracts/constants';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';

/** The Book Now form as the inputs hold it: strings, converted only when sent. */
export interface BookingFormValues {
  /** A departure's uuid, or '' for a private trip on the chosen date. */
  trip_group_uuid: string;
  start_date: string;
  guest_count: string;
  class_id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  gender: string;
  country: string;
  note: string;
}

export type BookingField = keyof BookingFormValues;

export const EMPTY_BOOKING: BookingFormValues = {
  trip_group_uuid: '',
  start_date: '',
  guest_count: String(LIMITS.bookingGuestsMin),
  class_id: '',
  fname: '',
  lname: '',
  email: '',
  phone: '',
  gender: '',
  country: '',
  note: '',
};

export interface BookingContext {
  /** The operator's today (docs/product.md#operator-calendar), yyyy-MM-dd. */
  today: string;
  /** The chosen departure's date: it replaces the start date field. */
  departureDate: string | null;
  classIds: readonly number[];
  genderIds: readonly number[];
  countryIds: readonly number[];
  maxGuests: number;
}

interface BookingProblem {
  /** The field the message is about: it is marked invalid and receives focus. */
  field: BookingField;
  message: string;
}

/** The start date a booking will have: the departure's, or the one typed. */
const effectiveStartDate = (v: BookingFormValues, departureDate: string | null) =>
  v.trip_group_uuid ? (departureDate ?? '') : v.start_date;

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : 0);

export function toBookingRequest(
  v: BookingFormValues,
  tripUuid: string,
  currency: string,
  departureDate: string | null,
): BookingRequestBody {
  return {
    trip_uuid: tripUuid,
    trip_group_uuid: v.trip_group_uuid,
    class_id: idOf(v.class_id),
    guest_count: /^\d+$/.test(v.guest_count.trim()) ? Number(v.guest_count.trim()) : 0,
    start_date: effectiveStartDate(v, departureDate),
    phone: v.phone.trim(),
    email: v.email.trim(),
    fname: v.fname.trim(),
    lname: v.lname.trim(),
    gender: idOf(v.gender),
    country: idOf(v.country),
    note: v.note.trim(),
    currency,
  };
}

/**
 * The first broken rule, in this fixed order: every required field and at least 2 guests; a
 * start date from tomorrow in the operator's calendar; class, gender and country from the
 * lists. Then what the server's schema refuses too (guest maximum, e-mail and phone format),
 * checked with that same schema so the two never disagree. Null: the booking can be sent.
 */
export function bookingProblem(v: BookingFormValues, ctx: BookingContext): BookingProblem | null {
  const body = toBookingRequest(v, '00000000-0000-4000-8000-000000000000', 'USD', ctx.departureDate);
  const required: [BookingField, boolean][] = [
    [v.trip_group_uuid ? 'trip_group_uuid' : 'start_date', !body.start_date],
    ['guest_count', !body.guest_count || body.guest_count < LIMITS.bookingGuestsMin],
    ['class_id', !body.class_id],
    ['fname', !body.fname],
    ['lname', !body.lname],
    ['email', !body.email],
    ['phone', !body.phone],
    ['gender', !body.gender],
    ['country', !body.country],
  ];
  const missing = required.find(([, isMissing]) => isMissing);
  if (missing) return { field: missing[0], message: BOOKING_VALIDATION.required };

  if (!isFromTomorrow(body.start_date, ctx.today)) {
    return { field: v.trip_group_uuid ? 'trip_group_uuid' : 'start_date', message: BOOKING_VALIDATION.startDate };
  }

  const unknown = (
    [
      ['class_id', body.class_id, ctx.classIds],
      ['gender', body.gender, ctx.genderIds],
      ['country', body.country, ctx.countryIds],
    ] as const
  ).find(([, id, ids]) => !ids.includes(id));
  if (unknown) return { field: unknown[0], message: BOOKING_VALIDATION.invalidOption };

  if (body.guest_count > ctx.maxGuests) return { field: 'guest_count', message: BOOKING_TEXTS.tooManyGuests(ctx.maxGuests) };

  const parsed = bookingRequest.safeParse(body satisfies BookingRequest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'guest_count') as BookingField;
    return { field: field in EMPTY_BOOKING ? field : 'guest_count', message: issue?.message ?? BOOKING_VALIDATION.required };
  }
  return null;
}

/**
 * Leaving the guests field below 2 alerts and resets it to 2. An emptied field counts
 * as 0 (a number input also reads '' for text it cannot parse). Null: leave it as it is.
 */
export function guestsAfterBlur(value: string): string | null {
  const n = Number(value.trim() || 0);
  return !Number.isFinite(n) || n < LIMITS.bookingGuestsMin ? String(LIMITS.bookingGuestsMin) : null;
}
