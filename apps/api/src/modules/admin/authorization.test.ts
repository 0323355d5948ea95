import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createArticle,
  createBookingRow,
  createFailedEmail,
  createPendingRating,
  createPendingTestimonial,
  createSubscriber,
} from '../../../test/factories/back-office';
import { createDeparture } from '../../../test/factories/bookings';
import { createDestination } from '../../../test/factories/destinations';
import { unique } from '../../../test/factories/helpers';
import { createInquiry } from '../../../test/factories/inquiries';
import { createLocation, ensureTripType } from '../../../test/factories/reference';
import { createCallers, createStaff } from '../../../test/factories/staff';
import { createTrip } from '../../../test/factories/trips';
import { multipart } from '../../../test/multipart';
import { camt053, statementUpload } from '../../../test/camt053';
import { createUnmatchedLine } from '../../../test/factories/payments';
import { ADMIN_ONLY_TAG } from './responses';

// The authorization matrix of the back office. The routes come from the OpenAPI document, so a
// route added tomorrow is in the matrix without anyone listing it: anonymous 401, traveller
// 403, operator 2xx (403 on the routes tagged admin-only), admin 2xx. The operator's and the
// admin's calls need real ids and bodies: each operation has an example below, and a test
// fails when one is missing.

type Documented = { tags?: string[]; summary?: string; responses: Record<string, unknown> };
type Operation = { method: string; path: string; adminOnly: boolean; doc: Documented };
const t: TestApp = await createTestApp();
const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Documented>> };
const operations: Operation[] = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/admin/'))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      adminOnly: (op.tags ?? []).includes(ADMIN_ONLY_TAG),
      doc: op,
    })),
  );

let callers: Awaited<ReturnType<typeof createCallers>>;
let ids: { tripType: number; location: number; region: number };
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
beforeAll(async () => {
  callers = await createCallers(t.app, t.database.db);
  const location = await createLocation(t.database.db);
  ids = { tripType: await ensureTripType(t.database.db), location: location.id, region: location.regionId };
});
afterAll(() => t.close());

const db = () => t.database.db;
const json = (method: string, url: string, payload?: object): InjectOptions => ({
  method: method as InjectOptions['method'],
  url,
  payload,
});
const banner = async (url: string): Promise<InjectOptions> => {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const body = multipart({}, [{ name: 'banner', filename: 'b.png', contentType: 'image/png', data: png }]);
  return { method: 'PUT', url, headers: body.headers, payload: body.payload };
};
const trip = () => createTrip(db());
const departure = async () => createDeparture(db(), { tripId: (await trip()).id, startDate: addDays(today, 90), seats: 8 });
const tripInput = () => ({
  name: `Matrix Trip ${unique()}`,
  description: '<p>x</p>',
  base_price: 100,
  trip_type_id: ids.tripType,
  duration_days: 2,
  max_guests: 4,
});
const destinationInput = () => ({
  name: `Matrix Place ${unique()}`,
  description: '<p>x</p>',
  location_id: ids.location,
  region_id: ids.region,
});
const articleInput = () => ({
  title: `Matrix ${unique()}`,
  excerpt: 'x',
  body: '<p>x</p>',
  image: '/media/blog/x.svg',
  author: 'Neema',
  category: 'Wildlife',
  published_on: '2026-01-01',
  read_minutes: 3,
});

