import type { ItemSummary } from '@safari/contracts/engagement';
import type { Db } from '../../db/client';
import { findDestinationSummaries, findTripSummaries, type ItemRef } from './repository';

// What likes, ratings and the cart show of a catalogue item, read straight from the
// catalogue: names and prices are never taken from the client.

const key = (ref: ItemRef) => `${ref.type}:${ref.uuid}`;

/** Summaries of the items that still exist, keyed by 'type:uuid'. */
export async function findItemSummaries(db: Db, refs: ItemRef[]): Promise<Map<string, ItemSummary>> {
  const found = new Map<string, ItemSummary>();
  const tripUuids = refs.filter((r) => r.type === 'trip').map((r) => r.uuid);
  const destinationUuids = refs.filter((r) => r.type === 'destination').map((r) => r.uuid);
  if (tripUuids.length > 0) {
    for (const row of await findTripSummaries(db, tripUuids)) {
      const summary: ItemSummary = {
        uuid: row.uuid,
        type: 'trip',
        name: row.name,
        banner: row.banner,
        base_price: row.basePrice,
        path: `/packages/${row.uuid}`,
      };
      found.set(key(summary), summary);
    }
  }
  if (destinationUuids.length > 0) {
    for (const row of await findDestinationSummaries(db, destinationUuids)) {
      const summary: ItemSummary = {
        uuid: row.uuid,
        type: 'destination',
        name: row.name,
        banner: row.banner,
        base_price: null,
        path: `/destinations/${row.slug}`,
      };
      found.set(key(summary), summary);
    }
  }
  return found;
}

export const summaryOf = (summaries: Map<string, ItemSummary>, ref: ItemRef) => summaries.get(key(ref)) ?? null;
