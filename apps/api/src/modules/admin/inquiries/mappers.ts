import type { AdminInquiryDetail, AdminInquiryRow } from '@safari/contracts/admin-inquiries';
import { BUDGET_OPTIONS } from '@safari/contracts/inquiry';
import { iso, isoOrNull } from '../paging';
import type { InquiryEventRow, InquiryFacts, InquiryListRow } from './repository';

export const toRow = (r: InquiryListRow): AdminInquiryRow => ({
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

/** Everything the inquiry screen shows: what the traveller sent and what the staff did since. */
export const toDetail = (row: InquiryListRow, facts: InquiryFacts, events: InquiryEventRow[]): AdminInquiryDetail => ({
  ...toRow(row),
  phone: facts.phone,
  country: facts.country,
  trip_type: facts.tripType,
  service_class: facts.serviceClass,
  end_date: facts.endDate,
  budget: BUDGET_OPTIONS.find((o) => o.value === facts.budget)?.label ?? facts.budget,
  message: facts.message,
  destinations: facts.destinations,
  locations: facts.locations,
  history: events.map((e) => ({
    id: e.id,
    kind: e.kind,
    author: e.authorUuid ? { uuid: e.authorUuid, name: e.authorName ?? '', email: e.authorEmail ?? '' } : null,
    body: e.body,
    meta: e.meta,
    email_status: e.emailStatus,
    created_at: iso(e.createdAt),
  })),
});
