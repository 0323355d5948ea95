import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql, type SQL, type SQLWrapper, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingLines,
  bookings,
  countries,
  currencies,
  customPackageRequests,
  genders,
  bookingInstalments,
  idempotencyKeys,
  paymentTerms,
  seasons,
  serviceClasses,
  tourActivities,
  tourSeasons,
  tours,
  tripBudgets,
  tripDepartures,
  trips,
} from '../../db/schema/index';
import type { Instalment, PaymentTerms } from '@safari/contracts/payments/schedule';
import { enqueueEmailsQuery, type OutboxMessage } from '../outbox/repository';
import type { BudgetRow, PricedLine } from './pricing';

// The booking module's queries, for every kind of booking. Each kind finds what it books and
// prices in ONE query (the find* functions below); the writes are shared by all kinds.

/**
 * A correlated subquery as one value of the outer row. Built with the query builder, so its
 * columns are always written with their table: in the select list of a one-table query Drizzle
 * writes bare column names, and a bare "id" inside a subquery means the subquery's own table.
 */
const scalar = <T>(query: SQLWrapper) => sql<T>`(${query})`;

/**
 * The number of the booking about to be made, drawn with the facts it is priced from: its
 * reference and its structured communication are known before the write, so the e-mails, the
 * QR code and the stored answer are rendered whole. A refused booking leaves a gap in the
 * numbers, which references allow (invoice numbers are counted elsewhere, without gaps).
 */
const nextBookingNumber = sql<number>`nextval('booking_reference_seq')::int`;

/** The trip's own payment terms, else the site's (`trip` null: the site's, for static tours). */
const termsFor = (db: Db, trip: SQLWrapper | null) =>
  scalar<PaymentTerms>(
    db
      .select({
        terms: sql`json_build_object('depositPercent', ${paymentTerms.depositPercent}, 'balanceDaysBefore', ${paymentTerms.balanceDaysBefore})`,
      })
      .from(paymentTerms)
      .where(trip ? sql`${paymentTerms.tripId} = ${trip} or ${paymentTerms.tripId} is null` : sql`${paymentTerms.tripId} is null`)
      .orderBy(sql`${paymentTerms.tripId} nulls last`)
      .limit(1),
  );

/** The tour's chosen activities, by id, as a JSON list (empty when none). */
const activitiesOf = (db: Db, activityIds: number[]) =>
  scalar<Array<{ id: number; title: string; pricePerGuest: number }>>(
    db
      .select({
        list: sql`coalesce(json_agg(json_build_object('id', ${tourActivities.id}, 'title', ${tourActivities.title}, 'pricePerGuest', ${tourActivities.pricePerGuest}) order by ${tourActivities.id}), '[]'::json)`,
      })
      .from(tourActivities)
      .where(and(eq(tourActivities.tourId, tours.id), inArray(tourActivities.id, activityIds))),
  );

/**
 * What a package booking needs, in one query: the trip; the class, gender, country, currency and
 * departure it names (each null when there is no such row); the class's budget rows.
 */
export async function findPackageFacts(
  db: Db,
  q: { tripUuid: string; departureUuid: string | null; classId: number; genderId: number; countryId: number; currency: string },
) {
  const [row] = await db
    .select({
      tripId: trips.id,
      tripName: trips.name,
      maxGuests: trips.maxGuests,
      serviceClassName: serviceClasses.name,
      genderId: genders.id,
      countryId: countries.id,
      currencyCode: currencies.code,
      // Units per USD: the live rate when one was fetched, else the stored one.
      currencyRate: sql<number | null>`coalesce(${currencies.liveRate}, ${currencies.fallbackRate})::float8`,
      budgets: scalar<BudgetRow[] | null>(
        db
          .select({
            list: sql`json_agg(json_build_object('season', ${seasons.name}, 'serviceClassId', ${tripBudgets.serviceClassId}, 'quantity', ${tripBudgets.quantity}, 'price', ${tripBudgets.price}))`,
          })
          .from(tripBudgets)
          .innerJoin(seasons, eq(seasons.id, tripBudgets.seasonId))
          .where(and(eq(tripBudgets.tripId, trips.id), eq(tripBudgets.serviceClassId, q.classId))),
      ),
      departure: {
        id: tripDepartures.id,
        uuid: tripDepartures.uuid,
        startDate: tripDepartures.startDate,
        pricePerPerson: tripDepartures.pricePerPerson,
        status: tripDepartures.status,
      },
      terms: termsFor(db, trips.id),
      bookingNumber: nextBookingNumber,
    })
    .from(trips)
    .leftJoin(serviceClasses, eq(serviceClasses.id, q.classId))
    .leftJoin(genders, eq(genders.id, q.genderId))
    .leftJoin(countries, eq(countries.id, q.countryId))
    .leftJoin(currencies, eq(currencies.code, q.currency))
    .leftJoin(
      tripDepartures,
      q.departureUuid ? and(eq(tripDepartures.tripId, trips.id), eq(tripDepartures.uuid, q.departureUuid)) : sql`false`,
    )
    .where(and(eq(trips.uuid, q.tripUuid), eq(trips.isActive, true)));
  return row;
}