/** One valid request per operation, with fresh rows: the allowed callers really change things. */
const EXAMPLES: Record<string, () => Promise<InjectOptions>> = {
  'GET /api/admin/staff': async () => json('GET', '/api/admin/staff'),
  'POST /api/admin/staff': async () =>
    json('POST', '/api/admin/staff', { email: `invited-${unique()}@safari.example`, name: 'Invited', role: 'operator' }),
  'POST /api/admin/staff/{id}/disable': async () => json('POST', `/api/admin/staff/${(await createStaff(t.app, db())).user.uuid}/disable`),
  'POST /api/admin/staff/{id}/enable': async () => json('POST', `/api/admin/staff/${(await createStaff(t.app, db())).user.uuid}/enable`),
  'PUT /api/admin/staff/{id}/role': async () =>
    json('PUT', `/api/admin/staff/${(await createStaff(t.app, db())).user.uuid}/role`, { role: 'admin' }),
  'GET /api/admin/audit': async () => json('GET', '/api/admin/audit?entity_type=booking'),
  'GET /api/admin/dashboard': async () => json('GET', '/api/admin/dashboard'),
  'GET /api/admin/inquiries': async () => json('GET', '/api/admin/inquiries?status=new&overdue=false&assignee=me'),
  'GET /api/admin/inquiries/{id}': async () => json('GET', `/api/admin/inquiries/${(await createInquiry(db())).uuid}`),
  'PUT /api/admin/inquiries/{id}/status': async () =>
    json('PUT', `/api/admin/inquiries/${(await createInquiry(db())).uuid}/status`, { status: 'in_progress' }),
  'PUT /api/admin/inquiries/{id}/assignee': async () =>
    json('PUT', `/api/admin/inquiries/${(await createInquiry(db())).uuid}/assignee`, { assignee: callers.operator.user.uuid }),
  'POST /api/admin/inquiries/{id}/notes': async () =>
    json('POST', `/api/admin/inquiries/${(await createInquiry(db())).uuid}/notes`, { note: 'Called back.' }),
  'POST /api/admin/inquiries/{id}/replies': async () =>
    json('POST', `/api/admin/inquiries/${(await createInquiry(db())).uuid}/replies`, { message: 'Our proposal.' }),
  'GET /api/admin/bookings': async () => json('GET', '/api/admin/bookings?status=awaiting_deposit&sort=start_date'),
  'GET /api/admin/bookings/{id}': async () =>
    json('GET', `/api/admin/bookings/${(await createBookingRow(db(), { tripId: (await trip()).id })).uuid}`),
  'PUT /api/admin/bookings/{id}/status': async () =>
    json('PUT', `/api/admin/bookings/${(await createBookingRow(db(), { tripId: (await trip()).id })).uuid}/status`, {
      status: 'cancelled',
    }),
  'GET /api/admin/payment-terms': async () => json('GET', '/api/admin/payment-terms'),
  'PUT /api/admin/payment-terms': async () => json('PUT', '/api/admin/payment-terms', { deposit_percent: 30, balance_days_before: 60 }),
  'GET /api/admin/trips/{id}/payment-terms': async () => json('GET', `/api/admin/trips/${(await trip()).uuid}/payment-terms`),
  'PUT /api/admin/trips/{id}/payment-terms': async () =>
    json('PUT', `/api/admin/trips/${(await trip()).uuid}/payment-terms`, { deposit_percent: 50, balance_days_before: 90 }),
  'DELETE /api/admin/trips/{id}/payment-terms': async () => json('DELETE', `/api/admin/trips/${(await trip()).uuid}/payment-terms`),
  'POST /api/admin/bookings/{id}/payments': async () =>
    json('POST', `/api/admin/bookings/${(await createBookingRow(db(), { tripId: (await trip()).id })).uuid}/payments`, {
      kind: 'payment',
      amount: '900.00',
      method: 'bank_transfer',
      received_on: today,
      note: 'Seen on the bank statement',
    }),
  'POST /api/admin/payments/bank-statements': async () => statementUpload(camt053([{ amount: '10.00', text: 'Matrix credit' }])),
  'GET /api/admin/payments/unmatched': async () => json('GET', '/api/admin/payments/unmatched?sort=amount&q=matrix'),
  'POST /api/admin/payments/unmatched/{id}/match': async () =>
    json('POST', `/api/admin/payments/unmatched/${(await createUnmatchedLine(db())).uuid}/match`, {
      booking_reference: (await createBookingRow(db(), { tripId: (await trip()).id })).reference,
    }),
  'GET /api/admin/payments/due': async () => json('GET', '/api/admin/payments/due?overdue=true&currency=USD&q=matrix'),
  'GET /api/admin/payments/received': async () =>
    json('GET', `/api/admin/payments/received?from=${addDays(today, -30)}&to=${today}&kind=payment&sort=amount`),
  'GET /api/admin/payments/report': async () => json('GET', `/api/admin/payments/report?month=${today.slice(0, 7)}`),
  'GET /api/admin/payments/report.csv': async () => json('GET', `/api/admin/payments/report.csv?month=${today.slice(0, 7)}`),
  'GET /api/admin/trips/{id}/departures': async () => json('GET', `/api/admin/trips/${(await trip()).uuid}/departures?when=all`),
  'POST /api/admin/trips/{id}/departures': async () =>
    json('POST', `/api/admin/trips/${(await trip()).uuid}/departures`, { start_date: addDays(today, 45), seats_total: 6 }),
  'PATCH /api/admin/departures/{id}': async () =>
    json('PATCH', `/api/admin/departures/${(await departure()).uuid}`, { seats_total: 10, status: 'closed' }),
  'GET /api/admin/departures/{id}/passengers.csv': async () =>
    json('GET', `/api/admin/departures/${(await departure()).uuid}/passengers.csv`),
  'GET /api/admin/catalogue/options': async () => json('GET', '/api/admin/catalogue/options'),
  'GET /api/admin/trips': async () => json('GET', '/api/admin/trips?status=draft&sort=name'),
  'GET /api/admin/trips/{id}': async () => json('GET', `/api/admin/trips/${(await trip()).uuid}`),
  'POST /api/admin/trips': async () => json('POST', '/api/admin/trips', tripInput()),
  'PATCH /api/admin/trips/{id}': async () => json('PATCH', `/api/admin/trips/${(await trip()).uuid}`, { base_price: 999 }),
  'PUT /api/admin/trips/{id}/banner': async () => banner(`/api/admin/trips/${(await trip()).uuid}/banner`),
  'GET /api/admin/destinations': async () => json('GET', '/api/admin/destinations?status=active'),
  'GET /api/admin/destinations/{id}': async () => json('GET', `/api/admin/destinations/${(await createDestination(db())).uuid}`),
  'POST /api/admin/destinations': async () => json('POST', '/api/admin/destinations', destinationInput()),
  'PATCH /api/admin/destinations/{id}': async () =>
    json('PATCH', `/api/admin/destinations/${(await createDestination(db())).uuid}`, { is_active: false }),
  'PUT /api/admin/destinations/{id}/banner': async () => banner(`/api/admin/destinations/${(await createDestination(db())).uuid}/banner`),
  'GET /api/admin/articles': async () => json('GET', '/api/admin/articles'),
  'GET /api/admin/articles/{id}': async () => json('GET', `/api/admin/articles/${(await createArticle(db())).id}`),
  'POST /api/admin/articles': async () => json('POST', '/api/admin/articles', articleInput()),
  'PATCH /api/admin/articles/{id}': async () =>
    json('PATCH', `/api/admin/articles/${(await createArticle(db())).id}`, { is_published: false }),
  'DELETE /api/admin/articles/{id}': async () => json('DELETE', `/api/admin/articles/${(await createArticle(db())).id}`),
  'GET /api/admin/testimonials': async () => json('GET', '/api/admin/testimonials?status=pending'),
  'POST /api/admin/testimonials/{id}/approve': async () =>
    json('POST', `/api/admin/testimonials/${(await createPendingTestimonial(db())).id}/approve`),
  'POST /api/admin/testimonials/{id}/reject': async () =>
    json('POST', `/api/admin/testimonials/${(await createPendingTestimonial(db())).id}/reject`),
  'GET /api/admin/ratings': async () => json('GET', '/api/admin/ratings'),
  'POST /api/admin/ratings/{id}/approve': async () =>
    json(
      'POST',
      `/api/admin/ratings/${(await createPendingRating(db(), { userId: callers.traveller.user.id, tripUuid: (await trip()).uuid })).uuid}/approve`,
    ),
  'POST /api/admin/ratings/{id}/reject': async () =>
    json(
      'POST',
      `/api/admin/ratings/${(await createPendingRating(db(), { userId: callers.traveller.user.id, tripUuid: (await trip()).uuid })).uuid}/reject`,
    ),
  'GET /api/admin/newsletter/subscribers': async () =>
    json('GET', `/api/admin/newsletter/subscribers?q=${(await createSubscriber(db())).email}`),
  'GET /api/admin/newsletter/subscribers.csv': async () => json('GET', '/api/admin/newsletter/subscribers.csv'),
  'GET /api/admin/emails': async () => json('GET', '/api/admin/emails?status=failed'),
  'GET /api/admin/emails/{id}': async () => json('GET', `/api/admin/emails/${(await createFailedEmail(db())).id}`),
  'POST /api/admin/emails/{id}/resend': async () => json('POST', `/api/admin/emails/${(await createFailedEmail(db())).id}/resend`),
};

