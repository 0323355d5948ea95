import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { PAYMENT_TERMS_MESSAGES } from '@safari/contracts/payment-terms';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bookingOptions } from '../../../../test/factories/bookings';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let options: Awaited<ReturnType<typeof bookingOptions>>;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
  options = await bookingOptions(t.database.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });

let n = 0;
async function bookSchedule(tripUuid: string, startDate: string) {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.91.0.${n}`,
    payload: {
      trip_uuid: tripUuid,
      class_id: options.classId,
      guest_count: 2,
      start_date: startDate,
      phone: '+32 470 00 00 00',
      email: `terms-${n}@example.test`,
      fname: 'Jef',
      lname: 'Claes',
      gender: options.genderId,
      country: options.countryId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment.schedule as Array<{ kind: string; amount_minor: number; due_date: string }>;
}

describe('payment terms in the back office', () => {
  it('starts with the site default of 30 % and 60 days; a change applies to bookings made after it, audited', async () => {
    expect((await admin('GET', '/api/admin/payment-terms')).json().data).toMatchObject({
      site: { deposit_percent: 30, balance_days_before: 60 },
    });
    const trip = await createTrip(t.database.db, { prices: { 2: 1000, 4: 900, 6: 800 } });
    const start = addDays(today, 120);
    const before = await bookSchedule(trip.uuid, start);
    expect(before[0]).toMatchObject({
      kind: 'deposit',
      amount_minor: Math.round((before[0]!.amount_minor + before[1]!.amount_minor) * 0.3),
    });

    const changed = await admin('PUT', '/api/admin/payment-terms', { deposit_percent: 20, balance_days_before: 45 });
    expect(changed.json()).toMatchObject({ message: 'Saved', data: { site: { deposit_percent: 20, balance_days_before: 45 } } });
    try {
      const after = await bookSchedule(trip.uuid, start);
      const total = after[0]!.amount_minor + after[1]!.amount_minor;
      expect(after).toEqual([
        { kind: 'deposit', amount_minor: Math.floor(total * 0.2), due_date: today },
        { kind: 'balance', amount_minor: total - Math.floor(total * 0.2), due_date: addDays(start, -45) },
      ]);
      const audit = (await admin('GET', '/api/admin/audit?entity_type=payment_terms')).json().data.items;
      expect(audit[0]).toMatchObject({ action: 'payment_terms.site', before: { deposit_percent: 30 }, after: { deposit_percent: 20 } });
    } finally {
      await admin('PUT', '/api/admin/payment-terms', { deposit_percent: 30, balance_days_before: 60 });
    }
  });

  it("gives a trip its own terms, and lets it follow the site's again", async () => {
    const trip = await createTrip(t.database.db, { name: 'Selous by Boat', prices: { 2: 1000, 4: 900, 6: 800 } });
    const own = await admin('PUT', `/api/admin/trips/${trip.uuid}/payment-terms`, { deposit_percent: 100, balance_days_before: 0 });
    expect(own.json().data).toEqual({
      own: { deposit_percent: 100, balance_days_before: 0 },
      site: { deposit_percent: 30, balance_days_before: 60 },
    });
    expect((await admin('GET', '/api/admin/payment-terms')).json().data.trips).toContainEqual({
      trip_uuid: trip.uuid,
      trip_name: 'Selous by Boat',
      deposit_percent: 100,
      balance_days_before: 0,
    });
    expect((await bookSchedule(trip.uuid, addDays(today, 200))).map((i) => i.kind)).toEqual(['full']);

    expect((await admin('DELETE', `/api/admin/trips/${trip.uuid}/payment-terms`)).json().data.own).toBeNull();
    expect((await bookSchedule(trip.uuid, addDays(today, 200))).map((i) => i.kind)).toEqual(['deposit', 'balance']);
  });

  it('refuses terms out of range with messages a person reads', async () => {
    const res = await admin('PUT', '/api/admin/payment-terms', { deposit_percent: 0, balance_days_before: 400 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      deposit_percent: PAYMENT_TERMS_MESSAGES.deposit,
      balance_days_before: PAYMENT_TERMS_MESSAGES.days,
    });
    expect((await admin('GET', `/api/admin/trips/00000000-0000-4000-8000-000000000000/payment-terms`)).statusCode).toBe(404);
  });
});
