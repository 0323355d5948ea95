import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, TESTIMONIAL_TEXTS } from '@safari/contracts/messages';
import { likes, ratings, sessions, testimonials, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTrip } from '../../../test/factories/trips';
import { createSignedInUser, TEST_PASSWORD } from '../../../test/factories/users';
import { readEmails } from '../../../test/mail';
import { preparePassportImage, storePassportImage } from '../auth/passport-image';

let t: TestApp;
let trip: { uuid: string };
beforeAll(async () => {
  t = await createTestApp({ config: { OPERATOR_EMAIL: 'office@safari.example' } });
  trip = await createTrip(t.database.db, { name: 'Zanzibar Spice' });
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('returns profile, likes, ratings, cart and statistics (SPEC §3)', async () => {
    const { headers, user } = await createSignedInUser(t.app, t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/toggle_like', headers, payload: { likeable_type: 'trip', likeable_uuid: trip.uuid } });
    await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { cartable_type: 'trip', cartable_uuid: trip.uuid } });
    const res = await t.app.inject({ url: '/api/user/dashboard', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['bookings', 'cart_items', 'likes', 'ratings', 'statistics', 'user_profile']);
    expect(data.user_profile).toMatchObject({ name: user.name, email: user.email, phone: user.phone, address: user.address });
    expect(data.user_profile.country.name).toBeTruthy();
    expect(data.user_profile.gender.name).toBeTruthy();
    expect(data.statistics).toEqual({ total_likes: 1, total_ratings: 0, total_cart_items: 1, total_bookings: 0 });
  });
});

describe('testimonials', () => {
  it('stores a testimonial unpublished and tells the operator', async () => {
    const { headers, user } = await createSignedInUser(t.app, t.database.db, { name: 'Jonas Verbeke' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-testimonal',
      headers,
      payload: { comments: '  The Ngorongoro day was unforgettable.  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(TESTIMONIAL_TEXTS.saved);
    const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.userId, user.id));
    expect(row).toMatchObject({ comments: 'The Ngorongoro day was unforgettable.', isPublished: false, authorName: 'Jonas Verbeke' });
    const published = (await t.app.inject('/api/get-testimonals')).body;
    expect(published).not.toContain('unforgettable');
    await t.app.outbox.drain();
    const [mail] = readEmails(t.app.config.DATA_DIR, 'office@safari.example');
    expect(mail?.subject).toMatch(/^New testimonial #\d+ awaiting approval$/);
    expect((await t.app.inject({ method: 'POST', url: '/api/save-testimonal', headers, payload: { comments: ' ' } })).statusCode).toBe(400);
  });
});

describe('the traveller’s data in their hands', () => {
  it('exports everything but the password hash', async () => {
    const { headers, user } = await createSignedInUser(t.app, t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/submit_rating',
      headers,
      payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 5, comment: 'Spices!' },
    });
    await t.app.inject({ method: 'POST', url: '/api/save-testimonal', headers, payload: { comments: 'Lovely team' } });
    const res = await t.app.inject({ url: '/api/user/export', headers });
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = JSON.parse(res.body);
    expect(data.profile.email).toBe(user.email);
    expect(data.ratings[0].comment).toBe('Spices!');
    expect(data.testimonials[0].comments).toBe('Lovely team');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/password/i);
  });

  it('deletes the account after the password is confirmed: rows, sessions and passport file', async () => {
    const { headers, user } = await createSignedInUser(t.app, t.database.db);
    const image = await preparePassportImage(
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
    );
    const file = await storePassportImage(t.app.config.DATA_DIR, image);
    await t.database.db.update(users).set({ passportImage: file }).where(eq(users.id, user.id));
    await t.app.inject({ method: 'POST', url: '/api/toggle_like', headers, payload: { likeable_type: 'trip', likeable_uuid: trip.uuid } });
    await t.app.inject({
      method: 'POST',
      url: '/api/submit_rating',
      headers,
      payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 3, comment: 'Fine' },
    });

    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/user', headers, payload: { password: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', headers, payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.accountDeleted);
    const count = async (table: typeof likes | typeof ratings | typeof sessions) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, user.id))
      )[0]!.n;
    expect(await count(likes)).toBe(0);
    expect(await count(ratings)).toBe(0);
    expect(await count(sessions)).toBe(0);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(fs.existsSync(path.join(t.app.config.DATA_DIR, 'private', 'passports', file))).toBe(false);
    expect((await t.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });
});
