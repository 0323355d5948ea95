import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { sanitizeRichText } from '../../src/lib/sanitize-html';
import { unique } from './helpers';
import { ensureCategory, ensureSeason, ensureServiceClass, ensureTripType } from './reference';

export interface TripOverrides extends Partial<typeof t.trips.$inferInsert> {
  tripType?: string;
  destinationIds?: number[];
  categories?: string[];
  /** Per-person Low Season Comfort prices by tier; High Season is 20% more. */
  prices?: { 2: number; 4: number; 6: number };
  points?: number;
}

export async function createTrip(db: Db, overrides: TripOverrides = {}) {
  const slug = overrides.slug ?? `trip-${unique()}`;
  const prices = overrides.prices ?? { 2: 1500, 4: 1300, 6: 1100 };
  const [trip] = await db
    .insert(t.trips)
    .values({
      slug,
      name: overrides.name ?? `Test Safari ${slug}`,
      banner: overrides.banner ?? `/media/trips/${slug}.svg`,
      description: sanitizeRichText(overrides.description ?? '<p>A trip made for a test.</p>'),
      highlights: overrides.highlights ?? ['Game drives'],
      basePrice: overrides.basePrice ?? prices[6],
      tripTypeId: overrides.tripTypeId ?? (await ensureTripType(db, overrides.tripType ?? 'Safari')),
      durationDays: overrides.durationDays ?? 3,
      maxGuests: overrides.maxGuests ?? 8,
      isKilimanjaroClimb: overrides.isKilimanjaroClimb ?? false,
      isActive: overrides.isActive ?? true,
      createdAt: overrides.createdAt,
    })
    .returning();
  const tripId = trip!.id;
  const classId = await ensureServiceClass(db);
  for (const [season, factor] of [
    ['Low Season', 1],
    ['High Season', 1.2],
  ] as const) {
    const seasonId = await ensureSeason(db, season);
    await db.insert(t.tripBudgets).values(
      ([2, 4, 6] as const).map((quantity) => ({
        tripId,
        seasonId,
        serviceClassId: classId,
        quantity,
        price: Math.round(prices[quantity] * factor),
      })),
    );
  }
  const points = overrides.points ?? 4;
  if (points > 0) {
    await db.insert(t.tripPoints).values(
      Array.from({ length: points }, (_, i) => ({
        tripId,
        order: points - i, // inserted out of order on purpose: readers must sort
        title: `Day ${points - i}`,
        description: `What happens on day ${points - i}.`,
      })),
    );
  }
  for (const name of overrides.categories ?? []) {
    await db.insert(t.tripCategories).values({ tripId, categoryId: await ensureCategory(db, name) });
  }
  for (const [order, destinationId] of (overrides.destinationIds ?? []).entries()) {
    await db.insert(t.tripDestinations).values({ tripId, destinationId, order });
  }
  return trip!;
}
