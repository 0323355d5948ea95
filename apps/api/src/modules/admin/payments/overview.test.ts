import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import * as schema from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createDeparture } from '../../../../test/factories/bookings';
import { createScheduledBooking } from '../../../../test/factories/payment-schedule';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';

// The Payments screen's reads: what open bookings owe (overdue first, by the operator's today),
// what the ledger received, and a month in figures (and as CSV). Every file has its own database,
// so the totals below are exactly what each test wrote.

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let tripId: number;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
  tripId = (await createTrip(t.database.db, { name: 'Serengeti Ledger Safari' })).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: callers.operator.headers });
const data = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/payments/due', () => {
  it('lists open bookings with what they owe now, overdue first, as the booking screen reckons it', async () => {
    const deposit = (dueDate: string, amountMinor = 30_000) => ({ kind: 'deposit' as const, amountMinor, dueDate });
    const balance = (dueDate: string, amountMinor = 70_000) => ({ kind: 'balance' as const, amountMinor, dueDate });
    const overdue = await createScheduledBooking(db(), {
      tripId,
      instalments: [deposit(addDays(today, -10)), balance(addDays(today, 50))],
    });
    const depositPaid = await createScheduledBooking(db(), {
      tripId,
      status: 'deposit_paid',
      instalments: [deposit(addDays(today, -40)), balance(addDays(today, 5))],
      entries: [{ amountMinor: 30_000, receivedOn: addDays(today, -41) }],
    });
    const partial = await createScheduledBooking(db(), {
      tripId,
      currency: 'EUR',
      instalments: [deposit(addDays(today, -3)), balance(addDays(today, 60))],
      entries: [{ amountMinor: 10_000, receivedOn: addDays(today, -2) }],
    });
    const dueTomorrow = await createScheduledBooking(db(), {
      tripId,
      instalments: [{ kind: 'full', amountMinor: 90_000, dueDate: addDays(today, 1) }],
    });
    // Neither owes anything the list should show: one is paid, one is cancelled.
    await createScheduledBooking(db(), {
      tripId,
      status: 'paid_in_full',
      instalments: [{ kind: 'full', amountMinor: 5_000, dueDate: addDays(today, -1) }],
      entries: [{ amountMinor: 5_000, receivedOn: addDays(today, -1) }],
    });
    await createScheduledBooking(db(), { tripId, status: 'cancelled', instalments: [deposit(addDays(today, -20))] });

    const page = await data('/api/admin/payments/due');
    expect(page).toMatchObject({ total: 4, limit: 25, offset: 0, today });
    expect(page.items.map((i: { reference: string }) => i.reference)).toEqual([
      overdue.reference,
      partial.reference,
      dueTomorrow.reference,
      depositPaid.reference,
    ]);
    expect(page.items[0]).toEqual({
      uuid: overdue.uuid,
      reference: overdue.reference,
      item_name: 'Serengeti Ledger Safari',
      traveller: 'Amina Mushi',
      email: overdue.email,
      start_date: overdue.startDate,
      status: 'awaiting_deposit',
      currency: 'USD',
      total_minor: 100_000,
      paid_minor: 0,
      due_now_minor: 30_000,
      next_due_date: addDays(today, -10),
      overdue: true,
      overdue_minor: 30_000,
    });
    expect(page.items[1]).toMatchObject({
      currency: 'EUR',
      paid_minor: 10_000,
      due_now_minor: 20_000,
      overdue: true,
      overdue_minor: 20_000,
    });
    expect(page.items[3]).toMatchObject({
      status: 'deposit_paid',
      due_now_minor: 70_000,
      next_due_date: addDays(today, 5),
      overdue: false,
    });

    // The same figures as the booking's own screen (standing.ts), for every row.
    for (const item of page.items as Array<{ uuid: string; due_now_minor: number; next_due_date: string; paid_minor: number }>) {
      const detail = await data(`/api/admin/bookings/${item.uuid}`);
      expect(detail.payment).toMatchObject({
        due_now_minor: item.due_now_minor,
        next_due_date: item.next_due_date,
        paid_minor: item.paid_minor,
      });
    }

    const refs = async (query: string) =>
      (await data(`/api/admin/payments/due?${query}`)).items.map((i: { reference: string }) => i.reference);
    expect(await refs('overdue=true')).toEqual([overdue.reference, partial.reference]);
    expect(await refs('overdue=false')).toEqual([dueTomorrow.reference, depositPaid.reference]);
    expect(await refs('currency=EUR')).toEqual([partial.reference]);
    expect(await refs(`q=${depositPaid.reference.toLowerCase()}`)).toEqual([depositPaid.reference]);
    // Later due dates first within each group; overdue still first.
    expect(await refs('order=desc')).toEqual([partial.reference, overdue.reference, depositPaid.reference, dueTomorrow.reference]);
    expect(await data('/api/admin/payments/due?limit=1&offset=1')).toMatchObject({ total: 4, items: [{ reference: partial.reference }] });

    // Once the deposit is recorded the overdue booking waits for its balance, not overdue.
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${overdue.uuid}/payments`,
      headers: callers.operator.headers,
      payload: { kind: 'payment', amount: '300.00', method: 'cash', received_on: today },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await data(`/api/admin/payments/due?q=${overdue.reference}`)).items[0]).toMatchObject({
      status: 'deposit_paid',
      due_now_minor: 70_000,
      next_due_date: addDays(today, 50),
      overdue: false,
      overdue_minor: 0,
    });
  });

  it('refuses a filter it does not know', async () => {
    expect((await get('/api/admin/payments/due?currency=XYZ')).statusCode).toBe(400);
    expect((await get('/api/admin/payments/due?overdue=maybe')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/payments/received', () => {
  it('lists payments and refunds newest first, with booking, traveller and method, filtered by days and kind', async () => {
    const booking = await createScheduledBooking(db(), {
      tripId,
      firstName: 'Received',
      instalments: [{ kind: 'full', amountMinor: 200_000, dueDate: '2031-01-10' }],
      entries: [
        { amountMinor: 50_000, receivedOn: '2031-01-05', recordedBy: callers.operator.user.id, method: 'cash' },
        { amountMinor: 150_000, receivedOn: '2031-01-12' },
        { kind: 'refund', amountMinor: 20_000, receivedOn: '2031-01-20', method: 'other' },
      ],
    });
    await createScheduledBooking(db(), {
      tripId,
      currency: 'GBP',
      firstName: 'Received',
      instalments: [{ kind: 'full', amountMinor: 80_000, dueDate: '2031-01-10' }],
      entries: [{ amountMinor: 80_000, receivedOn: '2031-01-15', method: 'card' }],
    });

    const page = await data('/api/admin/payments/received?q=received');
    expect(page.total).toBe(4);
    expect(page.items.map((e: { received_on: string }) => e.received_on)).toEqual(['2031-01-20', '2031-01-15', '2031-01-12', '2031-01-05']);
    expect(page.items[3]).toMatchObject({
      kind: 'payment',
      amount_minor: 50_000,
      currency: 'USD',
      method: 'cash',
      recorded_by: callers.operator.user.name,
      booking: { uuid: booking.uuid, reference: booking.reference, traveller: 'Received Mushi', email: booking.email },
    });
    expect(page.items[0]).toMatchObject({ kind: 'refund', amount_minor: 20_000, recorded_by: null });
    expect(page.totals).toEqual([
      { currency: 'GBP', payments_minor: 80_000, refunds_minor: 0, received_minor: 80_000 },
      { currency: 'USD', payments_minor: 200_000, refunds_minor: 20_000, received_minor: 180_000 },
    ]);

    const range = await data('/api/admin/payments/received?q=received&from=2031-01-12&to=2031-01-15');
    expect(range.items.map((e: { received_on: string }) => e.received_on)).toEqual(['2031-01-15', '2031-01-12']);
    const refunds = await data('/api/admin/payments/received?q=received&kind=refund');
    expect(refunds).toMatchObject({
      total: 1,
      totals: [{ currency: 'USD', payments_minor: 0, refunds_minor: 20_000, received_minor: -20_000 }],
    });
    const byAmount = await data('/api/admin/payments/received?q=received&sort=amount&order=asc&limit=2');
    expect(byAmount.items.map((e: { amount_minor: number }) => e.amount_minor)).toEqual([20_000, 50_000]);
    expect(byAmount.total).toBe(4);
    const bank = await data(`/api/admin/payments/received?q=${page.items[1].provider_reference}`);
    expect(bank.items).toHaveLength(1);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await get('/api/admin/payments/received?from=2031-02-01&to=2031-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ to: 'The end date cannot be before the start date.' });
  });
});

describe('GET /api/admin/payments/report', () => {
  it('sums a month per currency: received net of refunds, due and unpaid; and the seats of its departures', async () => {
    const trip = await createTrip(db(), { name: '=HYPERLINK("http://evil.example") Report Safari' });
    const may = (day: number) => `2030-05-${String(day).padStart(2, '0')}`;
    // USD: the deposit was covered in April's schedule, half the balance (due in May) is unpaid.
    await createScheduledBooking(db(), {
      tripId: trip.id,
      status: 'deposit_paid',
      instalments: [
        { kind: 'deposit', amountMinor: 30_000, dueDate: '2030-04-20' },
        { kind: 'balance', amountMinor: 70_000, dueDate: may(10) },
      ],
      entries: [{ amountMinor: 50_000, receivedOn: may(1) }],
    });
    // USD: 200 of a 400 deposit due in May, paid in June (after the month, still counted as paid).
    await createScheduledBooking(db(), {
      tripId: trip.id,
      instalments: [
        { kind: 'deposit', amountMinor: 40_000, dueDate: may(2) },
        { kind: 'balance', amountMinor: 60_000, dueDate: '2030-07-01' },
      ],
      entries: [{ amountMinor: 20_000, receivedOn: '2030-06-01' }],
    });
    // Cancelled: owes nothing, but its payment and refund in May were money that moved.
    await createScheduledBooking(db(), {
      tripId: trip.id,
      status: 'cancelled',
      instalments: [{ kind: 'full', amountMinor: 100_000, dueDate: may(15) }],
      entries: [
        { amountMinor: 10_000, receivedOn: may(20) },
        { kind: 'refund', amountMinor: 10_000, receivedOn: may(31) },
      ],
    });
    await createScheduledBooking(db(), {
      tripId: trip.id,
      currency: 'EUR',
      instalments: [{ kind: 'full', amountMinor: 90_000, dueDate: may(31) }],
      entries: [{ amountMinor: 30_000, receivedOn: may(15) }],
    });
    const sold = await createDeparture(db(), { tripId: trip.id, startDate: may(3), seats: 10 });
    await db().update(schema.tripDepartures).set({ seatsLeft: 4 }).where(eq(schema.tripDepartures.id, sold.id));
    const empty = await createDeparture(db(), { tripId: trip.id, startDate: may(28), seats: 8 });
    const cancelled = await createDeparture(db(), { tripId: trip.id, startDate: may(10), seats: 8 });
    await db().update(schema.tripDepartures).set({ status: 'cancelled' }).where(eq(schema.tripDepartures.id, cancelled.id));
    await createDeparture(db(), { tripId: trip.id, startDate: '2030-06-01', seats: 8 });

    const report = await data('/api/admin/payments/report?month=2030-05');
    expect(report).toEqual({
      month: '2030-05',
      from: '2030-05-01',
      to: '2030-05-31',
      currencies: [
        { currency: 'EUR', payments_minor: 30_000, refunds_minor: 0, received_minor: 30_000, due_minor: 60_000, due_count: 1 },
        { currency: 'USD', payments_minor: 60_000, refunds_minor: 10_000, received_minor: 50_000, due_minor: 70_000, due_count: 2 },
      ],
      departures: [
        expect.objectContaining({ uuid: sold.uuid, start_date: may(3), seats_total: 10, seats_sold: 6, occupancy_percent: 60 }),
        expect.objectContaining({
          uuid: empty.uuid,
          start_date: may(28),
          seats_total: 8,
          seats_sold: 0,
          occupancy_percent: 0,
          status: 'scheduled',
        }),
      ],
      seats: { total: 18, sold: 6, occupancy_percent: 33 },
    });

    const csv = await get('/api/admin/payments/report.csv?month=2030-05');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments-report-2030-05.csv"');
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines).toContain('EUR,300,0,300,600,1');
    expect(lines).toContain('USD,600,100,500,700,2');
    // The trip name a spreadsheet would run as a formula is text.
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"") Report Safari",${may(3)},scheduled,6,10,60`);
    expect(lines).toContain('All departures,,,6,18,33');
  });

  it("defaults to the operator's month, has nothing for an empty month, and refuses a month that is not one", async () => {
    expect((await data('/api/admin/payments/report')).month).toBe(today.slice(0, 7));
    expect(await data('/api/admin/payments/report?month=1999-02')).toMatchObject({
      to: '1999-02-28',
      currencies: [],
      departures: [],
      seats: { total: 0, sold: 0, occupancy_percent: 0 },
    });
    const res = await get('/api/admin/payments/report?month=2030-13');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ month: 'Choose a month as YYYY-MM' });
    expect((await get('/api/admin/payments/report.csv?month=May')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    for (const url of [
      '/api/admin/payments/due',
      '/api/admin/payments/received',
      '/api/admin/payments/report',
      '/api/admin/payments/report.csv',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: callers.traveller.headers })).statusCode).toBe(403);
    }
  });
});
