import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { bookings, outboxEmails, ratings, testimonials } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createDeparture } from '../../../../test/factories/bookings';
import { createInquiry } from '../../../../test/factories/inquiries';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';
import { uniquePaymentReference } from '../../../../test/factories/helpers';
import { monthBounds } from './repository';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const booking = (tripId: number, values: Partial<typeof bookings.$inferInsert>) => ({
  reference: `ST-TEST-${Math.random().toString(36).slice(2, 10)}`,
  tripId,
  guests: 2,
  startDate: addDays(today, 60),
  season: 'Low Season',
  totalPrice: 1000,
  totalMinor: Math.round((values.totalPrice ?? 1000) * 100),
  paymentReference: uniquePaymentReference(),
  firstName: 'Amina',
  lastName: 'Mushi',
  email: 'amina@example.test',
  phone: '+255 700 000 000',
  ...values,
});

describe('the dashboard', () => {
  it('counts what waits for the operator', async () => {
    const db = t.database.db;
    const trip = await createTrip(db, { name: 'Filling Safari' });
    await createInquiry(db, { createdAt: new Date(Date.now() - 30 * 3600_000) });
    await createInquiry(db, { status: 'in_progress' });
    await createInquiry(db, { status: 'won', createdAt: new Date(Date.now() - 30 * 3600_000) });
    await db
      .insert(bookings)
      .values([
        booking(trip.id, { totalPrice: 2500.5 }),
        booking(trip.id, { totalPrice: 1000 }),
        booking(trip.id, { totalPrice: 999, status: 'cancelled' }),
        booking(trip.id, { totalPrice: 700, createdAt: new Date(Date.now() - 62 * 24 * 3600_000) }),
      ]);
    const full = await createDeparture(db, { tripId: trip.id, startDate: addDays(today, 20), seats: 8 });
    await createDeparture(db, { tripId: trip.id, startDate: addDays(today, 40), seats: 8 });
    const { takeSeats } = await import('../../bookings/repository');
    await takeSeats(db, full.id, 6);
    await db.insert(outboxEmails).values([
      { kind: 'x', recipient: 'a@example.test', subject: 's', text: 't', status: 'failed', attempts: 8, lastError: 'boom' },
      { kind: 'x', recipient: 'b@example.test', subject: 's', text: 't', attempts: 1, lastError: 'timeout' },
    ]);
    await db.insert(testimonials).values({ authorName: 'X', authorCountry: 'Y', comments: 'Z', isPublished: false });
    await db
      .insert(ratings)
      .values({ userId: callers.traveller.user.id, rateableType: 'trip', rateableUuid: trip.uuid, rating: 5, comment: 'Wow' });

    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: callers.operator.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.inquiries).toEqual({ waiting: 2, overdue: 1 });
    // The cancelled booking never counts; the one made 62 days ago belongs to an earlier month.
    expect(data.bookings_this_month).toEqual({ month: today.slice(0, 7), count: 2, value_usd: 3500.5 });
    expect(data.departures_filling_up).toEqual([
      { uuid: full.uuid, trip_uuid: trip.uuid, trip_name: 'Filling Safari', start_date: addDays(today, 20), seats_total: 8, seats_left: 2 },
    ]);
    expect(data.emails).toEqual({ failed: 1, retrying: 1 });
    expect(data.moderation).toEqual({ testimonials: 1, ratings: 1 });
  });

  it('reckons the month in the operator’s calendar', () => {
    expect(monthBounds('2026-12-31')).toEqual({ start: '2026-12-01', next: '2027-01-01' });
    expect(monthBounds('2026-02-10')).toEqual({ start: '2026-02-01', next: '2026-03-01' });
  });
});
