import type { Db } from '../../../db/client';
import { listCatalogueOptions } from './repository';

/** Every list the trip and destination forms choose from. */
export const loadCatalogueOptions = (db: Db) => listCatalogueOptions(db);