const as = async (example: () => Promise<InjectOptions>, authorization?: string) => {
  const request = await example();
  return t.app.inject({
    ...request,
    headers: { ...(request.headers as Record<string, string>), ...(authorization ? { authorization } : {}) },
  });
};
const name = (op: Operation) => `${op.method} ${op.path}`;

describe('back-office authorization matrix', () => {
  it('finds the back office in the OpenAPI document, with an example for every operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(45);
    expect(
      operations
        .filter((op) => op.adminOnly)
        .map(name)
        .sort(),
    ).toEqual([
      'POST /api/admin/staff',
      'POST /api/admin/staff/{id}/disable',
      'POST /api/admin/staff/{id}/enable',
      'PUT /api/admin/staff/{id}/role',
    ]);
    expect(operations.map(name).filter((key) => !EXAMPLES[key])).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((key) => !operations.some((op) => name(op) === key))).toEqual([]);
  });

  it('documents every operation: an area tag, a summary, its success and its 401 and 403 answers', () => {
    const undocumented = operations.filter(({ doc: op }) => {
      const success = op.responses['200'] ?? op.responses['201'];
      return (
        !op.tags?.some((tag) => tag.startsWith('admin: ')) ||
        (op.summary?.length ?? 0) < 10 ||
        !success ||
        !op.responses['401'] ||
        !op.responses['403']
      );
    });
    expect(undocumented.map(name)).toEqual([]);
  });

  describe.each(operations.map((op) => [name(op), op] as const))('%s', (key, op) => {
    const example = () => (EXAMPLES[key] ?? (async () => json(op.method, op.path.replace(/\{[^}]+\}/g, '1'))))();

    it('anonymous: 401', async () => {
      const res = await as(example);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, code: 401, message: ACCOUNT_MESSAGES.loginRequired });
    });

    it('traveller: 403', async () => {
      const res = await as(example, `Bearer ${callers.traveller.token}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: false, code: 403, message: ADMIN_MESSAGES.forbidden });
    });

    it(op.adminOnly ? 'operator: 403 (administrators only)' : 'operator: 2xx', async () => {
      const res = await as(example, `Bearer ${callers.operator.token}`);
      if (op.adminOnly) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ADMIN_MESSAGES.adminOnly);
      } else {
        expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('admin: 2xx', async () => {
      const res = await as(example, `Bearer ${callers.admin.token}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
    });
  });
});
