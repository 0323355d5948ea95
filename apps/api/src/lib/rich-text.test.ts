import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index';
import { findTripDetail } from '../modules/trips/repository';
import { findDestinationDetail } from '../modules/destinations/repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocation, ensureTripType } from '../../test/factories/reference';

// Stored HTML is sanitised at the repository boundary: whatever writes a rich-text column
// through Drizzle (insert, update, upsert) stores clean HTML, and every reader gets it.

const EVIL =
  '<p>Big Five <strong>daily</strong></p><script>alert(1)</script>' +
  '<img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">go</a>' +
  '<p onmouseover="alert(5)">hover</p>';

const assertClean = (html: string) => {
  expect(html).toContain('<p>Big Five <strong>daily</strong></p>');
  expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<img/i);
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('rich-text columns', () => {
  it('an insert stores clean HTML, and the repository and the API read it back clean', async () => {
    const db = app.database.db;
    const [trip] = await db
      .insert(t.trips)
      .values({
        slug: 'xss-insert',
        name: 'XSS insert',
        banner: '/media/trips/x.svg',
        description: EVIL,
        basePrice: 100,
        tripTypeId: await ensureTripType(db),
        durationDays: 2,
        maxGuests: 4,
      })
      .returning();
    assertClean(trip!.description);
    assertClean((await findTripDetail(db, trip!.uuid))!.description);
    const res = await app.app.inject(`/api/trips/${trip!.uuid}`);
    expect(res.statusCode).toBe(200);
    assertClean(JSON.stringify(res.json()).replace(/\\"/g, '"'));
  });

  it('an update and an upsert store clean HTML too', async () => {
    const db = app.database.db;
    const location = await createLocation(db);
    const values = {
      slug: 'xss-destination',
      name: 'XSS',
      description: '<p>fine</p>',
      banner: '/x.svg',
      locationId: location.id,
      regionId: location.regionId,
    };
    const [destination] = await db.insert(t.destinations).values(values).returning();
    await db.update(t.destinations).set({ description: EVIL }).where(eq(t.destinations.id, destination!.id));
    assertClean((await findDestinationDetail(db, { slug: 'xss-destination' }))!.description);

    await db
      .insert(t.destinations)
      .values(values)
      .onConflictDoUpdate({ target: t.destinations.slug, set: { description: `${EVIL}<p>upserted</p>` } });
    const [row] = await db.select().from(t.destinations).where(eq(t.destinations.slug, 'xss-destination'));
    assertClean(row!.description);
    expect(row!.description).toContain('upserted');
  });
});
