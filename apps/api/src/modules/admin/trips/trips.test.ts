import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CATALOGUE_ADMIN_MESSAGES } from '@safari/contracts/admin-catalogue';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import type { GroupClimb } from '@safari/contracts/climbs';
import { auditLog } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createDestination } from '../../../../test/factories/destinations';
import { multipart } from '../../../../test/multipart';
import { ensureCategory, ensureSeason, ensureServiceClass, ensureTripType } from '../../../../test/factories/reference';
import { createCallers } from '../../../../test/factories/staff';

// With the read cache on, as in production: a change must show on the storefront at once
// because the write drops the caches, not because nothing was cached.
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let ids: {
  type: number;
  low: number;
  high: number;
  comfort: number;
  theme: number;
  park: number;
  drinks: number;
  flights: number;
  destination: number;
};
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
  const db = t.database.db;
  callers = await createCallers(t.app, db);
  ids = {
    type: await ensureTripType(db, 'Safari'),
    low: await ensureSeason(db, 'Low Season'),
    high: await ensureSeason(db, 'High Season'),
    comfort: await ensureServiceClass(db, 'Comfort'),
    theme: await ensureCategory(db, 'Wildlife'),
    park: await ensureCategory(db, 'Park fees', 'addon'),
    drinks: await ensureCategory(db, 'Drinks', 'addon'),
    flights: await ensureCategory(db, 'International flights', 'addon'),
    destination: (await createDestination(db, { name: 'Serengeti' })).id,
  };
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const tripInput = (name: string) => ({
  name,
  description: '<p>Big cats.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  base_price: 2100,
  trip_type_id: ids.type,
  duration_days: 5,
  max_guests: 8,
  points: [
    { title: 'Day 1: Arusha', description: 'Arrive.' },
    { title: 'Day 2: Serengeti', description: 'Drive in.' },
  ],
  budgets: [
    { season_id: ids.low, service_class_id: ids.comfort, quantity: 2, price: 2400 },
    { season_id: ids.high, service_class_id: ids.comfort, quantity: 2, price: 2900 },
  ],
  category_ids: [ids.theme],
  included_addon_ids: [ids.park],
  excluded_addon_ids: [ids.flights],
  destination_ids: [ids.destination],
});

