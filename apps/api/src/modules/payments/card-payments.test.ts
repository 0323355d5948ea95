import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { CARD_TEXTS } from '@safari/contracts/payments/texts';
import { bookings, ledgerEntries } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingOptions } from '../../../test/factories/bookings';
import { createCurrency } from '../../../test/factories/currencies';
import { createTrip } from '../../../test/factories/trips';
import { readEmails } from '../../../test/mail';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';

// Card payments through Stripe Checkout, with the official SDK pointed at a local stand-in of
// Stripe's API (STRIPE_API_URL) and webhooks signed by the SDK's own test helper: a checkout for
// what is due, a payment recorded once from a signed event however often it arrives, and nothing
// recorded from anything unsigned.

const WEBHOOK_SECRET = 'whsec_test_card_payments';
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);

let stripe: StripeStandIn;
let t: TestApp;
/** An app and what a booking form names in its database. */
interface Site {
  app: TestApp;
  trip: { uuid: string };
  options: Awaited<ReturnType<typeof bookingOptions>>;
}
let site: Site;

async function siteOn(app: TestApp): Promise<Site> {
  const db = app.database.db;
  const trip = await createTrip(db, { name: 'Serengeti Migration', prices: { 2: 2000, 4: 1800, 6: 1600 }, maxGuests: 12 });
  await createCurrency(db, { code: 'EUR', fallbackRate: 0.92, liveRate: 0.9 });
  return { app, trip, options: await bookingOptions(db) };
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    config: {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      RATE_LIMIT_PER_MINUTE: 1_000_000,
      RATE_LIMIT_WRITES_PER_MINUTE: 1_000_000,
    },
  });
  site = await siteOn(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let n = 0;
async function book(overrides: Record<string, unknown> = {}, { app, trip, options }: Site = site) {
  n += 1;
  const email = `card-${n}-${randomBytes(3).toString('hex')}@example.test`;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.91.0.${n}`,
    payload: {
      trip_uuid: trip.uuid,
      trip_group_uuid: '',
      class_id: options.classId,
      guest_count: 2,
      start_date: addDays(today, 200),
      phone: '+32 470 12 34 56',
      email,
      fname: 'Elise',
      lname: 'Janssens',
      gender: options.genderId,
      country: options.countryId,
      currency: 'EUR',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.reference, data.reference));
  return { data, email, row: row! };
}

const checkout = (payload: object) => t.app.inject({ method: 'POST', url: '/api/payments/card-checkout', payload });

/** A Stripe event as Stripe sends it: the JSON text, and its Stripe-Signature header for that text. */
function signedEvent(
  session: Record<string, unknown>,
  { type = 'checkout.session.completed', id = `evt_test_${randomBytes(8).toString('hex')}`, secret = WEBHOOK_SECRET } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The session Stripe sends once the traveller has paid on its page. */
function paidSession(row: { uuid: string; reference: string }, amountMinor: number, currency = 'eur') {
  return {
    id: `cs_test_${randomBytes(10).toString('hex')}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_test_${randomBytes(10).toString('hex')}`,
    amount_total: amountMinor,
    currency,
    client_reference_id: row.uuid,
    metadata: { booking_reference: row.reference, instalment: 'deposit' },
  };
}

const deliver = (event: { payload: string; signature?: string }, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/payments/stripe-webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature === undefined ? {} : { 'stripe-signature': event.signature }),
    },
    payload: event.payload,
  });

const entriesOf = (bookingId: number) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
const statusOf = async (bookingId: number) =>
  (await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.status;
const checkoutStatus = async (sessionId: string) =>
  (await t.app.inject(`/api/payments/checkout-status?session_id=${sessionId}`)).json().data.status;

describe('card checkout', () => {
  it('offers card payment and starts a Stripe Checkout Session for the amount due now, in the booking currency', async () => {
    const { data, email, row } = await book();
    expect(data.payment).toMatchObject({ currency: 'EUR', due_now_minor: 108_000, card_payment: true });

    // The traveller types the e-mail as they like: any letter case names the same booking.
    const res = await checkout({ reference: data.reference.toLowerCase(), email: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const session = stripe.sessions.at(-1)!;
    expect(res.json().data).toEqual({ url: session.url });

    const sent = stripe.received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.headers.authorization).toBe('Bearer sk_test_stand_in');
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'bancontact',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '108000',
      client_reference_id: row.uuid,
      customer_email: email,
      'metadata[booking_reference]': data.reference,
      'metadata[instalment]': 'deposit',
      success_url: 'http://localhost:3000/payments/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payments/return?cancelled=1',
    });
  });

  it('offers cards alone for a currency Bancontact does not take', async () => {
    const { data, email } = await book({ currency: 'USD' });
    expect((await checkout({ reference: data.reference, email })).statusCode).toBe(200);
    const form = stripe.received.at(-1)!.form;
    expect(form['line_items[0][price_data][currency]']).toBe('usd');
    expect(form['line_items[0][price_data][unit_amount]']).toBe(String(data.payment.due_now_minor));
    expect(form['allowed_payment_method_types[0]']).toBe('card');
    expect(form['allowed_payment_method_types[1]']).toBeUndefined();
  });

  it('answers the same 404 for an unknown reference and a wrong e-mail, and calls no Stripe', async () => {
    const { data, email } = await book();
    const before = stripe.received.length;
    const wrongEmail = await checkout({ reference: data.reference, email: `other-${email}` });
    const unknown = await checkout({ reference: 'ST-1999-000001', email });
    expect([wrongEmail.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrongEmail.json().message).toBe(CARD_TEXTS.notFound);
    expect(unknown.json().message).toBe(CARD_TEXTS.notFound);
    expect((await checkout({ reference: data.reference, email: 'not an e-mail' })).statusCode).toBe(400);
    expect(stripe.received.length).toBe(before);
  });

  it('answers 503 when Stripe refuses, with a message that says what to do', async () => {
    const { data, email } = await book();
    stripe.failNext(400, { type: 'invalid_request_error', code: 'parameter_invalid', message: 'No such thing' });
    const res = await checkout({ reference: data.reference, email });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: false, message: CARD_TEXTS.unavailable });
  });
});

describe('the Stripe webhook', () => {
  it('records a signed paid session once: the card payment, the status and the receipt; the return page sees it', async () => {
    const { data, email, row } = await book();
    expect(row.status).toBe('awaiting_deposit');
    const session = paidSession(row, data.payment.due_now_minor);
    expect(await checkoutStatus(session.id)).toBe('pending');

    const event = signedEvent(session);
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { received: true } });

    const entries = await entriesOf(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'payment',
      method: 'card',
      amountMinor: 108_000,
      currency: 'EUR',
      providerReference: session.payment_intent,
      receivedOn: today,
      recordedBy: null,
    });
    expect(await statusOf(row.id)).toBe('deposit_paid');
    expect(await checkoutStatus(session.id)).toBe('paid');

    await t.app.outbox.drain();
    const receipts = readEmails(t.app.config.DATA_DIR, email).filter((m) => m.subject.startsWith('Payment received'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.source).toMatch(/we received \S+1,080\.00/);

    // Stripe delivers at least once: the same event again records nothing, sends nothing.
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    // Another event about the same payment (a new event id, the same payment intent): nothing either.
    expect((await deliver(signedEvent(session, { type: 'checkout.session.async_payment_succeeded' }))).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(await entriesOf(row.id)).toHaveLength(1);
    expect(readEmails(t.app.config.DATA_DIR, email).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('records exactly one payment from 100 concurrent deliveries of the same event', { timeout: 60_000 }, async () => {
    const { data, row } = await book();
    const event = signedEvent(paidSession(row, data.payment.due_now_minor));
    const answers = (await Promise.all(Array.from({ length: 100 }, () => deliver(event)))).map((a) => a.statusCode);
    // On PostgreSQL the deliveries queue for the pool's 10 connections: one that waits past the
    // connect timeout is answered 503, which Stripe retries. Anything else would be a fault.
    expect(
      answers.filter((code) => code !== 200 && code !== 503),
      answers.join(' '),
    ).toEqual([]);
    expect(answers).toContain(200);
    expect(await entriesOf(row.id)).toHaveLength(1);
    expect(await statusOf(row.id)).toBe('deposit_paid');
    // Stripe's retry of a delivery that was answered 503: acknowledged, nothing more recorded.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await entriesOf(row.id)).toHaveLength(1);
  });

  it('refuses an unsigned, a badly signed and a tampered event with 400 and records nothing', async () => {
    const { data, row } = await book();
    const event = signedEvent(paidSession(row, data.payment.due_now_minor));
    const forged = signedEvent(paidSession(row, data.payment.due_now_minor), { secret: 'whsec_someone_else' });
    const tampered = { payload: event.payload.replace('"amount_total":108000', '"amount_total":999999'), signature: event.signature };
    expect(tampered.payload).not.toBe(event.payload);
    for (const attempt of [{ payload: event.payload }, { payload: event.payload, signature: 'nonsense' }, forged, tampered]) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 400 });
    }
    expect(await entriesOf(row.id)).toHaveLength(0);
    expect(await statusOf(row.id)).toBe('awaiting_deposit');
    // Refused before its claim: the genuine delivery still records.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await entriesOf(row.id)).toHaveLength(1);
  });

  it('answers 400, never a 5xx, to a body of any content type, or none', async () => {
    const bodies = [
      { 'content-type': 'text/plain', payload: 'hello' },
      { 'content-type': 'application/json', payload: '{"id":' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x--' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'a=b' },
      { 'content-type': 'application/json', payload: '' },
    ];
    for (const { payload, ...headers } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe-webhook',
        headers: { ...headers, 'stripe-signature': 't=1,v1=00' },
        payload,
      });
      expect(res.statusCode, `${headers['content-type']}: ${res.body}`).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/stripe-webhook' })).statusCode).toBe(400);
  });

  it('acknowledges and ignores other events, unpaid sessions and a payment in another currency', async () => {
    const { data, row } = await book();
    const session = paidSession(row, data.payment.due_now_minor);
    const ignored = [
      signedEvent(session, { type: 'checkout.session.expired' }),
      signedEvent({ ...session, payment_status: 'unpaid' }),
      signedEvent({ id: 'pi_test_1', object: 'payment_intent', amount: 108_000 }, { type: 'payment_intent.succeeded' }),
      signedEvent({ ...paidSession(row, 108_000, 'usd') }),
    ];
    for (const event of ignored) expect((await deliver(event)).statusCode).toBe(200);
    expect(await entriesOf(row.id)).toHaveLength(0);
    expect(await statusOf(row.id)).toBe('awaiting_deposit');
  });

  it('refuses a card checkout once nothing is due', async () => {
    const { data, email, row } = await book();
    const total = data.payment.total_minor;
    expect((await deliver(signedEvent(paidSession(row, total)))).statusCode).toBe(200);
    expect(await statusOf(row.id)).toBe('paid_in_full');
    const res = await checkout({ reference: data.reference, email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CARD_TEXTS.nothingDue);
  });
});

describe('without Stripe keys', () => {
  let plain: TestApp;
  let plainSite: Site;
  beforeAll(async () => {
    plain = await createTestApp({ config: { STRIPE_API_URL: stripe.url, RATE_LIMIT_WRITES_PER_MINUTE: 3 } });
    plainSite = await siteOn(plain);
  }, 60_000);
  afterAll(() => plain?.close());

  it('offers no card payment, and the card routes answer 404 with a message saying so', async () => {
    const { data, email } = await book({}, plainSite);
    expect(data.payment.card_payment).toBe(false);
    const before = stripe.received.length;
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/card-checkout',
      payload: { reference: data.reference, email },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CARD_TEXTS.notOffered);
    const event = signedEvent({ id: 'cs_test_x', object: 'checkout.session', payment_status: 'paid' });
    expect((await deliver(event, plain)).statusCode).toBe(404);
    expect((await plain.app.inject('/api/payments/checkout-status?session_id=cs_test_x')).statusCode).toBe(404);
    expect(stripe.received.length).toBe(before);
  });

  it('limits card checkouts per client like the other public writes', async () => {
    const attempt = () =>
      plain.app.inject({
        method: 'POST',
        url: '/api/payments/card-checkout',
        remoteAddress: '10.92.0.1',
        payload: { reference: 'ST-2026-000001', email: 'someone@example.test' },
      });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await attempt()).statusCode);
    expect(answers).toEqual([404, 404, 404, 429]);
  });
});
