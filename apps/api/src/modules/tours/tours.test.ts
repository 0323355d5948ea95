import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { STATIC_BOOKING_VALIDATION } from '@safari/contracts/messages';
import { CUSTOM_PACKAGE_TEXTS, type ToursData } from '@safari/contracts/tours';
import { bookingLines, bookings, customPackageRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readEmails } from '../../../test/mail';

let t: TestApp;
let catalogue: ToursData;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
const nextYear = Number(today.slice(0, 4)) + 1;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { OPERATOR_EMAIL: 'tours@safari.example' } });
  catalogue = (await t.app.inject('/api/tours')).json().data;
});
afterAll(() => t.close());

const tour = (slug: string) => catalogue.tours.find((x) => x.id === slug)!;
let address = 0;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.18.0.${(address += 1)}` });
const contact = { name: 'Lotte De Smet', email: 'lotte@example.test', phone: '+32 470 00 00 00' };

describe('static tours', () => {
  it('lists the SPEC packages of Ngorongoro and Tarangire with activities and the season windows', () => {
    expect(tour('ngorongoro-crater-day-trip')).toMatchObject({ base_price: 350, duration: '1 day' });
    expect(tour('ngorongoro-2-day-safari').base_price).toBe(850);
    expect(tour('ngorongoro-4-day-explorer').base_price).toBe(1650);
    expect([1200, 1600, 2800]).toEqual(
      ['tarangire-3-day-safari', 'tarangire-4-day-safari', 'tarangire-6-day-safari'].map((s) => tour(s).base_price),
    );
    expect(tour('tarangire-3-day-safari').activities.length).toBeGreaterThan(0);
    expect(catalogue.seasons[0]?.name).toBe('Standard Season');
  });

  it('books a tour priced again on the server: base × guests × season + activities per guest', async () => {
    const t3 = tour('tarangire-3-day-safari');
    const [a, b] = t3.activities;
    const res = await post('/api/book-tour', {
      tour_id: t3.id,
      travel_date: `${nextYear}-07-10`,
      guests: 2,
      activity_ids: [a!.id, b!.id],
      ...contact,
      total_price: 1,
    });
    expect(res.statusCode).toBe(201);
    const expected = 1200 * 2 * 1.2 + (a!.price_per_guest + b!.price_per_guest) * 2;
    expect(res.json().data).toMatchObject({ tour_title: t3.title, season: 'Peak Season', guests: 2, total_price: expected });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.reference, res.json().data.reference));
    expect(row).toMatchObject({ kind: 'tour', totalPrice: expected, totalMinor: Math.round(expected * 100), status: 'awaiting_deposit' });
    expect(await t.database.db.select().from(bookingLines).where(eq(bookingLines.bookingId, row!.id))).toHaveLength(3);
    await t.app.outbox.drain();
    expect(readEmails(t.app.config.DATA_DIR, 'lotte@example.test').some((m) => m.source.includes(row!.reference))).toBe(true);
    expect(readEmails(t.app.config.DATA_DIR, 'tours@safari.example').some((m) => m.subject.includes(row!.reference))).toBe(true);
  });

  it.each([
    [{ tour_id: 'no-such-tour' }, 404, STATIC_BOOKING_VALIDATION.invalidTour],
    [{ travel_date: '' }, 400, STATIC_BOOKING_VALIDATION.travelDate],
    [{ guests: 0 }, 400, STATIC_BOOKING_VALIDATION.guests],
    [{ travel_date: addDays(today, -1) }, 400, STATIC_BOOKING_VALIDATION.travelDatePast],
    [{ activity_ids: [] }, 400, STATIC_BOOKING_VALIDATION.activity],
  ])('refuses %o with the SPEC alert', async (change, status, message) => {
    const t1 = tour('ngorongoro-crater-day-trip');
    const res = await post('/api/book-tour', {
      tour_id: t1.id,
      travel_date: addDays(today, 10),
      guests: 2,
      activity_ids: [t1.activities[0]!.id],
      ...contact,
      ...change,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("accepts today and refuses another tour's activity", async () => {
    const t1 = tour('ngorongoro-crater-day-trip');
    expect(
      (await post('/api/book-tour', { tour_id: t1.id, travel_date: today, guests: 1, activity_ids: [t1.activities[0]!.id], ...contact }))
        .statusCode,
    ).toBe(201);
    const foreign = tour('tarangire-3-day-safari').activities[0]!.id;
    expect(
      (await post('/api/book-tour', { tour_id: t1.id, travel_date: today, guests: 1, activity_ids: [foreign], ...contact })).json().message,
    ).toBe(STATIC_BOOKING_VALIDATION.activity);
  });
});

describe('custom package', () => {
  it('stores the request with price type pending, days, nights and the estimated total', async () => {
    const a = tour('ngorongoro-2-day-safari');
    const b = tour('tarangire-3-day-safari');
    const res = await post('/api/custom-package', {
      email: 'Group@Example.test',
      guests: 3,
      tour_ids: [a.id, b.id],
      activity_ids: [b.activities[0]!.id],
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      days: 5,
      nights: 4,
      price_type: 'pending',
      estimated_total: (850 + 1200 + b.activities[0]!.price_per_guest) * 3,
    });
    const [row] = await t.database.db.select().from(customPackageRequests).where(eq(customPackageRequests.uuid, data.uuid));
    expect(row).toMatchObject({ email: 'group@example.test', priceType: 'pending', guests: 3 });
  });

  it.each([
    [{ email: '' }, CUSTOM_PACKAGE_TEXTS.emailRequired],
    [{ tour_ids: [] }, CUSTOM_PACKAGE_TEXTS.tourRequired],
    [{ guests: 0 }, CUSTOM_PACKAGE_TEXTS.guestsMin],
  ])('refuses %o', async (change, message) => {
    const res = await post('/api/custom-package', {
      email: 'x@example.test',
      guests: 2,
      tour_ids: ['ngorongoro-crater-day-trip'],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