/** A static tour with the chosen ones of its activities and every season window, in one query. */
export async function findStaticTourFacts(db: Db, slug: string, activityIds: number[]) {
  const [row] = await db
    .select({
      id: tours.id,
      title: tours.title,
      basePrice: tours.basePrice,
      activities: activitiesOf(db, activityIds),
      seasons: scalar<Array<{ name: string; start_month_day: string; end_month_day: string; price_multiplier: number }>>(
        db
          .select({
            list: sql`coalesce(json_agg(json_build_object('name', ${tourSeasons.name}, 'start_month_day', ${tourSeasons.startMonthDay}, 'end_month_day', ${tourSeasons.endMonthDay}, 'price_multiplier', ${tourSeasons.priceMultiplier}) order by ${tourSeasons.sortOrder}, ${tourSeasons.id}), '[]'::json)`,
          })
          .from(tourSeasons),
      ),
      terms: termsFor(db, null),
      bookingNumber: nextBookingNumber,
    })
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.isActive, true)));
  return row;
}

/** An upcoming scheduled departure of a Kilimanjaro climb trip (trips.is_kilimanjaro_climb). */
export async function findClimbDeparture(db: Db, departureUuid: string, today: string) {
  const [row] = await db
    .select({
      id: tripDepartures.id,
      uuid: tripDepartures.uuid,
      startDate: tripDepartures.startDate,
      pricePerPerson: tripDepartures.pricePerPerson,
      tripId: trips.id,
      tripName: trips.name,
      durationDays: trips.durationDays,
      basePrice: trips.basePrice,
      terms: termsFor(db, trips.id),
      bookingNumber: nextBookingNumber,
    })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .where(
      and(
        eq(tripDepartures.uuid, departureUuid),
        eq(trips.isKilimanjaroClimb, true),
        eq(trips.isActive, true),
        eq(tripDepartures.status, 'scheduled'),
        gt(tripDepartures.startDate, today),
      ),
    );
  return row;
}

/**
 * Takes `guests` seats in one conditional UPDATE: it succeeds only while enough seats are
 * left, so concurrent bookings can never take more than there are (no read-then-write).
 */
export async function takeSeats(db: Db, departureId: number, guests: number) {
  const [row] = await db
    .update(tripDepartures)
    .set({ seatsLeft: sql`${tripDepartures.seatsLeft} - ${guests}` })
    .where(and(eq(tripDepartures.id, departureId), eq(tripDepartures.status, 'scheduled'), sql`${tripDepartures.seatsLeft} >= ${guests}`))
    .returning({ seatsLeft: tripDepartures.seatsLeft });
  return row;
}

/** The seats left now (a fresh read, for the answer to a booking that could not take its seats). */
export async function seatsLeft(db: Db, departureId: number): Promise<number> {
  const [row] = await db.select({ seatsLeft: tripDepartures.seatsLeft }).from(tripDepartures).where(eq(tripDepartures.id, departureId));
  return row?.seatsLeft ?? 0;
}

type NewBooking = typeof bookings.$inferInsert;
/** The e-mails of what is being written, rendered with `reference` where its reference goes. */
type EmailsQuoting = (reference: string) => OutboxMessage[];

/**
 * A custom package's reference is numbered inside the statement that writes its row, so what
 * quotes it (the e-mails) is rendered around a one-time placeholder that the same statement
 * replaces with it: the row and its e-mails commit together, in or out of a transaction.
 */
function quoting(reference: SQL<string>) {
  const placeholder = `{{reference-${randomBytes(12).toString('hex')}}}`;
  return { placeholder, fill: (text: string) => sql`replace(${text}, ${placeholder}, ${reference})` };
}

/** The answer to keep under a claimed idempotency key. */
interface AnswerToStore {
  scope: string;
  key: string;
  statusCode: number;
  response: unknown;
}

/**
 * A booking, its priced lines, its payment schedule, its e-mails and the answer kept under its
 * idempotency key, in ONE statement (the booking's number was drawn with its facts).
 */
