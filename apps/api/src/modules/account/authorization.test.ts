import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTrip } from '../../../test/factories/trips';
import { createSignedInUser } from '../../../test/factories/users';

// Every route that reads or changes a traveller's own things: without a token 401; with
// another traveller's token their objects are answered 404 (as if absent) and stay unchanged.

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let stranger: Awaited<ReturnType<typeof createSignedInUser>>;
let ratingUuid: string;
let cartUuid: string;
const uuid = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await createTestApp();
  const trip = await createTrip(t.database.db);
  owner = await createSignedInUser(t.app, t.database.db);
  stranger = await createSignedInUser(t.app, t.database.db);
  const as = owner.headers;
  await t.app.inject({
    method: 'POST',
    url: '/api/toggle_like',
    headers: as,
    payload: { likeable_type: 'trip', likeable_uuid: trip.uuid },
  });
  ratingUuid = (
    await t.app.inject({
      method: 'POST',
      url: '/api/submit_rating',
      headers: as,
      payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 4, comment: 'Mine' },
    })
  ).json().data.uuid;
  await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: as, payload: { cartable_type: 'trip', cartable_uuid: trip.uuid } });
  cartUuid = (await t.app.inject({ url: '/api/user/cart', headers: as })).json().data.cart_items[0].uuid;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const everyOwnRoute: Array<[Method, string, object?]> = [
  ['POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: uuid }],
  ['GET', '/api/user/likes'],
  ['GET', `/api/user/check-like-trip?uuid=${uuid}`],
  ['GET', `/api/user/check-like-destination?uuid=${uuid}`],
  ['POST', '/api/submit_rating', { rateable_type: 'trip', rateable_uuid: uuid, rating: 5, comment: 'x' }],
  ['PUT', `/api/ratings/${uuid}`, { rating: 5, comment: 'x' }],
  ['DELETE', `/api/ratings/${uuid}`],
  ['GET', '/api/user/ratings'],
  ['GET', `/api/user/rating?type=trip&uuid=${uuid}`],
  ['POST', '/api/cart/add', { cartable_type: 'trip', cartable_uuid: uuid }],
  ['PUT', `/api/cart/${uuid}`, { quantity: 2 }],
  ['DELETE', `/api/cart/${uuid}`],
  ['GET', '/api/user/cart'],
  ['DELETE', '/api/user/cart/clear'],
  ['GET', '/api/user'],
  ['GET', '/api/user/dashboard'],
  ['GET', '/api/user/export'],
  ['DELETE', '/api/user', { password: 'x' }],
  ['GET', '/api/user/passport-image'],
  ['POST', '/api/save-testimonal', { comments: 'x' }],
  ['POST', '/api/logout'],
  ['POST', '/api/email/verify/resend'],
  ['PUT', '/api/user/password', { current_password: 'x', password: 'abcdef', 'confirm-password': 'abcdef' }],
];

describe('authorization', () => {
  it.each(everyOwnRoute)('%s %s needs a signed-in user (401)', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, code: 401 });
  });

  it.each([
    ['PUT', () => `/api/ratings/${ratingUuid}`, { rating: 1, comment: 'Hijacked' }],
    ['DELETE', () => `/api/ratings/${ratingUuid}`, undefined],
    ['PUT', () => `/api/cart/${cartUuid}`, { quantity: 9 }],
    ['DELETE', () => `/api/cart/${cartUuid}`, undefined],
  ] as Array<[Method, () => string, object | undefined]>)(
    "%s on another traveller's object is 404 and changes nothing",
    async (method, url, payload) => {
      const res = await t.app.inject({ method, url: url(), payload, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
      const mine = (await t.app.inject({ url: '/api/user/dashboard', headers: owner.headers })).json().data;
      expect(mine.ratings).toMatchObject([{ uuid: ratingUuid, rating: 4, comment: 'Mine' }]);
      expect(mine.cart_items).toMatchObject([{ uuid: cartUuid, quantity: 1 }]);
    },
  );

  it("never lists another traveller's likes, ratings, cart or profile", async () => {
    const theirs = (await t.app.inject({ url: '/api/user/dashboard', headers: stranger.headers })).json().data;
    expect(theirs.user_profile.email).toBe(stranger.user.email);
    expect(theirs.statistics).toEqual({ total_likes: 0, total_ratings: 0, total_cart_items: 0, total_bookings: 0 });
    const exported = (await t.app.inject({ url: '/api/user/export', headers: stranger.headers })).body;
    expect(exported).not.toContain(owner.user.email);
    expect(exported).not.toContain(ratingUuid);
    // Clearing one's own cart leaves the other's alone.
    await t.app.inject({ method: 'DELETE', url: '/api/user/cart/clear', headers: stranger.headers });
    expect((await t.app.inject({ url: '/api/user/cart', headers: owner.headers })).json().data.cart_items).toHaveLength(1);
  });
});
