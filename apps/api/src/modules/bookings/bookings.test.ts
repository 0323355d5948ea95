import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';
import { bookingLines, bookings, outboxEmails } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingOptions } from '../../../test/factories/bookings';
import { createCurrency } from '../../../test/factories/currencies';
import { ensureServiceClass } from '../../../test/factories/reference';
import { createTrip } from '../../../test/factories/trips';
import { createSignedInUser } from '../../../test/factories/users';
import { readEmails } from '../../../test/mail';

let t: TestApp;
let trip: { uuid: string; id: number; name: string };
let options: Awaited<ReturnType<typeof bookingOptions>>;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
const year = Number(today.slice(0, 4)) + 1;
const lowDate = `${year}-03-10`;
const highDate = `${year}-08-10`;

beforeAll(async () => {
  t = await createTestApp({ config: { OPERATOR_EMAIL: 'bookings@safari.example' } });
  trip = await createTrip(t.database.db, { name: 'Serengeti Classic', prices: { 2: 1500, 4: 1300, 6: 1100 }, maxGuests: 12 });
  options = await bookingOptions(t.database.db);
  await createCurrency(t.database.db, { code: 'EUR', fallbackRate: 0.92, liveRate: 0.9 });
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  trip_uuid: trip.uuid,
  trip_group_uuid: '',
  class_id: options.classId,
  guest_count: 3,
  start_date: lowDate,
  phone: '+255 712 000 111',
  email: 'Neema.Traveller@Example.test',
  fname: 'Neema',
  lname: 'Kweka',
  gender: options.genderId,
  country: options.countryId,
  note: 'Vegetarian meals please',
  ...overrides,
});
let address = 0;
// Each request from an address of its own: the per-address limit on bookings is tested elsewhere.
const book = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    payload,
    headers,
    remoteAddress: `10.9.${Math.floor(address / 250)}.${(address += 1) % 250}`,
  });
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

describe('POST /api/save_booking', () => {
  it('prices on the server by season, class and tier; stores lines, currency and a reference; ignores a client price', async () => {
    const res = await book({ ...form({ guest_count: 3, currency: 'EUR' }), total_price: 1 }, { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      customer_name: 'Neema Kweka',
      trip_name: 'Serengeti Classic',
      total_price: 4500,
      season: 'Low Season',
      guests: 3,
      currency_code: 'EUR',
    });
    expect(data.reference).toMatch(new RegExp(`^ST-${today.slice(0, 4)}-\\d{6}$`));
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.reference, data.reference));
    expect(row).toMatchObject({ totalPrice: 4500, seatTier: 2, email: 'neema.traveller@example.test', currencyCode: 'EUR', userId: null });
    expect(row!.currencyRate).toBe(0.9);
    const lines = await t.database.db.select().from(bookingLines).where(eq(bookingLines.bookingId, row!.id));
    expect(lines).toEqual([expect.objectContaining({ quantity: 3, unitPrice: 1500, amount: 4500 })]);
  });

  it.each([
    [lowDate, 2, 3000],
    [highDate, 2, 3600],
    [lowDate, 4, 5200],
    [highDate, 5, 7800],
    [lowDate, 6, 6600],
    [highDate, 8, 10560],
  ])('%s with %i guests costs %i', async (start_date, guest_count, total) => {
    const res = await book(form({ start_date, guest_count }));
    expect(res.json().data.total_price).toBe(total);
  });

  it('answers 422 when the budget has no row for the class, never a wrong price', async () => {
    const luxury = await ensureServiceClass(t.database.db, 'Luxury');
    const res = await book(form({ class_id: luxury }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(BOOKING_TEXTS.noPrice);
  });

  it.each([
    ['no first name', { fname: ' ' }, BOOKING_VALIDATION.required],
    ['one guest', { guest_count: 1 }, BOOKING_VALIDATION.required],
    ['no class', { class_id: '' }, BOOKING_VALIDATION.required],
    ['a start date today', { start_date: today }, BOOKING_VALIDATION.startDate],
    ['a start date in the past', { start_date: addDays(today, -3) }, BOOKING_VALIDATION.startDate],
    ['an unknown class', { class_id: 999_999 }, BOOKING_VALIDATION.invalidOption],
    ['an unknown country', { country: 999_999 }, BOOKING_VALIDATION.invalidOption],
    ['more guests than the trip takes', { guest_count: 13 }, BOOKING_TEXTS.tooManyGuests(12)],
  ])('refuses %s with its message', async (_case, change, message) => {
    const res = await book(form(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts tomorrow in the operator calendar', async () => {
    expect((await book(form({ start_date: addDays(today, 1) }))).statusCode).toBe(201);
  });

  it('writes the traveller and operator e-mails in the same transaction, with the traveller input escaped', async () => {
    const email = `escape-${Date.now()}@example.test`;
    const res = await book(form({ email, fname: '<img src=x onerror=alert(1)>', note: '<script>steal()</script>' }));
    const reference = res.json().data.reference;
    const queued = await t.database.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.subject} like ${`%${reference}%`}`);
    expect(queued.map((m) => m.recipient).sort()).toEqual(['bookings@safari.example', email].sort());
    await t.app.outbox.drain();
    const [traveller] = readEmails(t.app.config.DATA_DIR, email);
    expect(traveller?.source).toContain(reference);
    const operator = readEmails(t.app.config.DATA_DIR, 'bookings@safari.example').find((m) => m.subject.includes(reference));
    const html = operator?.source.split('Content-Type: text/html')[1] ?? '';
    expect(html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    expect(html).not.toContain('<script>steal');
    expect(html).not.toContain('<img src=x');
  });

  it("attaches a signed-in traveller's booking to their account and dashboard", async () => {
    const { headers } = await createSignedInUser(t.app, t.database.db);
    const reference = (await book(form(), headers)).json().data.reference;
    const dashboard = (await t.app.inject({ url: '/api/user/dashboard', headers })).json().data;
    expect(dashboard.bookings).toMatchObject([
      { reference, trip_name: 'Serengeti Classic', total_price: 4500, status: 'awaiting_deposit' },
    ]);
    expect(dashboard.statistics.total_bookings).toBe(1);
  });
});

describe('idempotency', () => {
  const countFor = async (email: string) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(eq(bookings.email, email))
    )[0]!.n;

  it('replays the first answer for a repeated key and refuses the key with another body', async () => {
    const key = newKey();
    const payload = form({ email: `twice-${key}@example.test` });
    const first = await book(payload, { 'idempotency-key': key });
    const second = await book(payload, { 'idempotency-key': key });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    expect(await countFor(`twice-${key}@example.test`)).toBe(1);
    const changed = await book({ ...payload, guest_count: 4 }, { 'idempotency-key': key });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(BOOKING_TEXTS.idempotencyMismatch);
  });

  it('books once for 20 concurrent identical submissions', async () => {
    const key = newKey();
    const email = `burst-${key}@example.test`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(form({ email }), { 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data.reference)).size).toBe(1);
    expect(await countFor(email)).toBe(1);
  });
});
