import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, formatIsoDate, todayIn } from '@safari/contracts/calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingOptions } from '../../../test/factories/bookings';
import { createCallers } from '../../../test/factories/staff';
import { createTrip } from '../../../test/factories/trips';
import { readEmails } from '../../../test/mail';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';

// Balance reminders and overdue notices with a clock the test moves: each is sent once, on the
// right day, only while the balance is unpaid; on PostgreSQL two app instances (two pools, as
// two processes) sweep at the same moment and still send each once.

const onPostgres = process.env.TEST_DB === 'postgres';
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
let t: TestApp;
let second: { app: FastifyInstance; close(): Promise<void> } | undefined;
let callers: Awaited<ReturnType<typeof createCallers>>;
let options: Awaited<ReturnType<typeof bookingOptions>>;

beforeAll(async () => {
  t = await createTestApp({ config: { OPERATOR_EMAIL: 'ops@safari.example', PAYMENT_REMINDER_DAYS: 14 } });
  callers = await createCallers(t.app, t.database.db);
  options = await bookingOptions(t.database.db);
  if (onPostgres) {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url! });
    const app = await buildApp({ config: testConfig({ ...t.app.config }), database });
    await app.ready();
    second = { app, close: async () => (await app.close(), await database.close()) };
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

let n = 0;
async function book(startDate: string) {
  n += 1;
  const trip = await createTrip(t.database.db, { prices: { 2: 1000, 4: 900, 6: 800 } });
  const email = `reminded-${n}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.92.0.${n}`,
    payload: {
      trip_uuid: trip.uuid,
      class_id: options.classId,
      guest_count: 2,
      start_date: startDate,
      phone: '+32 470 00 00 00',
      email,
      fname: 'An',
      lname: 'Wouters',
      gender: options.genderId,
      country: options.countryId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  const balance = data.payment.schedule.find((i: { kind: string }) => i.kind === 'balance');
  return {
    email,
    reference: data.reference as string,
    balanceDue: balance.due_date as string,
    deposit: data.payment.schedule[0].amount_minor as number,
  };
}

/** Both instances sweep at once on PostgreSQL (one on PGlite), with the clock at `day`. */
async function sweepOn(day: string) {
  const clock = () => day;
  await Promise.all([t.app.sweepPaymentReminders(clock), second?.app.sweepPaymentReminders(clock)]);
  // Each instance's sweep kicks its own outbox: wait for both (a drain joins one running).
  await Promise.all([t.app.outbox.drain(), second?.app.outbox.drain()]);
}

const subjects = (email: string) => readEmails(t.app.config.DATA_DIR, email).map((m) => m.subject);

describe('balance reminders and overdue notices', () => {
  it('reminds 14 days before the balance is due and tells traveller and operator the day after it passed, each once', async () => {
    const { email, reference, balanceDue } = await book(addDays(today, 150));
    expect(balanceDue).toBe(addDays(today, 90));

    await sweepOn(addDays(balanceDue, -15));
    expect(subjects(email).filter((s) => s.includes('balance'))).toEqual([]);

    await sweepOn(addDays(balanceDue, -14));
    await sweepOn(addDays(balanceDue, -10));
    expect(subjects(email).filter((s) => s.includes('balance'))).toEqual([
      `Your balance for ${reference} is due on ${formatIsoDate(balanceDue)}`,
    ]);

    await sweepOn(balanceDue);
    expect(subjects(email).filter((s) => s.includes('overdue'))).toEqual([]);
    await sweepOn(addDays(balanceDue, 1));
    await sweepOn(addDays(balanceDue, 2));
    expect(subjects(email).filter((s) => s.includes('overdue'))).toEqual([`Your balance for ${reference} is overdue`]);
    expect(subjects('ops@safari.example').filter((s) => s.startsWith(`Overdue balance: ${reference}`))).toHaveLength(1);
    const notice = readEmails(t.app.config.DATA_DIR, email).find((m) => m.subject.endsWith('is overdue'))!;
    expect(notice.source).toContain('BE71 0961 2345 6769');
  });

  it('sends nothing for a balance that was paid, or a booking that was cancelled', async () => {
    const paid = await book(addDays(today, 150));
    const cancelled = await book(addDays(today, 150));
    const uuidOf = async (reference: string) =>
      (await t.app.inject({ url: `/api/admin/bookings?q=${reference}`, headers: callers.operator.headers })).json().data.items[0].uuid;
    const paidUuid = await uuidOf(paid.reference);
    const detail = (await t.app.inject({ url: `/api/admin/bookings/${paidUuid}`, headers: callers.operator.headers })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${paidUuid}/payments`,
      headers: callers.operator.headers,
      payload: { kind: 'payment', amount: (detail.payment.total_minor / 100).toFixed(2), method: 'bank_transfer', received_on: today },
    });
    expect(res.json().data.status).toBe('paid_in_full');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${await uuidOf(cancelled.reference)}/status`,
      headers: callers.operator.headers,
      payload: { status: 'cancelled' },
    });

    await sweepOn(addDays(paid.balanceDue, -7));
    await sweepOn(addDays(paid.balanceDue, 3));
    for (const email of [paid.email, cancelled.email]) expect(subjects(email).filter((s) => s.includes('balance for'))).toEqual([]);
  });
});
