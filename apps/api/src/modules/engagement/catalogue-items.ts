import { and, eq, inArray } from 'drizzle-orm';
import type { ItemSummary, ItemType } from '@safari/contracts/engagement';
import type { Db } from '../../db/client';
import { destinations, trips } from '../../db/schema/index';

// What likes, ratings and the cart show of a catalogue item, read straight from the
// catalogue: names and prices are never taken from the client.

export interface ItemRef {
  type: ItemType;
  uuid: string;
}

const key = (ref: ItemRef) => `${ref.type}:${ref.uuid}`;

/** Summaries of the items that still exist, keyed by 'type:uuid'. */
export async function findItemSummaries(db: Db, refs: ItemRef[]): Promise<Map<string, ItemSummary>> {
  const found = new Map<string, ItemSummary>();
  const tripUuids = refs.filter((r) => r.type === 'trip').map((r) => r.uuid);
  const destinationUuids = refs.filter((r) => r.type === 'destination').map((r) => r.uuid);
  if (tripUuids.length > 0) {
    const rows = await db
      .select({ uuid: trips.uuid, name: trips.name, banner: trips.banner, basePrice: trips.basePrice })
      .from(trips)
      .where(inArray(trips.uuid, tripUuids));
    for (const row of rows) {
      const summary: ItemSummary = { uuid: row.uuid, type: 'trip', name: row.name, banner: row.banner, base_price: row.basePrice, path: `/packages/${row.uuid}` };
      found.set(key(summary), summary);
    }
  }
  if (destinationUuids.length > 0) {
    const rows = await db
      .select({ uuid: destinations.uuid, name: destinations.name, banner: destinations.banner, slug: destinations.slug })
      .from(destinations)
      .where(inArray(destinations.uuid, destinationUuids));
    for (const row of rows) {
      const summary: ItemSummary = { uuid: row.uuid, type: 'destination', name: row.name, banner: row.banner, base_price: null, path: `/destinations/${row.slug}` };
      found.set(key(summary), summary);
    }
  }
  return found;
}

export const summaryOf = (summaries: Map<string, ItemSummary>, ref: ItemRef) => summaries.get(key(ref)) ?? null;

/** True when the item exists and is on sale / shown: only those can be liked, rated or carted. */
export async function itemIsActive(db: Db, ref: ItemRef): Promise<boolean> {
  const table = ref.type === 'trip' ? trips : destinations;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.uuid, ref.uuid), eq(table.isActive, true)));
  return Boolean(row);
}
