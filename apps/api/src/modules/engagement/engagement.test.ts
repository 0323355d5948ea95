import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ratings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDestination } from '../../../test/factories/destinations';
import { createTrip } from '../../../test/factories/trips';
import { createSignedInUser } from '../../../test/factories/users';

let t: TestApp;
let trip: { uuid: string; name: string };
let retired: { uuid: string };
let destination: { uuid: string; slug: string };
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  trip = await createTrip(t.database.db, { name: 'Serengeti Migration', basePrice: 1234.5 });
  retired = await createTrip(t.database.db, { name: 'Retired Trip', isActive: false });
  destination = await createDestination(t.database.db, { slug: 'ruaha' });
  ({ headers } = await createSignedInUser(t.app, t.database.db));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
  t.app.inject({ method, url, payload, headers: as });

describe('likes', () => {
  it('toggles a like on a trip and a destination, and says so', async () => {
    const liked = await call('POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip.uuid });
    expect(liked.json()).toMatchObject({ status: true, message: ENGAGEMENT_SUCCESS.liked, data: { is_liked: true } });
    expect((await call('GET', `/api/user/check-like-trip?uuid=${trip.uuid}`)).json().data.is_liked).toBe(true);
    await call('POST', '/api/toggle_like', { likeable_type: 'destination', likeable_uuid: destination.uuid });

    const list = (await call('GET', '/api/user/likes')).json().data.likes;
    expect(list.map((l: { likeable: { name: string; path: string } }) => l.likeable.path).sort()).toEqual(
      [`/destinations/${destination.slug}`, `/packages/${trip.uuid}`].sort(),
    );

    const unliked = await call('POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip.uuid });
    expect(unliked.json().data.is_liked).toBe(false);
    expect((await call('GET', `/api/user/check-like-trip?uuid=${trip.uuid}`)).json().data.is_liked).toBe(false);
  });

  it('refuses an item that is not in the catalogue', async () => {
    for (const uuid of [retired.uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: uuid });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.itemNotFound);
    }
    expect((await call('POST', '/api/toggle_like', { likeable_type: 'hotel', likeable_uuid: trip.uuid })).statusCode).toBe(400);
  });
});

