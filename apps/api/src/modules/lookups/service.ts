import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { LOOKUPS_CACHE, LOOKUPS_KEY } from './cache';
import { referenceData } from './mappers';
import { loadReferenceRows } from './repository';

/** Reference lists for the search, inquiry, booking and registration forms. */
export function getReferenceData(db: Db, cache: ReadCache) {
  return cache.wrap(LOOKUPS_CACHE, LOOKUPS_KEY, async () => referenceData(await loadReferenceRows(db)));
}
