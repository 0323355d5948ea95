import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '@safari/contracts/admin-moderation';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';
import { readEmails } from '../../../../test/mail';

// Read cache on: an approved testimonial must show on the storefront because the approval
// dropped the cache, not because nothing was cached.
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30, OPERATOR_EMAIL: 'desk@safari.example' } });
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: callers.operator.headers });
const publicTestimonials = async () =>
  ((await t.app.inject('/api/get-testimonals')).json().data.testimonials as Array<{ comments: string }>).map((x) => x.comments);

describe('moderation', () => {
  it('a traveller’s testimonial waits as pending, shows on the site once approved, and disappears when rejected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-testimonal',
      headers: callers.traveller.headers,
      payload: { comments: 'Unforgettable Serengeti sunrise.' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.outbox.drain();
    const [notice] = readEmails(t.app.config.DATA_DIR, 'desk@safari.example');
    expect(notice!.source).toContain('Approve or reject it in the back office, under Moderation');
    expect(notice!.source).not.toContain('npm run testimonials');

    expect(await publicTestimonials()).not.toContain('Unforgettable Serengeti sunrise.'); // now cached
    const pending = (await admin('GET', '/api/admin/testimonials')).json().data;
    expect(pending).toMatchObject({
      total: 1,
      items: [{ comments: 'Unforgettable Serengeti sunrise.', status: 'pending', decided_by: null }],
    });
    const id = pending.items[0].id;

    const approved = await admin('POST', `/api/admin/testimonials/${id}/approve`);
    expect(approved.json()).toMatchObject({
      message: MODERATION_MESSAGES.approved,
      data: { status: 'approved', decided_by: { uuid: callers.operator.user.uuid } },
    });
    expect(await publicTestimonials()).toContain('Unforgettable Serengeti sunrise.');
    expect((await admin('GET', '/api/admin/testimonials')).json().data.total).toBe(0);

    await admin('POST', `/api/admin/testimonials/${id}/reject`);
    expect(await publicTestimonials()).not.toContain('Unforgettable Serengeti sunrise.');
    const rejected = (await admin('GET', '/api/admin/testimonials?status=rejected')).json().data;
    expect(rejected.items.map((x: { id: number }) => x.id)).toEqual([id]);
    const log = (await admin('GET', `/api/admin/audit?entity_type=testimonial&entity_id=${id}&order=asc`)).json().data.items;
    expect(log.map((e: { before: { status: string }; after: { status: string } }) => [e.before.status, e.after.status])).toEqual([
      ['pending', 'approved'],
      ['approved', 'rejected'],
    ]);
  });

  it('approves and rejects ratings, with the rated item named', async () => {
    const trip = await createTrip(t.database.db, { name: 'Rated Safari' });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/submit_rating',
      headers: callers.traveller.headers,
      payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 4, comment: 'Great guides.' },
    });
    const uuid = submitted.json().data.uuid;
    const pending = (await admin('GET', '/api/admin/ratings?q=great%20guides')).json().data;
    expect(pending.items).toEqual([
      expect.objectContaining({
        uuid,
        status: 'pending',
        rateable_name: 'Rated Safari',
        rating: 4,
        author_name: callers.traveller.user.name,
      }),
    ]);
    expect((await admin('POST', `/api/admin/ratings/${uuid}/approve`)).json().data.status).toBe('approved');
    expect((await admin('GET', '/api/admin/ratings?status=approved&q=great%20guides')).json().data.total).toBe(1);
    expect((await admin('POST', `/api/admin/ratings/${uuid}/reject`)).json()).toMatchObject({
      message: MODERATION_MESSAGES.rejected,
      data: { status: 'rejected' },
    });
    const missing = await admin('POST', '/api/admin/ratings/00000000-0000-4000-8000-000000000000/approve');
    expect(missing.json()).toMatchObject({ code: 404, message: MODERATION_MESSAGES.ratingNotFound });
  });
});
