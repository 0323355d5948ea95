import { z } from 'zod';
import { API_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { notFound } from '../../lib/http-errors';
import { DESTINATIONS_CACHE, destinationsCacheKey } from './cache';
import { destinationDetail, destinationsPage } from './mappers';
import { findDestinationDetail, listDestinations, type DestinationKey } from './repository';

export function getDestinations(db: Db, cache: ReadCache, page: { limit: number; offset: number }) {
  return cache.wrap(DESTINATIONS_CACHE, destinationsCacheKey.list(page), async () => destinationsPage(await listDestinations(db, page)));
}

const uuidShape = z.uuid();

/** The route has already checked the key is a slug or a uuid; here we only tell which. */
function parseDestinationKey(key: string): DestinationKey {
  return uuidShape.safeParse(key).success ? { uuid: key.toLowerCase() } : { slug: key };
}

/** By slug or uuid. A missing destination throws inside the load, so the 404 is never cached. */
export function getDestination(db: Db, cache: ReadCache, key: string) {
  return cache.wrap(DESTINATIONS_CACHE, destinationsCacheKey.detail(key), async () => {
    const row = await findDestinationDetail(db, parseDestinationKey(key));
    if (!row) throw notFound(API_MESSAGES.destinationNotFound);
    return destinationDetail(row);
  });
}
