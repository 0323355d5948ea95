import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ADMIN_MESSAGES } from '@safari/contracts/admin-bookings';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bookingOptions, createDeparture } from '../../../../test/factories/bookings';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';
import { readEmails } from '../../../../test/mail';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let options: Awaited<ReturnType<typeof bookingOptions>>;
const nextYear = Number(todayIn(DEFAULT_OPERATOR_TIME_ZONE).slice(0, 4)) + 1;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
  options = await bookingOptions(t.database.db);
});
afterAll(() => t.close());

let n = 0;
/** A booking made the way a traveller makes one, through the storefront's API. */
async function book(tripUuid: string, departureUuid: string, guests: number, email = `guest-${n}@example.test`) {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.30.0.${n}`,
    payload: {
      trip_uuid: tripUuid,
      trip_group_uuid: departureUuid,
      class_id: options.classId,
      guest_count: guests,
      start_date: `${nextYear}-01-01`,
      phone: '+255 700 000 000',
      email,
      fname: 'Baraka',
      lname: 'Mollel',
      gender: options.genderId,
      country: options.countryId,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.reference as string;
}

const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const uuidOf = async (reference: string) => (await admin('GET', `/api/admin/bookings?q=${reference}`)).json().data.items[0].uuid as string;

describe('bookings in the back office', () => {
  it('lists a booking with its priced lines and moves it requested → confirmed → paid → completed, e-mailing the traveller each time', async () => {
    const trip = await createTrip(t.database.db, { name: 'Tarangire Explorer' });
    const departure = await createDeparture(t.database.db, {
      tripId: trip.id,
      startDate: `${nextYear}-08-10`,
      seats: 8,
      pricePerPerson: 1900,
    });
    const reference = await book(trip.uuid, departure.uuid, 2, 'flow@example.test');
    const uuid = await uuidOf(reference);

    const detail = (await admin('GET', `/api/admin/bookings/${uuid}`)).json().data;
    expect(detail).toMatchObject({
      reference,
      item_name: 'Tarangire Explorer',
      status: 'requested',
      total_price: 3800,
      departure_uuid: departure.uuid,
      history: [],
    });
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: 2, unit_price: 1900, amount: 3800 })]);

    for (const status of ['confirmed', 'paid', 'completed'] as const) {
      const res = await admin('PUT', `/api/admin/bookings/${uuid}/status`, {
        status,
        message: status === 'confirmed' ? 'See you in Arusha!' : undefined,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    await t.app.outbox.drain();
    const subjects = readEmails(t.app.config.DATA_DIR, 'flow@example.test').map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your booking ${reference} is confirmed`,
        `Payment received for booking ${reference}`,
        `Thank you for travelling with us (${reference})`,
      ]),
    );
    expect(readEmails(t.app.config.DATA_DIR, 'flow@example.test').find((m) => m.subject.endsWith('is confirmed'))!.source).toContain(
      'See you in Arusha!',
    );

    const history = (await admin('GET', `/api/admin/bookings/${uuid}`)).json().data.history;
    expect(history.map((h: { before: object; after: { status: string } }) => [h.before, h.after.status])).toEqual([
      [{ status: 'requested' }, 'confirmed'],
      [{ status: 'confirmed' }, 'paid'],
      [{ status: 'paid' }, 'completed'],
    ]);
    expect(history[0].actor).toEqual({
      uuid: callers.operator.user.uuid,
      name: callers.operator.user.name,
      email: callers.operator.user.email,
    });
  });

  it('refuses a transition the flow does not have, and changes nothing', async () => {
    const trip = await createTrip(t.database.db);
    const departure = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-09-01`, seats: 4 });
    const uuid = await uuidOf(await book(trip.uuid, departure.uuid, 2));
    const res = await admin('PUT', `/api/admin/bookings/${uuid}/status`, { status: 'completed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_ADMIN_MESSAGES.transition('requested', 'completed'));
    expect((await admin('PUT', `/api/admin/bookings/${uuid}/status`, { status: 'requested' })).statusCode).toBe(409);
    expect((await admin('GET', `/api/admin/bookings/${uuid}`)).json().data).toMatchObject({ status: 'requested', history: [] });
  });

  it('cancelling gives the seats back to the departure in the same step; a cancelled booking stays cancelled', async () => {
    const trip = await createTrip(t.database.db);
    const departure = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-10-05`, seats: 6 });
    const uuid = await uuidOf(await book(trip.uuid, departure.uuid, 4, 'cancel@example.test'));
    const seatsLeft = async () => (await t.app.inject(`/api/trips/${trip.uuid}/departures`)).json().data.departures[0].seats_left;
    expect(await seatsLeft()).toBe(2);

    const res = await admin('PUT', `/api/admin/bookings/${uuid}/status`, { status: 'cancelled' });
    expect(res.json().data.history[0].after).toEqual({ status: 'cancelled', departure_seats_left: 6 });
    expect(await seatsLeft()).toBe(6);
    expect((await admin('PUT', `/api/admin/bookings/${uuid}/status`, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await seatsLeft()).toBe(6);
    await t.app.outbox.drain();
    expect(readEmails(t.app.config.DATA_DIR, 'cancel@example.test').map((m) => m.subject)).toContain(
      `Your booking ${res.json().data.reference} is cancelled`,
    );
  });

  it('filters by status, trip and start dates, searches and pages on the server', async () => {
    const trip = await createTrip(t.database.db);
    const departure = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-11-11`, seats: 20 });
    for (let i = 0; i < 3; i++) await book(trip.uuid, departure.uuid, 2);
    const page = (
      await admin(
        'GET',
        `/api/admin/bookings?trip=${trip.uuid}&status=requested&start_from=${nextYear}-11-11&start_to=${nextYear}-11-11&limit=2&sort=created_at&order=asc`,
      )
    ).json().data;
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items).toHaveLength(2);
    expect((await admin('GET', `/api/admin/bookings?trip=${trip.uuid}&start_to=${nextYear}-11-10`)).json().data.total).toBe(0);
    expect((await admin('GET', '/api/admin/bookings?start_from=2026-02-30')).statusCode).toBe(400);
    const missing = await admin('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toMatchObject({ code: 404, message: BOOKING_ADMIN_MESSAGES.notFound });
  });
});
