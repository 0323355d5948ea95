import { describe, expect, it } from 'vitest';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';
import {
  bookingProblem,
  EMPTY_BOOKING,
  guestsAfterBlur,
  toBookingRequest,
  type BookingContext,
  type BookingFormValues,
} from './booking-validation';

const TODAY = '2026-06-30';
const ctx: BookingContext = {
  today: TODAY,
  departureDate: null,
  classIds: [1, 3],
  genderIds: [1, 2],
  countryIds: [10, 11],
  maxGuests: 12,
};
const valid: BookingFormValues = {
  ...EMPTY_BOOKING,
  start_date: '2026-07-01',
  guest_count: '2',
  class_id: '3',
  fname: 'Amani',
  lname: 'Mushi',
  email: 'amani@example.com',
  phone: '+255 712 345 678',
  gender: '1',
  country: '10',
};
const check = (overrides: Partial<BookingFormValues>, context: Partial<BookingContext> = {}) =>
  bookingProblem({ ...valid, ...overrides }, { ...ctx, ...context });

describe('bookingProblem (SPEC §5 package booking)', () => {
  it('accepts a complete booking from tomorrow on', () => {
    expect(check({})).toBeNull();
  });

  it.each([
    ['start_date', { start_date: '' }],
    ['guest_count', { guest_count: '' }],
    ['guest_count', { guest_count: '1' }],
    ['guest_count', { guest_count: '2.5' }],
    ['class_id', { class_id: '' }],
    ['fname', { fname: '   ' }],
    ['lname', { lname: '' }],
    ['email', { email: '' }],
    ['phone', { phone: ' ' }],
    ['gender', { gender: '' }],
    ['country', { country: '' }],
  ] as const)('a missing %s gives the required message on that field', (field, overrides) => {
    expect(check(overrides)).toEqual({ field, message: BOOKING_VALIDATION.required });
  });

  it('reports the first missing field in form order', () => {
    expect(check({ fname: '', country: '' })?.field).toBe('fname');
  });

  it("refuses today and earlier: 'Start date must be from tomorrow onwards.'", () => {
    expect(check({ start_date: TODAY })).toEqual({ field: 'start_date', message: BOOKING_VALIDATION.startDate });
    expect(check({ start_date: '2025-12-31' })?.message).toBe(BOOKING_VALIDATION.startDate);
  });

  it('checks required fields before the date, and the date before the lists', () => {
    expect(check({ start_date: TODAY, fname: '' })?.message).toBe(BOOKING_VALIDATION.required);
    expect(check({ start_date: TODAY, class_id: '99' })?.message).toBe(BOOKING_VALIDATION.startDate);
  });

  it.each([
    ['class_id', { class_id: '2' }],
    ['gender', { gender: '9' }],
    ['country', { country: '12' }],
  ] as const)('an unknown %s is refused as invalid', (field, overrides) => {
    expect(check(overrides)).toEqual({ field, message: BOOKING_VALIDATION.invalidOption });
  });

  it("takes a departure's date instead of the start date field", () => {
    const departure = { trip_group_uuid: '00000000-0000-4000-8000-000000000001', start_date: '' };
    expect(check(departure, { departureDate: '2026-08-01' })).toBeNull();
    expect(check(departure, { departureDate: TODAY })).toEqual({ field: 'trip_group_uuid', message: BOOKING_VALIDATION.startDate });
    expect(check(departure, { departureDate: null })).toEqual({ field: 'trip_group_uuid', message: BOOKING_VALIDATION.required });
  });

  it("refuses more guests than the trip takes, and what the server's schema refuses", () => {
    expect(check({ guest_count: '13' })).toEqual({ field: 'guest_count', message: BOOKING_TEXTS.tooManyGuests(12) });
    expect(check({ email: 'not-an-email' })?.field).toBe('email');
    expect(check({ phone: '12345' })).toEqual({ field: 'phone', message: 'Please enter a valid phone number' });
  });
});

describe('toBookingRequest', () => {
  it('sends numbers for ids and guests, trimmed texts, the currency and the departure date', () => {
    const body = toBookingRequest(
      { ...valid, fname: ' Amani ', trip_group_uuid: 'dep', start_date: '2026-07-09' },
      'trip',
      'EUR',
      '2026-08-01',
    );
    expect(body).toMatchObject({
      trip_uuid: 'trip',
      trip_group_uuid: 'dep',
      class_id: 3,
      guest_count: 2,
      gender: 1,
      country: 10,
      fname: 'Amani',
      start_date: '2026-08-01',
      currency: 'EUR',
    });
  });
});

describe('guestsAfterBlur', () => {
  it.each([
    ['1', '2'],
    ['0', '2'],
    ['-3', '2'],
    ['', '2'],
    ['abc', '2'],
    ['2', null],
    ['7', null],
  ])('%j → %j', (input, expected) => {
    expect(guestsAfterBlur(input)).toBe(expected);
  });
});
