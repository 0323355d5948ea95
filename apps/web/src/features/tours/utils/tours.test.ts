import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, STATIC_BOOKING_VALIDATION as M } from '@safari/contracts/messages';
import { CUSTOM_PACKAGE_TEXTS, TOUR_CONTACT_TEXTS, type Tour } from '@safari/contracts/tours';
import { customPackageProblem, customPackageSummary, toggleTour } from './custom-package';
import { guestCount, tourBookingProblem, type TourBookingValues } from './tour-booking-problem';

const tour = (id: string, basePrice: number, duration: string, activities: Array<[number, number]>): Tour => ({
  id,
  title: id,
  description: '',
  base_price: basePrice,
  duration,
  image_gallery: [],
  activities: activities.map(([activityId, price]) => ({ id: activityId, tour_id: 1, title: `a${activityId}`, price_per_guest: price })),
});
const crater = tour('ngorongoro-crater-day-trip', 350, '1 day', [
  [1, 30],
  [2, 20],
]);
const tarangire = tour('tarangire-3-day-safari', 1200, '3 days', [[3, 70]]);

describe('static tour booking checks (SPEC §5), first problem first', () => {
  const today = '2027-03-10';
  const valid: TourBookingValues = {
    travelDate: today,
    guests: '2',
    activityIds: [1],
    name: 'Asha',
    email: 'asha@example.test',
    phone: '+255 700 000 000',
  };
  const problem = (patch: Partial<TourBookingValues>, t: Tour | null = crater) =>
    tourBookingProblem({ ...valid, ...patch }, { tour: t ?? undefined, today })?.message;

  it('alerts the SPEC texts in its order', () => {
    expect(problem({}, null)).toBe(M.invalidTour);
    expect(problem({ travelDate: '', guests: '0' })).toBe(M.travelDate);
    expect(problem({ travelDate: '2027-03-09', guests: '0' })).toBe(M.guests);
    expect(problem({ guests: '' })).toBe(M.guests);
    expect(problem({ guests: '1.5' })).toBe(M.guests);
    expect(problem({ guests: '51' })).toBe(M.guests);
    expect(problem({ travelDate: '2027-03-09', activityIds: [] })).toBe(M.travelDatePast);
    expect(problem({ activityIds: [] })).toBe(M.activity);
  });

  it('then asks for the contact details, and accepts today', () => {
    expect(problem({ name: ' ' })).toBe(TOUR_CONTACT_TEXTS.name);
    expect(problem({ email: 'asha' })).toBe(ACCOUNT_MESSAGES.emailFormat);
    expect(problem({ phone: '123' })).toBe(TOUR_CONTACT_TEXTS.phone);
    expect(problem({})).toBeUndefined();
  });

  it('counts guests only when a whole number of at least 1 was typed', () => {
    expect([guestCount('3'), guestCount(''), guestCount('0'), guestCount('2.5')]).toEqual([3, 0, 0, 0]);
  });
});

describe('custom package (SPEC §5/§9)', () => {
  const values = { email: 'guest@example.test', guests: '2', tourIds: [crater.id, tarangire.id], activityIds: [1, 3] };

  it('sums days over the tours, nights days − 1, and prices everything per guest', () => {
    expect(customPackageSummary([crater, tarangire], values)).toMatchObject({ days: 4, nights: 3, total: (350 + 1200 + 30 + 70) * 2 });
    expect(customPackageSummary([crater, tarangire], { ...values, tourIds: [crater.id], activityIds: [] })).toMatchObject({
      days: 1,
      nights: 1,
      total: 700,
    });
    expect(customPackageSummary([crater], { ...values, tourIds: [] })).toMatchObject({ days: 0, nights: 0, total: 0 });
  });

  it('alerts e-mail, guests and tour problems', () => {
    expect(customPackageProblem({ ...values, email: ' ' })?.message).toBe(CUSTOM_PACKAGE_TEXTS.emailRequired);
    expect(customPackageProblem({ ...values, email: 'nope' })?.message).toBe(ACCOUNT_MESSAGES.emailFormat);
    expect(customPackageProblem({ ...values, guests: '0' })?.message).toBe(CUSTOM_PACKAGE_TEXTS.guestsMin);
    expect(customPackageProblem({ ...values, tourIds: [] })?.message).toBe(CUSTOM_PACKAGE_TEXTS.tourRequired);
    expect(customPackageProblem(values)).toBeNull();
  });

  it('drops a tour’s activities when the tour is unticked', () => {
    const next = toggleTour([crater, tarangire], values, crater.id);
    expect(next).toMatchObject({ tourIds: [tarangire.id], activityIds: [3] });
    expect(toggleTour([crater, tarangire], next, crater.id).tourIds).toEqual([tarangire.id, crater.id]);
  });
});
