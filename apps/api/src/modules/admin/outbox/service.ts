import { OUTBOX_ADMIN_MESSAGES } from '@safari/contracts/admin-moderation';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { pageOf } from '../paging';
import { toDetail, toRow } from './mappers';
import * as repo from './repository';

export async function listEmails(db: Db, f: repo.EmailFilters) {
  const { rows, total } = await repo.listEmails(db, f);
  return pageOf(rows.map(toRow), total, f);
}

export async function getEmail(db: Db, id: number) {
  const row = await repo.findEmail(db, id);
  if (!row) throw notFound(OUTBOX_ADMIN_MESSAGES.notFound);
  return toDetail(row);
}

/** A failed e-mail back in the queue, due now, with its audit entry; 409 unless it had failed. */
export async function resendEmail(db: Db, actor: Actor, id: number) {
  const queued = await db.transaction(async (tx) => {
    const row = await repo.requeueFailed(tx, id);
    if (!row) {
      if (!(await repo.findEmail(tx, id))) throw notFound(OUTBOX_ADMIN_MESSAGES.notFound);
      throw new HttpError(409, OUTBOX_ADMIN_MESSAGES.onlyFailed);
    }
    await recordAudit(tx, actor, {
      action: 'email.resend',
      entityType: 'email',
      entityId: id,
      before: { status: 'failed' },
      after: { status: 'pending', attempts: 0 },
    });
    return row;
  });
  return toRow(queued);
}
