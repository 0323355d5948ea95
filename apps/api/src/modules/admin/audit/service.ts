import type { Db } from '../../../db/client';
import { pageOf } from '../paging';
import { toEntry } from './mappers';
import * as repo from './repository';

/** The log newest first, or one entity's or one actor's entries. */
export async function listAudit(db: Db, f: repo.AuditFilters) {
  const { rows, total } = await repo.listAuditEntries(db, f);
  return pageOf(rows.map(toEntry), total, f);
}

/** One entity's changes, oldest first: a detail screen's history. */
export async function entityHistory(db: Db, entityType: string, entityId: string) {
  return (await repo.findEntityHistory(db, entityType, entityId)).map(toEntry);
}
