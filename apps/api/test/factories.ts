import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema/index';
import { sanitizeRichText } from '../src/lib/sanitize-html';

// Test-data factories: each test builds what it needs on an empty or seeded database.
// Reference rows (types, seasons, classes, regions) are found by name or created.

const unique = () => randomBytes(4).toString('hex');

async function findOrCreate<T extends { id: number }>(
  find: () => Promise<T[]>,
  create: () => Promise<T[]>,
): Promise<number> {
  const [found] = await find();
  if (found) return found.id;
  const [created] = await create();
  return created!.id;
}

export const ensureTripType = (db: Db, name = 'Safari') =>
  findOrCreate(
    () => db.select().from(t.tripTypes).where(eq(t.tripTypes.name, name)),
    () => db.insert(t.tripTypes).values({ name }).returning(),
  );

export const ensureSeason = (db: Db, name: 'Low Season' | 'High Season') =>
  findOrCreate(
    () => db.select().from(t.seasons).where(eq(t.seasons.name, name)),
    () =>
      db
        .insert(t.seasons)
        .values({ name, startMonth: name === 'High Season' ? 7 : 1, endMonth: name === 'High Season' ? 12 : 6 })
        .returning(),
  );

export const ensureServiceClass = (db: Db, name = 'Comfort') =>
  findOrCreate(
    () => db.select().from(t.serviceClasses).where(eq(t.serviceClasses.name, name)),
    () => db.insert(t.serviceClasses).values({ name }).returning(),
  );

export const ensureCategory = (db: Db, name: string, kind: 'trip' | 'addon' | 'destination' = 'trip') =>
  findOrCreate(
    () =>
      db
        .select()
        .from(t.categories)
        .where(and(eq(t.categories.name, name), eq(t.categories.kind, kind))),
    () => db.insert(t.categories).values({ name, kind }).returning(),
  );

export async function createLocation(
  db: Db,
  overrides: { name?: string; region?: string; isActive?: boolean } = {},
) {
  const regionName = overrides.region ?? 'Arusha';
  const regionId = await findOrCreate(
    () => db.select().from(t.regions).where(eq(t.regions.name, regionName)),
    () => db.insert(t.regions).values({ name: regionName }).returning(),
  );
  const [row] = await db
    .insert(t.locations)
    .values({ name: overrides.name ?? `Location ${unique()}`, regionId, isActive: overrides.isActive ?? true })
    .returning();
  return row!;
}

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
    overrides.regionId ??
    location.regionId ??
    (await db.select().from(t.locations).where(eq(t.locations.id, location.id)))[0]!.regionId;
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
    await db
      .insert(t.destinationCategories)
      .values({ destinationId, categoryId: await ensureCategory(db, name, 'destination') });
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

export async function createCurrency(
  db: Db,
  overrides: { code: string; fallbackRate?: number; liveRate?: number | null; liveRateFetchedAt?: Date | null },
) {
  const [row] = await db
    .insert(t.currencies)
    .values({
      code: overrides.code,
      name: `Currency ${overrides.code}`,
      symbol: overrides.code,
      fallbackRate: overrides.fallbackRate ?? 1,
      liveRate: overrides.liveRate ?? null,
      liveRateFetchedAt: overrides.liveRateFetchedAt ?? null,
    })
    .returning();
  return row!;
}

export async function createFaq(
  db: Db,
  overrides: Partial<typeof t.faqs.$inferInsert> & { category?: string | null } = {},
) {
  const category = overrides.category ?? null;
  const categoryId =
    category === null
      ? null
      : await findOrCreate(
          () => db.select().from(t.faqCategories).where(eq(t.faqCategories.name, category)),
          () => db.insert(t.faqCategories).values({ name: category }).returning(),
        );
  const [row] = await db
    .insert(t.faqs)
    .values({
      question: overrides.question ?? `Question ${unique()}?`,
      answer: overrides.answer ?? 'An answer made for a test.',
      status: overrides.status ?? true,
      order: overrides.order ?? 0,
      categoryId,
    })
    .returning();
  return row!;
}

export async function createTestimonial(db: Db, overrides: Partial<typeof t.testimonials.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.testimonials)
    .values({
      authorName: overrides.authorName ?? `Traveller ${unique()}`,
      authorCountry: overrides.authorCountry ?? 'Belgium',
      comments: overrides.comments ?? 'A testimonial made for a test.',
      rating: overrides.rating ?? 5,
      isPublished: overrides.isPublished ?? true,
      createdAt: overrides.createdAt,
      userId: overrides.userId,
    })
    .returning();
  return row!;
}
