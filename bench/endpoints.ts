// What `npm run bench` measures, in order: the no-op ceiling, the catalogue reads (and a
// revalidation), the storefront's HTML pages, then the writes: a booking, an inquiry and a
// departure under contention. Reads come first so the rows the writes add cannot skew them.
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { createHmac, randomBytes } from 'node:crypto';
import { BENCH_WEBHOOK_SECRET, type ReadyMessage } from './server';

export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
  headers?: Record<string, string>;
  /** The statuses that count as answered as designed (default: 200). */
  expect?: number[];
  /** A fixed number of requests instead of the duration (the contended departure). */
  amount?: number;
  /** Not probed nor warmed up first: every request counts (the contended departure). */
  cold?: boolean;
  /** Sent with If-None-Match: the ETag of a first answer (a browser revalidating its copy). */
  revalidate?: boolean;
  /** Each request with a query string of its own (`?bench=<n>`), so no cache keyed on the URL answers it. */
  uniqueUrls?: boolean;
  /** Each request with an Idempotency-Key of its own, as the storefront's booking form sends one. */
  uniqueIdempotencyKeys?: boolean;
  /** Connections for this row instead of BENCH_CONNECTIONS. */
  connections?: number;
  /** The n-th request's own body and headers (each card webhook is an event of its own, signed). */
  eachRequest?: (n: number) => { body: string; headers: Record<string, string> };
}

/** Stripe's signature header (t=…,v1=HMAC-SHA256 of "t.payload"), as its SDK's test helper writes it. */
function stripeSignature(payload: string) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', BENCH_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')}`;
}

/**
 * The n-th signed `checkout.session.completed` event: a deposit paid by card for one of the
 * prepared bookings, in turn (a new event and payment intent each time, as Stripe sends).
 */
function signedCardEvent(ready: ReadyMessage, run: string, n: number) {
  const booking = ready.payments.bookings[n % ready.payments.bookings.length]!;
  const payload = JSON.stringify({
    id: `evt_bench_${run}_${n}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_bench_${run}_${n}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_bench_${run}_${n}`,
        amount_total: ready.payments.depositMinor,
        currency: 'usd',
        client_reference_id: booking.uuid,
      },
    },
  });
  return {
    body: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(payload),
    },
  };
}

const json = { 'content-type': 'application/json' };

export function endpointsFor(ready: ReadyMessage, opts: { contentionRequests: number }): Endpoint[] {
  const run = randomBytes(4).toString('hex');
  const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
  const checkIn = addDays(today, 30);
  const { writes } = ready;
  const traveller = {
    phone: '+255 700 000 000',
    email: 'bench.traveller@example.test',
    fname: 'Bench',
    lname: 'Traveller',
    gender: writes.genderId,
    country: writes.countryId,
  };
  const booking = (departureUuid: string) => ({
    trip_uuid: ready.tripUuid,
    trip_group_uuid: departureUuid, // the SPEC's wire name for a departure
    class_id: writes.classId,
    guest_count: 2,
    start_date: checkIn,
    ...traveller,
  });
  // What a browser sends for a page: it always accepts compressed bytes.
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
  return [
    { name: 'no-op (same server)', path: '/api/bench/noop' },
    { name: 'trip listing', path: '/api/trips?limit=100&offset=0' },
    { name: 'trip listing, revalidated (304)', path: '/api/trips?limit=100&offset=0', revalidate: true, expect: [304] },
    { name: 'trip detail', path: `/api/trips/${ready.tripUuid}` },
    // The same two reads the way a signed-in caller gets them (any Authorization header): the
    // rows from the read cache, serialised and compressed per request, as before decision 0025.
    { name: 'trip listing, per-request bytes', path: '/api/trips?limit=100&offset=0', headers: { authorization: 'Bearer bench' } },
    { name: 'trip detail, per-request bytes', path: `/api/trips/${ready.tripUuid}`, headers: { authorization: 'Bearer bench' } },
    {
      name: 'trip search',
      path: `/api/trips/search?location=${ready.locationId}&guest_count=2&check_in=${checkIn}&check_out=${addDays(checkIn, 7)}`,
    },
    // Every active trip in one document: served from the read cache, rebuilt once per TTL.
    { name: 'sitemap', path: '/sitemap.xml' },
    ...(ready.webApp
      ? [
          { name: 'home page (HTML)', path: '/', headers: html },
          { name: 'package page (HTML)', path: `/packages/${ready.tripUuid}`, headers: html },
          // What a page costs when the HTML cache cannot answer (the first visit after a
          // catalogue change): rendered every time, its data from the warm read cache. One
          // connection: the latency is one render's cost (50 renders at once queue for seconds).
          { name: 'home page (HTML), rendered each time', path: '/', headers: html, uniqueUrls: true, connections: 1 },
          {
            name: 'package page (HTML), rendered each time',
            path: `/packages/${ready.tripUuid}`,
            headers: html,
            uniqueUrls: true,
            connections: 1,
          },
        ]
      : []),
    // A private trip on a chosen date: priced on the server, stored with its two e-mails in the outbox.
    { name: 'booking', path: '/api/save_booking', method: 'POST', body: booking(''), headers: json, expect: [201] },
    // The same booking the way the storefront sends it: with an Idempotency-Key (a new one each
    // time), so the key is claimed and the answer stored in the booking's transaction.
    {
      name: 'booking with an Idempotency-Key',
      path: '/api/save_booking',
      method: 'POST',
      body: booking(''),
      headers: json,
      expect: [201],
      uniqueIdempotencyKeys: true,
    },
    {
      name: 'inquiry',
      path: '/api/save-inquiry',
      method: 'POST',
      headers: json,
      expect: [201],
      body: {
        firstName: 'Bench',
        lastName: 'Traveller',
        email: traveller.email,
        phone: traveller.phone,
        country: writes.countryId,
        tripType: writes.tripTypeId,
        destinations: [writes.destinationId],
        locations: [writes.locationId],
        serviceClass: writes.classId,
        guests: 2,
        startDate: checkIn,
        endDate: addDays(checkIn, 7),
        budget: 'mid-range',
        message: 'Two of us, first safari, photography in mind.',
      },
    },
    // A card payment's signed webhook: the signature checked, the event claimed, the booking
    // locked, the payment recorded with its receipt e-mail, in one transaction.
    {
      name: 'card payment webhook (signed)',
      path: '/api/payments/stripe-webhook',
      method: 'POST',
      eachRequest: (n) => signedCardEvent(ready, run, n),
    },
    // Every request wants 2 seats of the same departure: the first seats/2 succeed, the rest
    // are told it is sold out (409). run.ts then checks the seats against the bookings.
    {
      name: 'departure under contention',
      path: '/api/save_booking',
      method: 'POST',
      body: booking(writes.departureUuid),
      headers: json,
      expect: [201, 409],
      amount: opts.contentionRequests,
      cold: true,
    },
  ];
}
