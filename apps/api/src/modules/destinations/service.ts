import { z } from 'zod';
import { API_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findDestinationDetail, listDestinations, type DestinationKey } from './repository';

export function getDestinations(db: Db, page: { limit: number; offset: number }) {
  return listDestinations(db, page);
}

const uuidShape = z.uuid();

/** The route has already checked the key is a slug or a uuid; here we only tell which. */
export function parseDestinationKey(key: string): DestinationKey {
  return uuidShape.safeParse(key).success ? { uuid: key.toLowerCase() } : { slug: key };
}

export async function getDestination(db: Db, key: string) {
  const destination = await findDestinationDetail(db, parseDestinationKey(key));
  if (!destination) throw notFound(API_MESSAGES.destinationNotFound);
  return destination;
}
