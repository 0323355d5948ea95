import type { FastifyInstance } from 'fastify';
import { BOOKING_TEXTS, type BookingConfirmation, type BookingRequestBody, type Departure } from '@safari/contracts/booking';
import type { ClimbReservation, ClimbReservationInput } from '@safari/contracts/climbs';
import type { TourBookingConfirmation } from '@safari/contracts/tours';
import { todayIn } from '@safari/contracts/calendar';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { ReadCache } from '../../lib/read-cache';
import { bookingEmails, climbMail, packageMail, staticTourMail, type BookingMail } from './emails';
import { travellerNamed, travellerOf, type Booked, type Traveller } from './facts';
import { requestHash } from './idempotency';
import { climbReservation, departureView, packageConfirmation, staticTourConfirmation } from './mappers';
import type { PricingStrategy, Quote } from './pricing';
import { climbPricing, type ClimbOrder, type ClimbQuote } from './climb-pricing';
import { packagePricing, type PackageQuote } from './package-pricing';
import { staticTourPricing, type StaticTourOrder, type StaticTourQuote } from './static-tour-pricing';
import * as repo from './repository';
import { invalidateSeats } from './seats-cache';
import { bankAccountOf, cardPaymentsOn, type BankAccount } from '../payments/bank-account';
import { paymentInstructions } from '../payments/instructions';
import { bookingMoney } from './booking-money';

// The one booking service: a package, a static tour and a Kilimanjaro climb are
// priced by their strategy and then booked by `book` below, the same way for all of them.

export interface BookingDeps {
  db: Db;
  timeZone: string;
  operatorEmail: string;
  /** After the commit: the outbox sends the e-mails now… */
  outbox: { kick(): void };
  /** …and pages that show the seats taken are rendered again. */
  readCache: ReadCache;
  /** The account travellers pay by transfer. */
  bank: BankAccount;
  /** The site takes cards (Stripe is configured): the answer offers the card button. */
  cardPayment: boolean;
}

export const bookingDeps = (app: FastifyInstance): BookingDeps => ({
  db: app.database.db,
  timeZone: app.config.OPERATOR_TIME_ZONE,
  operatorEmail: app.config.OPERATOR_EMAIL,
  outbox: app.outbox,
  readCache: app.readCache,
  bank: bankAccountOf(app.config),
  cardPayment: cardPaymentsOn(app.config),
});

/** A kind of booking: how it is priced, what its e-mails say and what its endpoint answers. */
interface BookingKind<Order, Q extends Quote, Answer> {
  pricing: PricingStrategy<Order, Q>;
  /** Whether the order takes a departure's seats (known before its quote: the write is then a transaction). */
  takesSeats(order: Order): boolean;
  mail(quote: Q, booked: Booked, traveller: Traveller): BookingMail;
  answer(quote: Q, booked: Booked, traveller: Traveller): Answer;
}

const PACKAGE: BookingKind<BookingRequestBody, PackageQuote, BookingConfirmation> = {
  pricing: packagePricing,
  // trip_group_uuid is the SPEC's wire name for a departure; empty: a private date.
  takesSeats: (input) => input.trip_group_uuid !== '',
  mail: packageMail,
  answer: packageConfirmation,
};
const STATIC_TOUR: BookingKind<StaticTourOrder, StaticTourQuote, TourBookingConfirmation> = {
  pricing: staticTourPricing,
  takesSeats: () => false,
  mail: staticTourMail,
  answer: staticTourConfirmation,
};
const CLIMB: BookingKind<ClimbOrder, ClimbQuote, ClimbReservation> = {
  pricing: climbPricing,
  takesSeats: () => true,
  mail: climbMail,
  answer: climbReservation,
};

interface Idempotency {
  scope: string;
  key: string;
  hash: string;
}

/**
 * Books any kind, in as few statements as it takes (counted in statements.test.ts): the quote
 * (one query), the departure's seats (one conditional UPDATE) and the booking with its
 * reference, lines, two e-mails and the answer kept under its idempotency key (one statement).
 * A transaction holds them together only when there is more than one write: seats to take or a
 * key to claim; a booking of a private date or a static tour is one read and one atomic write.
 * Kicks the outbox after the commit.
 */
