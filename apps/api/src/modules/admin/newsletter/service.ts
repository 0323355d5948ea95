import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { iso, isoOrNull, pageOf } from '../paging';
import { confirmedSubscribersCsv } from './export';
import * as repo from './repository';

export async function listSubscribers(db: Db, f: repo.SubscriberFilters) {
  const { rows, total } = await repo.listSubscribers(db, f);
  return pageOf(
    rows.map((s) => ({ id: s.id, email: s.email, status: s.status, created_at: iso(s.createdAt), confirmed_at: isoOrNull(s.confirmedAt) })),
    total,
    f,
  );
}

/** The confirmed subscribers as CSV, once the export is in the audit log: personal data leaving the system. */
export async function exportConfirmedSubscribers(db: Db, actor: Actor): Promise<Readable> {
  await recordAudit(db, actor, { action: 'newsletter.export', entityType: 'newsletter', entityId: 'confirmed' });
  return confirmedSubscribersCsv(db);
}
