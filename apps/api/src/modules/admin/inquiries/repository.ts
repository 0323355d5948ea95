import { and, asc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminInquiryRow, InquiryStatus } from '@safari/contracts/admin-inquiries';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import type { Db } from '../../../db/client';
import { inquiries, inquiryEvents, outboxEmails, users } from '../../../db/schema/index';
import { containing, countAll, iso, isoOrNull, ordered, pageOf, type PageRequest } from '../paging';

const assignee = alias(users, 'assignee');

const firstReplyAt = sql<Date | string | null>`(select min(e.created_at) from ${inquiryEvents} e where e.inquiry_id = ${inquiries.id} and e.kind = 'reply')`;

/**
 * The 24-hour promise, in SQL so the inbox can filter and count on it: still waiting for the
 * operator (new or in progress), received more than 24 hours ago, and never answered from the
 * back office (inquiry_events_inquiry_idx answers the NOT EXISTS).
 */
export const overdue = sql<boolean>`(${inquiries.status} in ('new', 'in_progress')
  and ${inquiries.createdAt} < now() - make_interval(hours => ${INQUIRY_RESPONSE_HOURS})
  and not exists (select 1 from ${inquiryEvents} e where e.inquiry_id = ${inquiries.id} and e.kind = 'reply'))`;

const rowColumns = {
  id: inquiries.id,
  uuid: inquiries.uuid,
  reference: inquiries.reference,
  firstName: inquiries.firstName,
  lastName: inquiries.lastName,
  email: inquiries.email,
  guests: inquiries.guests,
  startDate: inquiries.startDate,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  assigneeUuid: assignee.uuid,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
  overdue,
  repliedAt: firstReplyAt,
};

const selectRows = (db: Db) => db.select(rowColumns).from(inquiries).leftJoin(assignee, eq(assignee.id, inquiries.assignedTo));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

export const toRow = (r: Row): AdminInquiryRow => ({
  uuid: r.uuid,
  reference: r.reference,
  name: `${r.firstName} ${r.lastName}`,
  email: r.email,
  guests: r.guests,
  start_date: r.startDate,
  status: r.status,
  assignee: r.assigneeUuid ? { uuid: r.assigneeUuid, name: r.assigneeName ?? '', email: r.assigneeEmail ?? '' } : null,
  overdue: Boolean(r.overdue),
  replied_at: isoOrNull(r.repliedAt),
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export interface InquiryFilters extends PageRequest {
  q?: string;
  sort: 'created_at' | 'updated_at';
  status?: InquiryStatus;
  overdue?: boolean;
  /** A staff uuid, 'none', or 'me' already turned into the caller's uuid by the service. */
  assignee?: string;
}

function conditions(f: InquiryFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(inquiries.status, f.status));
  if (f.overdue !== undefined) where.push(f.overdue ? overdue : not(overdue));
  if (f.assignee === 'none') where.push(isNull(inquiries.assignedTo));
  else if (f.assignee) where.push(eq(assignee.uuid, f.assignee));
  if (f.q) {
    const term = containing(f.q);
    where.push(
      or(
        ilike(inquiries.reference, term),
        ilike(inquiries.email, term),
        ilike(sql`${inquiries.firstName} || ' ' || ${inquiries.lastName}`, term),
        ilike(inquiries.message, term),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

export async function listInquiries(db: Db, f: InquiryFilters) {
  const where = conditions(f);
  const sortColumn = f.sort === 'updated_at' ? inquiries.updatedAt : inquiries.createdAt;
  const [rows, [counted]] = await Promise.all([
    selectRows(db).where(where).orderBy(...ordered(f.order, sortColumn, inquiries.id)).limit(f.limit).offset(f.offset),
    db.select({ n: countAll }).from(inquiries).leftJoin(assignee, eq(assignee.id, inquiries.assignedTo)).where(where),
  ]);
  return pageOf(rows.map(toRow), counted?.n ?? 0, f);
}

/** The inquiry row, locked until the transaction ends: two staff changing it take turns. */
export async function lockInquiry(tx: Db, uuid: string) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.uuid, uuid)).for('update');
  return row;
}

export async function updateInquiry(tx: Db, id: number, values: { status?: InquiryStatus; assignedTo?: number | null }) {
  await tx
    .update(inquiries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(inquiries.id, id));
}

export async function insertEvent(tx: Db, values: typeof inquiryEvents.$inferInsert) {
  await tx.insert(inquiryEvents).values(values);
  // The inbox sorts by last activity: a note or a reply is activity too.
  await tx.update(inquiries).set({ updatedAt: sql`now()` }).where(eq(inquiries.id, values.inquiryId));
}

const author = alias(users, 'author');

/** The history, oldest first, with each reply's delivery status. */
export function listEvents(db: Db, inquiryId: number) {
  return db
    .select({
      id: inquiryEvents.id,
      kind: inquiryEvents.kind,
      body: inquiryEvents.body,
      meta: inquiryEvents.meta,
      createdAt: inquiryEvents.createdAt,
      authorUuid: author.uuid,
      authorName: author.name,
      authorEmail: author.email,
      emailStatus: outboxEmails.status,
    })
    .from(inquiryEvents)
    .leftJoin(author, eq(author.id, inquiryEvents.authorId))
    .leftJoin(outboxEmails, eq(outboxEmails.id, inquiryEvents.outboxEmailId))
    .where(eq(inquiryEvents.inquiryId, inquiryId))
    .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id));
}

export async function findRow(db: Db, uuid: string) {
  const [row] = await selectRows(db).where(eq(inquiries.uuid, uuid));
  return row;
}
