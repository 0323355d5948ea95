import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema/index';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { renderArtSvg } from './art';
import type { SeedArt } from './types';
import { SEED_COUNTRIES } from './data/countries';
import { SEED_DESTINATIONS } from './data/destinations';
import { SEED_FAQS } from './data/faqs';
import { SEED_TESTIMONIALS } from './data/testimonials';
import { SEED_TRIPS } from './data/trips';
import {
  SEED_ADDONS,
  SEED_AGE_GROUPS,
  SEED_DESTINATION_CATEGORIES,
  SEED_FAQ_CATEGORIES,
  SEED_LOCATIONS,
  SEED_PAYMENT_MODES,
  SEED_REGIONS,
  SEED_TRIP_CATEGORIES,
} from './data/reference';
import { BASE_REFERENCE } from './base-reference';

const SEEDED_KEY = 'demo_catalogue_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with the demo catalogue, once. A marker row records that it ran,
 * so an operator who deletes demo trips does not see them come back on the next restart.
 * Everything runs in one transaction: a crash half-way leaves an empty database, not half a catalogue.
 */
export async function seedDemoCatalogue(db: Db, opts: { now?: Date } = {}): Promise<boolean> {
  const [marker] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, SEEDED_KEY));
  if (marker) return false;
  const now = opts.now ?? new Date();

  await db.transaction(async (tx) => {
    const art = async (folder: string, slug: string, spec: SeedArt, title: string) => {
      const svg = renderArtSvg(spec, { width: 1200, height: 675, title });
      const path = `/media/${folder}/${slug}.svg`;
      const etag = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
      await tx.insert(t.mediaAssets).values({ path, contentType: 'image/svg+xml', body: svg, etag });
      return path;
    };

    await tx.insert(t.currencies).values([...BASE_REFERENCE.currencies]);
    await tx.insert(t.countries).values(SEED_COUNTRIES);
    const idMap = async <T extends { id: number; name: string }>(rows: Promise<T[]>) =>
      new Map((await rows).map((r) => [r.name, r.id]));

    await tx.insert(t.genders).values(BASE_REFERENCE.genders.map((name, i) => ({ name, sortOrder: i })));
    const classIds = await idMap(
      tx
        .insert(t.serviceClasses)
        .values(BASE_REFERENCE.serviceClasses.map((name, i) => ({ name, sortOrder: i })))
        .returning(),
    );
    const seasonIds = await idMap(tx.insert(t.seasons).values([...BASE_REFERENCE.seasons]).returning());
    const typeIds = await idMap(
      tx
        .insert(t.tripTypes)
        .values(BASE_REFERENCE.tripTypes.map((name, i) => ({ name, sortOrder: i })))
        .returning(),
    );
    await tx.insert(t.ageGroups).values(SEED_AGE_GROUPS.map((name, i) => ({ name, sortOrder: i })));
    await tx.insert(t.paymentModes).values(SEED_PAYMENT_MODES.map((name, i) => ({ name, sortOrder: i })));
    const faqCategoryIds = await idMap(
      tx
        .insert(t.faqCategories)
        .values(SEED_FAQ_CATEGORIES.map((name, i) => ({ name, sortOrder: i })))
        .returning(),
    );
    const categoryIds = (kind: 'trip' | 'addon' | 'destination', names: string[]) =>
      idMap(
        tx
          .insert(t.categories)
          .values(names.map((name) => ({ name, kind })))
          .returning(),
      );
    const tripCategoryIds = await categoryIds('trip', SEED_TRIP_CATEGORIES);
    const addonIds = await categoryIds('addon', SEED_ADDONS);
    const destinationCategoryIds = await categoryIds('destination', SEED_DESTINATION_CATEGORIES);
    const regionIds = await idMap(
      tx
        .insert(t.regions)
        .values(SEED_REGIONS.map((name) => ({ name })))
        .returning(),
    );
    const locationIds = await idMap(
      tx
        .insert(t.locations)
        .values(SEED_LOCATIONS.map((l) => ({ name: l.name, regionId: must(regionIds, l.region) })))
        .returning(),
    );

    const destinationIds = new Map<string, number>();
    for (const [i, d] of SEED_DESTINATIONS.entries()) {
      const banner = await art('destinations', d.slug, d.art, d.name);
      const [row] = await tx
        .insert(t.destinations)
        .values({
          slug: d.slug,
          name: d.name,
          description: sanitizeRichText(d.descriptionHtml),
          banner,
          locationId: must(locationIds, d.location),
          regionId: must(regionIds, d.region),
          isActive: d.isActive,
          createdAt: new Date(now.getTime() - (SEED_DESTINATIONS.length - i) * DAY_MS),
        })
        .returning({ id: t.destinations.id });
      const id = row!.id;
      destinationIds.set(d.slug, id);
      await tx
        .insert(t.destinationCategories)
        .values(d.categories.map((c) => ({ destinationId: id, categoryId: must(destinationCategoryIds, c) })));
      await tx.insert(t.destinationFacts).values(
        d.facts.map((f, order) => ({
          destinationId: id,
          fact: f.fact,
          subFact: f.subFact,
          description: f.description,
          sortOrder: order,
        })),
      );
      await tx.insert(t.destinationActivities).values(d.activities.map((a) => ({ destinationId: id, ...a })));
    }

    for (const trip of SEED_TRIPS) {
      const banner = await art('trips', trip.slug, trip.art, trip.name);
      const [row] = await tx
        .insert(t.trips)
        .values({
          slug: trip.slug,
          name: trip.name,
          banner,
          description: sanitizeRichText(trip.descriptionHtml),
          highlights: trip.highlights,
          basePrice: trip.basePrice,
          tripTypeId: must(typeIds, trip.tripType),
          durationDays: trip.durationDays,
          maxGuests: trip.maxGuests,
          createdAt: new Date(now.getTime() - trip.publishedDaysAgo * DAY_MS),
        })
        .returning({ id: t.trips.id });
      const tripId = row!.id;
      await tx.insert(t.tripPoints).values(trip.itinerary.map((p, i) => ({ tripId, order: i + 1, ...p })));
      await tx.insert(t.tripBudgets).values(
        trip.budgets.flatMap((b) =>
          ([2, 4, 6] as const).map((quantity) => ({
            tripId,
            seasonId: must(seasonIds, b.season),
            serviceClassId: must(classIds, b.serviceClass),
            quantity,
            price: b.prices[quantity],
          })),
        ),
      );
      await tx
        .insert(t.tripCategories)
        .values(trip.categories.map((c) => ({ tripId, categoryId: must(tripCategoryIds, c) })));
      await tx.insert(t.tripAddons).values([
        ...trip.included.map((c) => ({ tripId, categoryId: must(addonIds, c), included: true })),
        ...trip.excluded.map((c) => ({ tripId, categoryId: must(addonIds, c), included: false })),
      ]);
      await tx.insert(t.tripDestinations).values(
        trip.destinations.map((slug, order) => ({
          tripId,
          destinationId: must(destinationIds, slug),
          order,
        })),
      );
    }

    await tx.insert(t.faqs).values(
      SEED_FAQS.map((f) => ({
        question: f.question,
        answer: f.answer,
        status: f.status,
        order: f.order,
        categoryId: f.category === null ? null : must(faqCategoryIds, f.category),
      })),
    );
    await tx.insert(t.testimonials).values(
      SEED_TESTIMONIALS.map((s, i) => ({
        authorName: s.name,
        authorCountry: s.country,
        comments: s.comments,
        rating: s.rating,
        createdAt: new Date(now.getTime() - (i + 1) * 7 * DAY_MS),
      })),
    );
    await tx.insert(t.appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
  });
  return true;
}

function must(map: Map<string, number>, name: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Seed data refers to unknown entry "${name}"`);
  return id;
}
