import type { Db } from '../../db/client';
import { loadReferenceData } from './repository';

/** Reference lists for the search, inquiry, booking and registration forms. */
export function getReferenceData(db: Db) {
  return loadReferenceData(db);
}
