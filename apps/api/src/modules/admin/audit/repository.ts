import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema/index';
import type { Actor } from '../access';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Call with the transaction that makes the change: the entry commits with it or not at all,
 * so the log can never show a change that did not happen, nor miss one that did.
 */
export async function recordAudit(tx: Db, actor: Actor, record: AuditRecord) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    // Through JSON once, so Dates become the ISO strings the list will show.
    before: record.before ? (JSON.parse(JSON.stringify(record.before)) as Record<string, unknown>) : null,
    after: record.after ? (JSON.parse(JSON.stringify(record.after)) as Record<string, unknown>) : null,
  });
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorLabel: auditLog.actorLabel,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  actorUuid: users.uuid,
  actorName: users.name,
  actorEmail: users.email,
};
const selectEntries = (db: Db) => db.select(columns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId));
export type AuditRow = Awaited<ReturnType<typeof selectEntries>>[number];

export interface AuditFilters extends PageRequest {
  entity_type?: string;
  entity_id?: string;
  action?: string;
  actor?: string;
}

/** The log newest first (audit_log_created_idx), or one entity's or one actor's entries. */
export async function listAuditEntries(db: Db, f: AuditFilters) {
  const where: SQL[] = [];
  if (f.entity_type) where.push(eq(auditLog.entityType, f.entity_type));
  if (f.entity_id) where.push(eq(auditLog.entityId, f.entity_id));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.actor) where.push(eq(users.uuid, f.actor));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectEntries(db)
      .where(condition)
      .orderBy(...ordered(f.order, auditLog.createdAt, auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One entity's changes, oldest first (audit_log_entity_idx): a detail screen's history. */
export function findEntityHistory(db: Db, entityType: string, entityId: string, limit = 200) {
  return selectEntries(db)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(limit);
}