describe('trips in the back office', () => {
  it('creates a draft with its itinerary, budget table, categories and add-ons; publishing shows it on the storefront at once', async () => {
    const before = (await t.app.inject('/api/trips?limit=100')).json().data.total;
    const res = await admin('POST', '/api/admin/trips', tripInput('Serengeti Big Cats'));
    expect(res.statusCode).toBe(201);
    const trip = res.json().data;
    expect(trip).toMatchObject({
      slug: 'serengeti-big-cats',
      is_active: false,
      description: '<p>Big cats.</p>',
      category_ids: [ids.theme],
      included_addon_ids: [ids.park],
      excluded_addon_ids: [ids.flights],
      destination_ids: [ids.destination],
    });
    expect(trip.points.map((p: { order: number; title: string }) => [p.order, p.title])).toEqual([
      [1, 'Day 1: Arusha'],
      [2, 'Day 2: Serengeti'],
    ]);
    expect(trip.banner).toMatch(/^\/media\/trips\/serengeti-big-cats-[a-z0-9]+\.svg$/);
    expect((await t.app.inject(trip.banner)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/trips/${trip.uuid}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/trips?limit=100')).json().data.total).toBe(before);

    await admin('PATCH', `/api/admin/trips/${trip.uuid}`, { is_active: true });
    const shown = (await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip;
    expect(shown).toMatchObject({
      name: 'Serengeti Big Cats',
      description: '<p>Big cats.</p>',
      trip_not_addons: [{ category: { id: ids.flights } }],
    });
    expect((await t.app.inject('/api/trips?limit=100')).json().data.total).toBe(before + 1);
  });

  it('an edited price shows on the storefront at once, a second trip with that name gets its own slug, and the audit log keeps before → after', async () => {
    const trip = (await admin('POST', '/api/admin/trips', { ...tripInput('Ngorongoro Rim'), is_active: true })).json().data;
    expect((await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip.base_price).toBe(2100); // now cached
    const edited = await admin('PATCH', `/api/admin/trips/${trip.uuid}`, {
      base_price: 1850,
      budgets: [{ season_id: ids.low, service_class_id: ids.comfort, quantity: 4, price: 1999.5 }],
      included_addon_ids: [ids.park, ids.drinks],
    });
    expect(edited.json().data).toMatchObject({ base_price: 1850, excluded_addon_ids: [ids.flights], points: [{ order: 1 }, { order: 2 }] });
    const shown = (await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip;
    expect(shown.base_price).toBe(1850);
    expect(shown.budgets).toEqual([expect.objectContaining({ price: 1999.5, quantity: 4 })]);

    const twin = (await admin('POST', '/api/admin/trips', tripInput('Ngorongoro Rim'))).json().data;
    expect(twin.slug).toMatch(/^ngorongoro-rim-[0-9a-f]{4}$/);
    const taken = await admin('PATCH', `/api/admin/trips/${twin.uuid}`, { slug: 'ngorongoro-rim' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CATALOGUE_ADMIN_MESSAGES.slugTaken);

    const [update] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trip.update'), eq(auditLog.entityId, trip.uuid)));
    expect(update!.actorId).toBe(callers.operator.user.id);
    expect(update!.before).toMatchObject({ base_price: 2100, included_addon_ids: [ids.park] });
    expect(update!.after).toMatchObject({ base_price: 1850 });
  });

  it('saves whether a trip is a Kilimanjaro climb and reads it back; the group climbs list its departures while it is one', async () => {
    const climbs = async () => ((await t.app.inject('/api/climbs')).json().data.climbs as GroupClimb[]).map((c) => c.uuid);
    const plain = (await admin('POST', '/api/admin/trips', tripInput('Tarangire Walk'))).json().data;
    expect(plain.is_kilimanjaro_climb).toBe(false);

    const res = await admin('POST', '/api/admin/trips', { ...tripInput('7-Day Shira Route'), is_active: true, is_kilimanjaro_climb: true });
    expect(res.statusCode).toBe(201);
    const trip = res.json().data;
    expect(trip.is_kilimanjaro_climb).toBe(true);
    expect((await admin('GET', `/api/admin/trips/${trip.uuid}`)).json().data.is_kilimanjaro_climb).toBe(true);
    const opened = await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, {
      start_date: addDays(todayIn(DEFAULT_OPERATOR_TIME_ZONE), 90),
      seats_total: 10,
    });
    expect(opened.statusCode).toBe(201);
    const departure = opened.json().data.uuid as string;
    expect(await climbs()).toContain(departure);

    // Unticked in the back office, the trip's departures are no group climbs any more.
    const unflagged = await admin('PATCH', `/api/admin/trips/${trip.uuid}`, { is_kilimanjaro_climb: false });
    expect(unflagged.json().data.is_kilimanjaro_climb).toBe(false);
    expect((await admin('GET', `/api/admin/trips/${trip.uuid}`)).json().data.is_kilimanjaro_climb).toBe(false);
    expect(await climbs()).not.toContain(departure);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trip.update'), eq(auditLog.entityId, trip.uuid)));
    expect(audit).toMatchObject({ before: { is_kilimanjaro_climb: true }, after: { is_kilimanjaro_climb: false } });

    await admin('PATCH', `/api/admin/trips/${trip.uuid}`, { is_kilimanjaro_climb: true });
    expect(await climbs()).toContain(departure);
  });

  it('refuses ids from the wrong table or kind, and a budget row given twice', async () => {
    const wrongKind = await admin('POST', '/api/admin/trips', { ...tripInput('Wrong'), category_ids: [ids.park] });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().message).toBe(CATALOGUE_ADMIN_MESSAGES.invalidChoice);
    const row = { season_id: ids.low, service_class_id: ids.comfort, quantity: 2, price: 10 };
    const twice = await admin('POST', '/api/admin/trips', { ...tripInput('Twice'), budgets: [row, row] });
    expect(twice.json()).toMatchObject({ code: 422, message: CATALOGUE_ADMIN_MESSAGES.duplicateBudget });
    expect((await admin('POST', '/api/admin/trips', { ...tripInput('Tier'), budgets: [{ ...row, quantity: 3 }] })).statusCode).toBe(400);
  });

  it('takes a banner photo, re-encodes it as WebP without its metadata and serves it under /media', async () => {
    const trip = (await admin('POST', '/api/admin/trips', { ...tripInput('Zanzibar Spice'), is_active: true })).json().data;
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c2562d' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    const body = multipart({}, [{ name: 'banner', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trip.uuid}/banner`,
      headers: { ...callers.operator.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const banner = res.json().data.banner as string;
    expect(banner).toMatch(/^\/media\/uploads\/trips\/zanzibar-spice-[0-9a-f]{12}\.webp$/);
    expect((await t.app.inject(`/api/trips/${trip.uuid}`)).json().data.trip.banner).toBe(banner);

    const image = await t.app.inject(banner);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const text = multipart({}, [
      { name: 'banner', filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('<svg onload=alert(1)>') },
    ]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trip.uuid}/banner`,
      headers: { ...callers.operator.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.json()).toMatchObject({ code: 400, message: CATALOGUE_ADMIN_MESSAGES.bannerType });
    const empty = multipart({ note: 'no file' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trip.uuid}/banner`,
      headers: { ...callers.operator.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.json()).toMatchObject({ code: 400, message: CATALOGUE_ADMIN_MESSAGES.bannerMissing });
  });

  it('lists drafts and published trips, searched and sorted on the server, with the form options', async () => {
    await admin('POST', '/api/admin/trips', { ...tripInput('Listing Alpha'), base_price: 900 });
    await admin('POST', '/api/admin/trips', { ...tripInput('Listing Beta'), base_price: 1200, is_active: true });
    const drafts = (await admin('GET', '/api/admin/trips?q=listing&status=draft')).json().data;
    expect(drafts.items.map((r: { name: string }) => r.name)).toEqual(['Listing Alpha']);
    const byPrice = (await admin('GET', '/api/admin/trips?q=listing&sort=base_price&order=asc')).json().data;
    expect(byPrice.items.map((r: { base_price: number }) => r.base_price)).toEqual([900, 1200]);
    const options = (await admin('GET', '/api/admin/catalogue/options')).json().data;
    expect(options.addons.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['Park fees', 'Drinks']));
    expect(options.trip_categories.map((a: { id: number }) => a.id)).toContain(ids.theme);
  });
});
