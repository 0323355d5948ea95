import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { API_MESSAGES } from '@safari/contracts/messages';
import { findTripDetail, listTrips } from './repository';

export async function getTrips(db: Db, page: { limit: number; offset: number }) {
  return listTrips(db, page);
}

export async function getTripDetail(db: Db, uuid: string) {
  const trip = await findTripDetail(db, uuid);
  if (!trip) throw notFound(API_MESSAGES.tripNotFound);
  return trip;
}
