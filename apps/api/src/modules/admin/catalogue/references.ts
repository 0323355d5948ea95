import { CATALOGUE_ADMIN_MESSAGES } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import { referencesExist, type References } from './repository';

/**
 * Every id a form sent names a row of the right table and, for categories, the right kind:
 * a forged id is refused with one message instead of a foreign-key error.
 */
export async function checkReferences(db: Db, refs: References) {
  if (!(await referencesExist(db, refs))) throw new HttpError(422, CATALOGUE_ADMIN_MESSAGES.invalidChoice);
}
