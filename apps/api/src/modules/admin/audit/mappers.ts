import type { AuditEntry } from '@safari/contracts/admin';
import { iso } from '../paging';
import type { AuditRow } from './repository';

export const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: iso(r.createdAt),
  actor: r.actorUuid ? { uuid: r.actorUuid, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
  actor_label: r.actorLabel,
  action: r.action,
  entity_type: r.entityType,
  entity_id: r.entityId,
  before: r.before ?? null,
  after: r.after ?? null,
});
