import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema/index';
import { renderArtSvg } from './art';
import type { SeedArt } from './types';
import { SEED_DESTINATIONS } from './data/destinations';
import { SEED_FAQS } from './data/faqs';
import { SEED_TESTIMONIALS } from './data/testimonials';
import { SEED_TRIPS } from './data/trips';
import { must, seedReferenceRows, type SeedTx } from './reference-rows';

const SEEDED_KEY = 'demo_catalogue_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with the demo catalogue, once. A marker row records that it ran,
 * so an operator who deletes demo trips does not see them come back on the next restart.
 *
 * Safe to run concurrently and repeatedly: server.ts runs it under the startup advisory lock,
 * it runs in one transaction (a crash half-way leaves nothing), and every row is inserted only
 * if its natural key is new (slug, name, path, question), its children only with a new parent.
 */
export async function seedDemoCatalogue(db: Db, opts: { now?: Date } = {}): Promise<boolean> {
  const [marker] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, SEEDED_KEY));
  if (marker) return false;
  const now = opts.now ?? new Date();

  await db.transaction(async (tx) => {
    const ids = await seedReferenceRows(tx);
    const art = async (folder: string, slug: string, spec: SeedArt, title: string) => {
      const svg = renderArtSvg(spec, { width: 1200, height: 675, title });
      const path = `/media/${folder}/${slug}.svg`;
      const etag = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
      await tx.insert(t.mediaAssets).values({ path, contentType: 'image/svg+xml', body: svg, etag }).onConflictDoNothing();
      return path;
    };

    for (const [i, d] of SEED_DESTINATIONS.entries()) {
      const banner = await art('destinations', d.slug, d.art, d.name);
      const [row] = await tx
        .insert(t.destinations)
        .values({
          slug: d.slug,
          name: d.name,
          description: d.descriptionHtml, // sanitised by the column type (lib/rich-text.ts)
          banner,
          locationId: must(ids.locations, d.location),
          regionId: must(ids.regions, d.region),
          isActive: d.isActive,
          createdAt: new Date(now.getTime() - (SEED_DESTINATIONS.length - i) * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: t.destinations.id });
      if (!row) continue; // already there, with its facts and activities
      await tx
        .insert(t.destinationCategories)
        .values(d.categories.map((c) => ({ destinationId: row.id, categoryId: must(ids.destinationCategories, c) })));
      await tx.insert(t.destinationFacts).values(
        d.facts.map((f, order) => ({
          destinationId: row.id,
          fact: f.fact,
          subFact: f.subFact,
          description: f.description,
          sortOrder: order,
        })),
      );
      await tx.insert(t.destinationActivities).values(d.activities.map((a) => ({ destinationId: row.id, ...a })));
    }
    const destinationIds = new Map(
      (await tx.select({ id: t.destinations.id, slug: t.destinations.slug }).from(t.destinations)).map((r) => [r.slug, r.id]),
    );

    for (const trip of SEED_TRIPS) await seedTrip(tx, trip, { ids, destinationIds, now, art });

    const questions = new Set((await tx.select({ q: t.faqs.question }).from(t.faqs)).map((r) => r.q));
    const newFaqs = SEED_FAQS.filter((f) => !questions.has(f.question));
    if (newFaqs.length > 0) {
      await tx.insert(t.faqs).values(
        newFaqs.map((f) => ({
          question: f.question,
          answer: f.answer,
          status: f.status,
          order: f.order,
          categoryId: f.category === null ? null : must(ids.faqCategories, f.category),
        })),
      );
    }
    const reviews = await tx.select({ name: t.testimonials.authorName, comments: t.testimonials.comments }).from(t.testimonials);
    const known = new Set(reviews.map((r) => `${r.name}\n${r.comments}`));
    const newReviews = SEED_TESTIMONIALS.map((s, i) => ({ s, i })).filter(({ s }) => !known.has(`${s.name}\n${s.comments}`));
    if (newReviews.length > 0) {
      await tx.insert(t.testimonials).values(
        newReviews.map(({ s, i }) => ({
          authorName: s.name,
          authorCountry: s.country,
          comments: s.comments,
          rating: s.rating,
          createdAt: new Date(now.getTime() - (i + 1) * 7 * DAY_MS),
        })),
      );
    }
    await tx.insert(t.appMeta).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  });
  return true;
}

type Ids = Awaited<ReturnType<typeof seedReferenceRows>>;
interface TripContext {
  ids: Ids;
  destinationIds: Map<string, number>;
  now: Date;
  art: (folder: string, slug: string, spec: SeedArt, title: string) => Promise<string>;
}

/** One trip and, only when the trip is new, its itinerary, prices, categories and add-ons. */
async function seedTrip(tx: SeedTx, trip: (typeof SEED_TRIPS)[number], { ids, destinationIds, now, art }: TripContext) {
  const banner = await art('trips', trip.slug, trip.art, trip.name);
  const [row] = await tx
    .insert(t.trips)
    .values({
      slug: trip.slug,
      name: trip.name,
      banner,
      description: trip.descriptionHtml, // sanitised by the column type (lib/rich-text.ts)
      highlights: trip.highlights,
      basePrice: trip.basePrice,
      tripTypeId: must(ids.tripTypes, trip.tripType),
      isKilimanjaroClimb: trip.kilimanjaroClimb ?? false,
      durationDays: trip.durationDays,
      maxGuests: trip.maxGuests,
      createdAt: new Date(now.getTime() - trip.publishedDaysAgo * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: t.trips.id });
  if (!row) return;
  const tripId = row.id;
  await tx.insert(t.tripPoints).values(trip.itinerary.map((p, i) => ({ tripId, order: i + 1, ...p })));
  await tx.insert(t.tripBudgets).values(
    trip.budgets.flatMap((b) =>
      ([2, 4, 6] as const).map((quantity) => ({
        tripId,
        seasonId: must(ids.seasons, b.season),
        serviceClassId: must(ids.serviceClasses, b.serviceClass),
        quantity,
        price: b.prices[quantity],
      })),
    ),
  );
  await tx.insert(t.tripCategories).values(trip.categories.map((c) => ({ tripId, categoryId: must(ids.tripCategories, c) })));
  await tx
    .insert(t.tripAddons)
    .values([
      ...trip.included.map((c) => ({ tripId, categoryId: must(ids.addons, c), included: true })),
      ...trip.excluded.map((c) => ({ tripId, categoryId: must(ids.addons, c), included: false })),
    ]);
  await tx
    .insert(t.tripDestinations)
    .values(trip.destinations.map((slug, order) => ({ tripId, destinationId: must(destinationIds, slug), order })));
}
