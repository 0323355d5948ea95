import { and, asc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InquiryStatus } from '@safari/contracts/admin-inquiries';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import type { Db } from '../../../db/client';
import {
  categories,
  countries,
  destinations,
  inquiries,
  inquiryDestinations,
  inquiryEvents,
  inquiryLocations,
  locations,
  outboxEmails,
  serviceClasses,
  users,
} from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

const assignee = alias(users, 'assignee');

const firstReplyAt = sql<
  Date | string | null
>`(select min(e.created_at) from ${inquiryEvents} e where e.inquiry_id = ${inquiries.id} and e.kind = 'reply')`;

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
export type InquiryListRow = Awaited<ReturnType<typeof selectRows>>[number];

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
    selectRows(db)
      .where(where)
      .orderBy(...ordered(f.order, sortColumn, inquiries.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(inquiries).leftJoin(assignee, eq(assignee.id, inquiries.assignedTo)).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
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
  await tx
    .update(inquiries)
    .set({ updatedAt: sql`now()` })
    .where(eq(inquiries.id, values.inquiryId));
}

const author = alias(users, 'author');

const destinationNames = sql<string[]>`(select coalesce(json_agg(d.name order by d.name), '[]'::json)
  from ${inquiryDestinations} x join ${destinations} d on d.id = x.destination_id where x.inquiry_id = ${inquiries.id})`;
const locationNames = sql<string[]>`(select coalesce(json_agg(l.name order by l.name), '[]'::json)
  from ${inquiryLocations} x join ${locations} l on l.id = x.location_id where x.inquiry_id = ${inquiries.id})`;

/** What the traveller sent, with the names of what they chose. */
export async function findFacts(db: Db, inquiryId: number) {
  const [facts] = await db
    .select({
      phone: inquiries.phone,
      endDate: inquiries.endDate,
      budget: inquiries.budget,
      message: inquiries.message,
      country: countries.name,
      tripType: categories.name,
      serviceClass: serviceClasses.name,
      destinations: destinationNames,
      locations: locationNames,
    })
    .from(inquiries)
    .leftJoin(countries, eq(countries.id, inquiries.countryId))
    .leftJoin(categories, eq(categories.id, inquiries.tripTypeId))
    .leftJoin(serviceClasses, eq(serviceClasses.id, inquiries.serviceClassId))
    .where(eq(inquiries.id, inquiryId));
  return facts;
}

export type InquiryFacts = NonNullable<Awaited<ReturnType<typeof findFacts>>>;

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

export type InquiryEventRow = Awaited<ReturnType<typeof listEvents>>[number];

export async function findRow(db: Db, uuid: string) {
  const [row] = await selectRows(db).where(eq(inquiries.uuid, uuid));
  return row;
}
