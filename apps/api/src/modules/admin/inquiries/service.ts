import type { AdminInquiryDetail, InquiryReplyInput, InquiryStatus } from '@safari/contracts/admin-inquiries';
import { INQUIRY_ADMIN_MESSAGES } from '@safari/contracts/admin-inquiries';
import type { Db } from '../../../db/client';
import { renderEmail } from '../../../lib/email-template';
import { HttpError, notFound } from '../../../lib/http-errors';
import { enqueueEmail } from '../../outbox/repository';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { pageOf } from '../paging';
import { findActiveStaff } from '../staff/repository';
import { toDetail, toRow } from './mappers';
import * as repo from './repository';

export async function listInquiries(db: Db, f: repo.InquiryFilters) {
  const { rows, total } = await repo.listInquiries(db, f);
  return pageOf(rows.map(toRow), total, f);
}

/** One inquiry with what the traveller sent and its history; null when there is none. */
export async function loadInquiryDetail(db: Db, uuid: string): Promise<AdminInquiryDetail | null> {
  const row = await repo.findRow(db, uuid);
  if (!row) return null;
  const facts = await repo.findFacts(db, row.id);
  const events = await repo.listEvents(db, row.id);
  return toDetail(row, facts!, events);
}

type InquiryRow = NonNullable<Awaited<ReturnType<typeof repo.lockInquiry>>>;

/** Runs `work` on the locked inquiry inside one transaction with its history and audit entries. */
async function withInquiry<T>(db: Db, uuid: string, work: (tx: Db, inquiry: InquiryRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const inquiry = await repo.lockInquiry(tx, uuid);
    if (!inquiry) throw notFound(INQUIRY_ADMIN_MESSAGES.notFound);
    return work(tx, inquiry);
  });
}

async function moveStatus(tx: Db, actor: Actor, inquiry: InquiryRow, status: InquiryStatus) {
  if (inquiry.status === status) return;
  await repo.updateInquiry(tx, inquiry.id, { status });
  await repo.insertEvent(tx, { inquiryId: inquiry.id, kind: 'status', authorId: actor.id, meta: { from: inquiry.status, to: status } });
  await recordAudit(tx, actor, {
    action: 'inquiry.status',
    entityType: 'inquiry',
    entityId: inquiry.uuid,
    before: { status: inquiry.status },
    after: { status },
  });
}

export const changeStatus = (db: Db, actor: Actor, uuid: string, status: InquiryStatus) =>
  withInquiry(db, uuid, (tx, inquiry) => moveStatus(tx, actor, inquiry, status));

/** Assigns to an active staff member, or unassigns with null. */
export async function assign(db: Db, actor: Actor, uuid: string, assigneeUuid: string | null) {
  const staff = assigneeUuid ? await findActiveStaff(db, assigneeUuid) : null;
  if (assigneeUuid && !staff)
    throw new HttpError(422, INQUIRY_ADMIN_MESSAGES.assigneeUnknown, { assignee: INQUIRY_ADMIN_MESSAGES.assigneeUnknown });
  await withInquiry(db, uuid, async (tx, inquiry) => {
    const to = staff?.id ?? null;
    if (inquiry.assignedTo === to) return;
    await repo.updateInquiry(tx, inquiry.id, { assignedTo: to });
    await repo.insertEvent(tx, { inquiryId: inquiry.id, kind: 'assignment', authorId: actor.id, meta: { to: staff?.name ?? null } });
    await recordAudit(tx, actor, {
      action: 'inquiry.assign',
      entityType: 'inquiry',
      entityId: inquiry.uuid,
      before: { assigned_to: inquiry.assignedTo },
      after: { assigned_to: to },
    });
  });
}

/** An internal note: never sent to the traveller. */
export const addNote = (db: Db, actor: Actor, uuid: string, note: string) =>
  withInquiry(db, uuid, async (tx, inquiry) => {
    await repo.insertEvent(tx, { inquiryId: inquiry.id, kind: 'note', authorId: actor.id, body: note });
    await recordAudit(tx, actor, { action: 'inquiry.note', entityType: 'inquiry', entityId: inquiry.uuid, after: { note } });
  });

/**
 * E-mails the traveller through the outbox and keeps the reply in the inquiry's history, in
 * one transaction. A reply to a new inquiry puts it in progress unless another status is given.
 */
export const reply = (db: Db, actor: Actor, uuid: string, input: InquiryReplyInput) =>
  withInquiry(db, uuid, async (tx, inquiry) => {
    const subject = input.subject || `Your trip inquiry ${inquiry.reference}`;
    const email = renderEmail({
      subject,
      greeting: `Hello ${inquiry.firstName} ${inquiry.lastName},`,
      paragraphs: [
        ...input.message
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
        `${actor.name}, Safari Tanzania`,
      ],
      footer: [`Reference ${inquiry.reference}: please quote it when you write to us.`],
    });
    const outboxEmailId = await enqueueEmail(tx, { kind: 'inquiry-reply', to: inquiry.email, ...email });
    await repo.insertEvent(tx, {
      inquiryId: inquiry.id,
      kind: 'reply',
      authorId: actor.id,
      body: input.message,
      meta: { subject },
      outboxEmailId,
    });
    await recordAudit(tx, actor, {
      action: 'inquiry.reply',
      entityType: 'inquiry',
      entityId: inquiry.uuid,
      after: { subject, message: input.message, outbox_email_id: outboxEmailId },
    });
    const next = input.status ?? (inquiry.status === 'new' ? 'in_progress' : inquiry.status);
    await moveStatus(tx, actor, inquiry, next);
  });
