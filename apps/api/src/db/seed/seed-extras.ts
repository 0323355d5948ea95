import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { addDays, todayIn } from '@safari/contracts/calendar';
import type { Db } from '../client';
import * as t from '../schema/index';
import { renderArtSvg } from './art';
import { SEED_BLOG_ARTICLES } from './data/blog-articles';
import { SEED_GROUP_CLIMBS, SEED_TOUR_SEASONS, SEED_TOURS } from './data/tours';

const EXTRAS_KEY = 'demo_extras_v1_seeded_at';

/**
 * The demo data that came after the catalogue (static tours and seasons, Kilimanjaro group
 * climbs as departures, blog articles), under a marker of its own so an install seeded before
 * these existed gets them on its next start. Same rules as seedDemoCatalogue: once, in one
 * transaction, each row only if its natural key is new. Climb dates are reckoned from the
 * operator's today, so the demo always has upcoming climbs.
 */
export async function seedDemoExtras(db: Db, opts: { timeZone: string; now?: Date }): Promise<boolean> {
  const [marker] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, EXTRAS_KEY));
  if (marker) return false;
  const today = todayIn(opts.timeZone, opts.now);

  await db.transaction(async (tx) => {
    for (const [order, season] of SEED_TOUR_SEASONS.entries()) {
      await tx
        .insert(t.tourSeasons)
        .values({ ...season, sortOrder: order })
        .onConflictDoNothing();
    }
    for (const [order, tour] of SEED_TOURS.entries()) {
      const [row] = await tx
        .insert(t.tours)
        .values({
          slug: tour.slug,
          title: tour.title,
          description: tour.description,
          basePrice: tour.basePrice,
          duration: tour.duration,
          imageGallery: tour.gallery,
          sortOrder: order,
        })
        .onConflictDoNothing()
        .returning({ id: t.tours.id });
      if (row) await tx.insert(t.tourActivities).values(tour.activities.map((a) => ({ tourId: row.id, ...a })));
    }

    const climbTrips = await tx
      .select({ id: t.trips.id, slug: t.trips.slug })
      .from(t.trips)
      .where(
        inArray(
          t.trips.slug,
          SEED_GROUP_CLIMBS.map((c) => c.tripSlug),
        ),
      );
    for (const climb of SEED_GROUP_CLIMBS) {
      const trip = climbTrips.find((row) => row.slug === climb.tripSlug);
      if (!trip) continue; // the catalogue seed was switched off or the trip was removed
      for (const days of climb.daysAhead) {
        await tx
          .insert(t.tripDepartures)
          .values({
            tripId: trip.id,
            startDate: addDays(today, days),
            seatsTotal: climb.seats,
            seatsLeft: climb.seats,
            pricePerPerson: climb.price,
          })
          .onConflictDoNothing();
      }
    }

    for (const article of SEED_BLOG_ARTICLES) {
      const image = `/media/blog/${article.slug}.svg`;
      const svg = renderArtSvg(article.art, { width: 1200, height: 675, title: article.title });
      const etag = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
      await tx.insert(t.mediaAssets).values({ path: image, contentType: 'image/svg+xml', body: svg, etag }).onConflictDoNothing();
      await tx
        .insert(t.blogArticles)
        .values({
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          body: article.bodyHtml,
          image,
          author: article.author,
          category: article.category,
          publishedOn: article.publishedOn,
          readMinutes: article.readMinutes,
          isFeatured: article.featured,
        })
        .onConflictDoNothing();
    }
    await tx.insert(t.appMeta).values({ key: EXTRAS_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return true;
}
