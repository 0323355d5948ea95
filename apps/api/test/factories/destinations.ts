import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { sanitizeRichText } from '../../src/lib/sanitize-html';
import { unique } from './helpers';
import { createLocation, ensureCategory } from './reference';

export interface DestinationOverrides extends Partial<typeof t.destinations.$inferInsert> {
  locationId?: number;
  /** Destination-kind category names. */
  categories?: string[];
  /** Inserted in reverse on purpose: readers must sort by sortOrder. */
  facts?: Array<{ fact: string; subFact: string; description: string }>;
  activities?: Array<{ name: string; description?: string; isActive?: boolean }>;
}

export async function createDestination(db: Db, overrides: DestinationOverrides = {}) {
  const location = overrides.locationId ? { id: overrides.locationId, regionId: undefined } : await createLocation(db);
  const regionId =
    overrides.regionId ?? location.regionId ?? (await db.select().from(t.locations).where(eq(t.locations.id, location.id)))[0]!.regionId;
  const slug = overrides.slug ?? `destination-${unique()}`;
  const [row] = await db
    .insert(t.destinations)
    .values({
      slug,
      name: overrides.name ?? `Destination ${slug}`,
      description: sanitizeRichText(overrides.description ?? '<p>A destination made for a test.</p>'),
      banner: overrides.banner ?? `/media/destinations/${slug}.svg`,
      locationId: location.id,
      regionId,
      isActive: overrides.isActive ?? true,
      createdAt: overrides.createdAt,
    })
    .returning();
  const destinationId = row!.id;
  for (const name of overrides.categories ?? []) {
    await db.insert(t.destinationCategories).values({ destinationId, categoryId: await ensureCategory(db, name, 'destination') });
  }
  const facts = overrides.facts ?? [];
  for (let i = facts.length - 1; i >= 0; i--) {
    await db.insert(t.destinationFacts).values({ destinationId, ...facts[i]!, sortOrder: i });
  }
  for (const activity of overrides.activities ?? []) {
    await db.insert(t.destinationActivities).values({
      destinationId,
      name: activity.name,
      description: activity.description ?? `${activity.name}, made for a test.`,
      isActive: activity.isActive ?? true,
    });
  }
  return row!;
}
