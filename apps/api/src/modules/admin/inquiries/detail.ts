import { eq, sql } from 'drizzle-orm';
import type { AdminInquiryDetail } from '@safari/contracts/admin-inquiries';
import { BUDGET_OPTIONS } from '@safari/contracts/inquiry';
import type { Db } from '../../../db/client';
import { categories, countries, destinations, inquiries, inquiryDestinations, inquiryLocations, locations, serviceClasses } from '../../../db/schema/index';
import { iso } from '../paging';
import { findRow, listEvents, toRow } from './repository';

const destinationNames = sql<string[]>`(select coalesce(json_agg(d.name order by d.name), '[]'::json)
  from ${inquiryDestinations} x join ${destinations} d on d.id = x.destination_id where x.inquiry_id = ${inquiries.id})`;
const locationNames = sql<string[]>`(select coalesce(json_agg(l.name order by l.name), '[]'::json)
  from ${inquiryLocations} x join ${locations} l on l.id = x.location_id where x.inquiry_id = ${inquiries.id})`;

/** Everything the inquiry screen shows: what the traveller sent and what the staff did since. */
export async function loadInquiryDetail(db: Db, uuid: string): Promise<AdminInquiryDetail | null> {
  const row = await findRow(db, uuid);
  if (!row) return null;
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
    .where(eq(inquiries.id, row.id));
  const events = await listEvents(db, row.id);
  return {
    ...toRow(row),
    phone: facts!.phone,
    country: facts!.country,
    trip_type: facts!.tripType,
    service_class: facts!.serviceClass,
    end_date: facts!.endDate,
    budget: BUDGET_OPTIONS.find((o) => o.value === facts!.budget)?.label ?? facts!.budget,
    message: facts!.message,
    destinations: facts!.destinations,
    locations: facts!.locations,
    history: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      author: e.authorUuid ? { uuid: e.authorUuid, name: e.authorName ?? '', email: e.authorEmail ?? '' } : null,
      body: e.body,
      meta: e.meta,
      email_status: e.emailStatus,
      created_at: iso(e.createdAt),
    })),
  };
}