export async function insertBooking(
  db: Db,
  values: NewBooking,
  lines: PricedLine[],
  schedule: readonly Instalment[],
  emails: OutboxMessage[],
  answer?: AnswerToStore,
): Promise<void> {
  const booking = db.$with('booking').as(db.insert(bookings).values(values).returning({ id: bookings.id }));
  const bookingId = sql`(select ${booking.id} from ${booking})`;
  const ctes: WithSubquery[] = [
    booking,
    db.$with('priced').as(
      db
        .insert(bookingLines)
        .values(lines.map((line) => ({ bookingId, ...line })))
        .returning({ id: bookingLines.id }),
    ),
  ];
  if (schedule.length > 0) {
    ctes.push(
      db.$with('scheduled').as(
        db
          .insert(bookingInstalments)
          .values(schedule.map((i) => ({ bookingId, kind: i.kind, amountMinor: i.amountMinor, dueDate: i.dueDate })))
          .returning({ id: bookingInstalments.id }),
      ),
    );
  }
  if (answer) {
    ctes.push(
      db.$with('answered').as(
        db
          .update(idempotencyKeys)
          .set({ statusCode: answer.statusCode, response: sql`${JSON.stringify(answer.response)}::jsonb` })
          .where(and(eq(idempotencyKeys.scope, answer.scope), eq(idempotencyKeys.key, answer.key)))
          .returning({ key: idempotencyKeys.key }),
      ),
    );
  }
  await enqueueEmailsQuery(
    db.with(...ctes),
    emails.map((m) => ({ ...m, html: m.html ?? null })),
  );
}

/** A trip open for booking and its upcoming scheduled departures (none: one row, departure null). */
export async function findTripDepartures(db: Db, tripUuid: string, today: string) {
  return db
    .select({
      tripId: trips.id,
      departure: {
        uuid: tripDepartures.uuid,
        startDate: tripDepartures.startDate,
        seatsTotal: tripDepartures.seatsTotal,
        seatsLeft: tripDepartures.seatsLeft,
        pricePerPerson: tripDepartures.pricePerPerson,
      },
    })
    .from(trips)
    .leftJoin(
      tripDepartures,
      and(eq(tripDepartures.tripId, trips.id), eq(tripDepartures.status, 'scheduled'), gt(tripDepartures.startDate, today)),
    )
    .where(and(eq(trips.uuid, tripUuid), eq(trips.isActive, true)))
    .orderBy(asc(tripDepartures.startDate));
}

export type KeyClaim = { kind: 'new' } | { kind: 'replay'; statusCode: number; response: unknown } | { kind: 'mismatch' };

/**
 * Claims an idempotency key inside the caller's transaction. A concurrent twin's INSERT waits
 * on the key until the first transaction ends: then it either finds the committed answer to
 * replay, or (the first rolled back) claims the key itself.
 */
export async function claimKey(tx: Db, scope: string, key: string, hash: string): Promise<KeyClaim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, statusCode: 0, response: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'new' };
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing || existing.requestHash !== hash) return { kind: 'mismatch' };
  return { kind: 'replay', statusCode: existing.statusCode, response: existing.response };
}

/** The active tours of a custom package and the chosen ones of their activities, in one query. */
export async function findCustomPackageItems(db: Db, slugs: string[], activityIds: number[]) {
  return db
    .select({
      id: tours.id,
      title: tours.title,
      basePrice: tours.basePrice,
      duration: tours.duration,
      activities: activitiesOf(db, activityIds),
    })
    .from(tours)
    .where(and(inArray(tours.slug, slugs), eq(tours.isActive, true)));
}

type NewCustomPackage = Omit<typeof customPackageRequests.$inferInsert, 'reference'>;

/**
 * A custom package request, CP-{year}-{number} (a request to quote, numbered with the
 * inquiries), and its two e-mails in one statement.
 */
export async function insertCustomPackage(db: Db, values: NewCustomPackage, year: string, emails: EmailsQuoting) {
  const request = db.$with('request').as(
    db
      .insert(customPackageRequests)
      .values({ ...values, reference: sql`'CP-' || ${year} || '-' || lpad(nextval('inquiry_reference_seq')::text, 6, '0')` })
      .returning({ uuid: customPackageRequests.uuid, reference: customPackageRequests.reference }),
  );
  const reference = sql<string>`(select ${request.reference} from ${request})`;
  const q = quoting(reference);
  const messages = emails(q.placeholder).map((m) => ({
    ...m,
    subject: q.fill(m.subject),
    text: q.fill(m.text),
    html: m.html == null ? null : q.fill(m.html),
  }));
  const rows = await enqueueEmailsQuery(db.with(request), messages).returning({
    reference,
    uuid: sql<string>`(select ${request.uuid} from ${request})`,
  });
  return rows[0]!;
}