async function book<Order, Q extends Quote, Answer>(
  deps: BookingDeps,
  kind: BookingKind<Order, Q, Answer>,
  order: Order,
  traveller: Traveller,
  opts: { userId: number | null; idempotency?: Idempotency },
): Promise<{ statusCode: number; answer: Answer }> {
  const today = todayIn(deps.timeZone);
  const key = opts.idempotency;
  const atomic = key !== undefined || kind.takesSeats(order);

  const run = async (db: Db) => {
    if (key) {
      const claim = await repo.claimKey(db, key.scope, key.key, key.hash);
      if (claim.kind === 'mismatch') throw new HttpError(422, BOOKING_TEXTS.idempotencyMismatch);
      if (claim.kind === 'replay')
        return { statusCode: claim.statusCode, answer: claim.response as Answer, wrote: false, tookSeats: false };
    }

    const quote = await kind.pricing.quote(db, order, today);
    let seatsLeft: number | null = null;
    if (quote.departure) {
      if (!atomic) throw new Error('A booking that takes seats runs in a transaction: takesSeats must say so.');
      const taken = await repo.takeSeats(db, quote.departure.id, quote.guests);
      if (!taken) {
        const left = await repo.seatsLeft(db, quote.departure.id);
        throw new HttpError(409, left === 0 ? BOOKING_TEXTS.soldOut : BOOKING_TEXTS.seatsLeft(left));
      }
      seatsLeft = taken.seatsLeft;
    }

    const money = bookingMoney(quote, today);
    const payment = paymentInstructions({ ...money, paidMinor: 0 }, deps.bank, today, deps.cardPayment);
    const booked: Booked = { reference: money.reference, seatsLeft, payment };
    const answer = kind.answer(quote, booked, traveller);
    await repo.insertBooking(
      db,
      {
        reference: money.reference,
        kind: quote.item.kind,
        tripId: quote.item.kind === 'package' ? quote.item.tripId : null,
        tourId: quote.item.kind === 'tour' ? quote.item.tourId : null,
        departureId: quote.departure?.id ?? null,
        userId: opts.userId,
        serviceClassId: quote.serviceClassId,
        guests: quote.guests,
        startDate: quote.startDate,
        season: quote.season,
        seatTier: quote.seatTier,
        totalPrice: quote.total,
        currencyCode: money.currency,
        currencyRate: money.rate,
        totalMinor: money.totalMinor,
        paymentReference: money.paymentReference,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        email: traveller.email,
        phone: traveller.phone,
        genderId: quote.genderId,
        countryId: quote.countryId,
        note: traveller.note,
      },
      quote.lines,
      money.schedule,
      bookingEmails(kind.mail(quote, booked, traveller), booked, traveller, deps.operatorEmail),
      key && { scope: key.scope, key: key.key, statusCode: 201, response: answer },
    );
    return { statusCode: 201, answer, wrote: true, tookSeats: quote.departure !== null };
  };
  const result = atomic ? await deps.db.transaction(run) : await run(deps.db);

  if (result.wrote) deps.outbox.kick();
  // After the commit: inside the transaction a page rendered in between would read the old count.
  if (result.tookSeats) await invalidateSeats(deps.readCache);
  return { statusCode: result.statusCode, answer: result.answer };
}

/** POST /save_booking: a package on a chosen date or a departure; idempotent with a key. */
export function bookPackage(deps: BookingDeps, input: BookingRequestBody, opts: { userId: number | null; idempotencyKey: string | null }) {
  const idempotency = opts.idempotencyKey ? { scope: 'save_booking', key: opts.idempotencyKey, hash: requestHash(input) } : undefined;
  return book(deps, PACKAGE, input, travellerOf(input), { userId: opts.userId, idempotency });
}

/** POST /book-tour: a static tour (/book/{tourId}). */
export async function bookStaticTour(
  deps: BookingDeps,
  input: StaticTourOrder & { name: string; email: string; phone: string },
  userId: number | null,
): Promise<TourBookingConfirmation> {
  return (await book(deps, STATIC_TOUR, input, travellerNamed(input), { userId })).answer;
}

/** POST /climbs/:id/reserve: 'Reserve Spot' on a Kilimanjaro group climb (a departure). */
export async function reserveClimb(
  deps: BookingDeps,
  departureUuid: string,
  input: Required<Pick<ClimbReservationInput, 'name' | 'email' | 'phone'>> & { seats: number },
  userId: number | null,
): Promise<ClimbReservation> {
  return (await book(deps, CLIMB, { departureUuid, seats: input.seats }, travellerNamed(input), { userId })).answer;
}

/** GET /trips/:id/departures: a bookable trip's upcoming scheduled departures; undefined: no such trip. */
export async function listDepartures(deps: Pick<BookingDeps, 'db' | 'timeZone'>, tripUuid: string): Promise<Departure[] | undefined> {
  const rows = await repo.findTripDepartures(deps.db, tripUuid, todayIn(deps.timeZone));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.departure ? [departureView(row.departure)] : []));
}