describe('ratings', () => {
  it('creates one rating per item, then updates it; trims and bounds the comment', async () => {
    const first = await call('POST', '/api/submit_rating', {
      rateable_type: 'trip',
      rateable_uuid: trip.uuid,
      rating: 4,
      comment: '  Wonderful guides  ',
    });
    expect(first.json().message).toBe(ENGAGEMENT_SUCCESS.ratingSubmitted);
    const second = await call('POST', '/api/submit_rating', {
      rateable_type: 'trip',
      rateable_uuid: trip.uuid,
      rating: 5,
      comment: 'Even better',
    });
    expect(second.json().message).toBe(ENGAGEMENT_SUCCESS.ratingUpdated);
    expect(second.json().data.uuid).toBe(first.json().data.uuid);

    const ratings = (await call('GET', '/api/user/ratings')).json().data.ratings;
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({ rating: 5, comment: 'Even better', rateable: { name: 'Serengeti Migration' } });
    const mine = await call('GET', `/api/user/rating?type=trip&uuid=${trip.uuid}`);
    expect(mine.json().data.rating.uuid).toBe(first.json().data.uuid);
  });

  it.each([
    [{ rating: 0, comment: 'ok' }, ACCOUNT_MESSAGES.ratingRange],
    [{ rating: 6, comment: 'ok' }, ACCOUNT_MESSAGES.ratingRange],
    [{ rating: 3, comment: '   ' }, ACCOUNT_MESSAGES.commentRequired],
    [{ rating: 3, comment: 'x'.repeat(501) }, ACCOUNT_MESSAGES.commentTooLong],
  ])('refuses %o', async (input, message) => {
    const res = await call('POST', '/api/submit_rating', { rateable_type: 'destination', rateable_uuid: destination.uuid, ...input });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('edits and deletes a rating', async () => {
    const { data } = (
      await call('POST', '/api/submit_rating', {
        rateable_type: 'destination',
        rateable_uuid: destination.uuid,
        rating: 2,
        comment: 'Dusty',
      })
    ).json();
    const edited = await call('PUT', `/api/ratings/${data.uuid}`, { rating: 3, comment: 'Dusty but lovely' });
    expect(edited.json().message).toBe(ENGAGEMENT_SUCCESS.ratingUpdated);
    const removed = await call('DELETE', `/api/ratings/${data.uuid}`);
    expect(removed.json().message).toBe(ENGAGEMENT_SUCCESS.ratingDeleted);
    expect((await call('DELETE', `/api/ratings/${data.uuid}`)).statusCode).toBe(404);
  });
});

describe('cart', () => {
  it('adds, prices from the catalogue, updates, removes and clears', async () => {
    const added = await call('POST', '/api/cart/add', {
      cartable_type: 'trip',
      cartable_uuid: trip.uuid,
      start_date: '2027-08-01',
      end_date: '2027-08-08',
      // A price from the client is not part of the contract and is ignored.
      price: 1,
    });
    expect(added.json().message).toBe(ENGAGEMENT_SUCCESS.cartAdded);
    let cart = (await call('GET', '/api/user/cart')).json().data;
    expect(cart.cart_items).toHaveLength(1);
    expect(cart.cart_items[0]).toMatchObject({
      quantity: 1,
      start_date: '2027-08-01',
      line_total: 1234.5,
      cartable: { name: 'Serengeti Migration' },
    });
    expect(cart.total).toBe(1234.5);

    const line = cart.cart_items[0].uuid;
    expect((await call('PUT', `/api/cart/${line}`, { quantity: 3 })).json().message).toBe(ENGAGEMENT_SUCCESS.cartUpdated);
    cart = (await call('GET', '/api/user/cart')).json().data;
    expect(cart.total).toBe(3703.5);

    expect((await call('PUT', `/api/cart/${line}`, { quantity: 2, start_date: '2027-08-08', end_date: '2027-08-01' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `/api/cart/${line}`)).json().message).toBe(ENGAGEMENT_SUCCESS.cartRemoved);
    await call('POST', '/api/cart/add', { cartable_type: 'trip', cartable_uuid: trip.uuid });
    expect((await call('DELETE', '/api/user/cart/clear')).json().message).toBe(ENGAGEMENT_SUCCESS.cartCleared);
    expect((await call('GET', '/api/user/cart')).json().data).toEqual({ cart_items: [], total: 0 });
  });
});

describe('rating summary on the catalogue', () => {
  it('shows the average and count of approved ratings only, on cards and the detail', async () => {
    const rated = await createTrip(t.database.db, { name: 'Rated Trip' });
    for (const [stars, approve] of [
      [5, true],
      [4, true],
      [1, false],
    ] as const) {
      const { headers: as } = await createSignedInUser(t.app, t.database.db);
      await call(
        'POST',
        '/api/submit_rating',
        { rateable_type: 'trip', rateable_uuid: rated.uuid, rating: stars, comment: `${stars} stars` },
        as,
      );
      if (approve)
        await t.database.db
          .update(ratings)
          .set({ status: 'approved' })
          .where(and(eq(ratings.rateableUuid, rated.uuid), eq(ratings.rating, stars)));
    }
    const detail = (await t.app.inject(`/api/trips/${rated.uuid}`)).json().data.trip;
    expect(detail.rating).toEqual({ average: 4.5, count: 2 });
    const card = (await t.app.inject('/api/trips?limit=100')).json().data.trips.find((c: { uuid: string }) => c.uuid === rated.uuid);
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
    const unrated = (await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip;
    expect(unrated.rating).toEqual({ average: null, count: 0 });
  });
});
