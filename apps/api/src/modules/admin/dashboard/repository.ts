import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, inquiries, outboxEmails, tripDepartures, trips } from '../../../db/schema/index';
import { overdue } from '../inquiries/repository';
import { countPendingRatings, countPendingTestimonials } from '../moderation/repository';
import { retrying } from '../outbox/repository';
import { countAll } from '../paging-repository';

/** A departure is "filling up" from three quarters of its seats sold (sold out included): 4 × sold ≥ 3 × total, in integers. */

/** The first day of the month of `today` and of the next month, yyyy-MM-dd. */
export function monthBounds(today: string): { start: string; next: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: `${today.slice(0, 7)}-01`, next: `${next}-01` };
}

/**
 * What needs the operator today, in a handful of counting queries. The month is the operator's
 * calendar month: its bounds are midnight in OPERATOR_TIME_ZONE, turned into instants by SQL.
 */
export async function countDashboard(db: Db, today: string, timeZone: string) {
  const { start, next } = monthBounds(today);
  const at = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const [[waiting], [month], filling, [mail], testimonials, ratings] = await Promise.all([
    db
      .select({ waiting: countAll, overdue: sql<number>`count(*) filter (where ${overdue})::int` })
      .from(inquiries)
      .where(inArray(inquiries.status, ['new', 'in_progress'])),
    db
      .select({ count: countAll, value: sql<string>`coalesce(sum(${bookings.totalPrice}), 0)::text` })
      .from(bookings)
      .where(and(ne(bookings.status, 'cancelled'), gte(bookings.createdAt, at(start)), lt(bookings.createdAt, at(next)))),
    db
      .select({ departure: tripDepartures, tripUuid: trips.uuid, tripName: trips.name })
      .from(tripDepartures)
      .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
      .where(
        and(
          eq(tripDepartures.status, 'scheduled'),
          gte(tripDepartures.startDate, today),
          sql`4 * (${tripDepartures.seatsTotal} - ${tripDepartures.seatsLeft}) >= 3 * ${tripDepartures.seatsTotal}`,
        ),
      )
      .orderBy(asc(tripDepartures.startDate), asc(tripDepartures.id))
      .limit(10),
    db
      .select({
        failed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'failed')::int`,
        retrying: sql<number>`count(*) filter (where ${retrying})::int`,
      })
      .from(outboxEmails)
      .where(inArray(outboxEmails.status, ['failed', 'pending'])),
    countPendingTestimonials(db),
    countPendingRatings(db),
  ]);
  return { waiting, month, filling, mail, testimonials, ratings };
}
