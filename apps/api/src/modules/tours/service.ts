import type { ToursData } from '@safari/contracts/tours';
import type { Db } from '../../db/client';
import * as repo from './repository';

/** GET /tours: the static tours with their activities, and the season windows. */
export async function loadTours(db: Db): Promise<ToursData> {
  const [tours, seasons] = await Promise.all([repo.listTours(db), repo.listSeasons(db)]);
  return {
    tours: tours.map((t) => ({
      id: t.slug,
      title: t.title,
      description: t.description,
      base_price: t.basePrice,
      duration: t.duration,
      image_gallery: t.imageGallery,
      activities: t.activities.map((a) => ({ id: a.id, tour_id: t.id, title: a.title, price_per_guest: a.pricePerGuest })),
    })),
    seasons: seasons.map((s) => ({
      name: s.name,
      start_month_day: s.startMonthDay,
      end_month_day: s.endMonthDay,
      price_multiplier: s.priceMultiplier,
    })),
  };
}
