import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { unique } from './helpers';

/** A static tour (/book/{tourId}) with activities at the given prices per guest. */
export async function createTour(db: Db, values: { basePrice?: number; duration?: string; activityPrices?: number[] } = {}) {
  const slug = `tour-${unique()}`;
  const [tour] = await db
    .insert(t.tours)
    .values({
      slug,
      title: `Test Tour ${slug}`,
      description: 'A tour made for a test.',
      basePrice: values.basePrice ?? 500,
      duration: values.duration ?? '2 days',
    })
    .returning();
  const activities = await db
    .insert(t.tourActivities)
    .values((values.activityPrices ?? [40, 60]).map((price, i) => ({ tourId: tour!.id, title: `Activity ${i + 1}`, pricePerGuest: price })))
    .returning();
  return { ...tour!, activities };
}
