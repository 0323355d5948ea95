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

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const uuidOf = async (reference: string) => (await admin('GET', `/api/admin/bookings?q=${reference}`)).json().data.items[0].uuid as string;

describe('bookings in the back office', () => {
  it('lists a booking with its lines and schedule; recorded payments move it awaiting deposit → deposit paid → paid in full, then completed, e-mailing the traveller each time', async () => {
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
      status: 'awaiting_deposit',
      total_price: 3800,
      departure_uuid: departure.uuid,
      ledger: [],
      history: [],
      payment: {
        currency: 'USD',
        total_minor: 380_000,
        paid_minor: 0,
        due_now_minor: 114_000,
        schedule: [
          { kind: 'deposit', amount_minor: 114_000 },
          { kind: 'balance', amount_minor: 266_000, due_date: `${nextYear}-06-11` },
        ],
      },
    });
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: 2, unit_price: 1900, amount: 3800 })]);

    const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
    const pay = (amount: string, note = '') =>
      admin('POST', `/api/admin/bookings/${uuid}/payments`, { kind: 'payment', amount, method: 'bank_transfer', received_on: today, note });
    const deposit = await pay('1140', 'Seen in the bank');
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toMatchObject({
      message: BOOKING_ADMIN_MESSAGES.paymentRecorded,
      data: { status: 'deposit_paid', payment: { paid_minor: 114_000, due_now_minor: 266_000 } },
    });
    expect(deposit.json().data.ledger).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount_minor: 114_000,
        currency: 'USD',
        method: 'bank_transfer',
        note: 'Seen in the bank',
        recorded_by: callers.operator.user.name,
      }),
    ]);
    expect((await pay('2660.00')).json().data.status).toBe('paid_in_full');
    const completed = await admin('PUT', `/api/admin/bookings/${uuid}/status`, { status: 'completed' });
    expect(completed.json().data.status).toBe('completed');

    await t.app.outbox.drain();
    const mails = readEmails(t.app.config.DATA_DIR, 'flow@example.test');
    const receipts = mails.filter((m) => m.subject === `Payment received for booking ${reference}`);
    expect(receipts).toHaveLength(2);
    expect(receipts.map((m) => m.source).join('\n')).toContain('we received $1,140.00');
    expect(receipts.map((m) => m.source).join('\n')).toContain('$2,660.00 remains to be paid.');
    expect(receipts.map((m) => m.source).join('\n')).toContain('Your booking is paid in full.');
    expect(mails.map((m) => m.subject)).toContain(`Thank you for travelling with us (${reference})`);

    const history = (await admin('GET', `/api/admin/bookings/${uuid}`)).json().data.history;
    expect(history.map((h: { action: string; after: { status: string } }) => [h.action, h.after.status])).toEqual([
      ['booking.payment', 'deposit_paid'],
      ['booking.payment', 'paid_in_full'],
      ['booking.status', 'completed'],
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
    expect(res.json().message).toBe(BOOKING_ADMIN_MESSAGES.transition('awaiting_deposit', 'completed'));
    // The payment steps are taken by recording a payment, never set by hand.
    expect((await admin('PUT', `/api/admin/bookings/${uuid}/status`, { status: 'paid_in_full' })).statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/bookings/${uuid}`)).json().data).toMatchObject({ status: 'awaiting_deposit', history: [] });
  });

  it('refuses a refund above what was paid, an amount that is not one and a date in the future, and records nothing', async () => {
    const trip = await createTrip(t.database.db);
    const departure = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-09-03`, seats: 4 });
    const uuid = await uuidOf(await book(trip.uuid, departure.uuid, 2));
    const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
    const entry = (body: object) =>
      admin('POST', `/api/admin/bookings/${uuid}/payments`, {
        kind: 'payment',
        amount: '100',
        method: 'cash',
        received_on: today,
        ...body,
      });
    expect((await entry({ kind: 'refund' })).statusCode).toBe(409);
    expect((await entry({ amount: '12,50' })).json()).toMatchObject({ errors: { amount: 'Enter an amount such as 1250.00' } });
    expect((await entry({ amount: '0' })).statusCode).toBe(400);
    expect((await entry({ received_on: `${nextYear + 1}-01-01` })).statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/bookings/${uuid}`)).json().data).toMatchObject({ status: 'awaiting_deposit', ledger: [] });
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
        `/api/admin/bookings?trip=${trip.uuid}&status=awaiting_deposit&start_from=${nextYear}-11-11&start_to=${nextYear}-11-11&limit=2&sort=created_at&order=asc`,
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
