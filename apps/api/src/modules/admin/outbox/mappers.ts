import { iso, isoOrNull } from '../paging';
import type { EmailRow } from './repository';

export const toRow = (m: EmailRow) => ({
  id: m.id,
  kind: m.kind,
  recipient: m.recipient,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  last_error: m.lastError,
  next_attempt_at: iso(m.nextAttemptAt),
  created_at: iso(m.createdAt),
  sent_at: isoOrNull(m.sentAt),
});

export const toDetail = (m: EmailRow) => ({ ...toRow(m), text: m.text });
