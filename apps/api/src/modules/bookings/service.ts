import { normaliseEmail } from '@safari/contracts/auth';
import { isFromTomorrow, BOOKING_TEXTS, type BookingConfirmation, type BookingRequestBody } from '@safari/contracts/booking';
import { todayIn } from '@safari/contracts/calendar';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { enqueueEmail } from '../outbox/repository';
import { operatorBookingEmail, travellerBookingEmail } from './emails';
import { claimKey, requestHash, storeAnswer } from './idempotency';
import { priceBooking } from './pricing';
import * as repo from './repository';

/** The parsed request body (the shared schema's output). */
export type BookingInput = BookingRequestBody;

export interface BookingDeps {
  db: Db;
  timeZone: string;
  operatorEmail: string;
}

export interface BookingAnswer {
  statusCode: number;
  confirmation: BookingConfirmation;
}

const SCOPE = 'save_booking';

/**
 * A package booking, all in one transaction: the idempotency key, the seats of a departure,
 * the priced booking and its two e-mails commit together or not at all.
 */
export async function createBooking(
  deps: BookingDeps,
  input: BookingInput,
  opts: { userId: number | null; idempotencyKey: string | null },
): Promise<BookingAnswer> {
  const today = todayIn(deps.timeZone);
  const hash = requestHash(input);
  return deps.db.transaction(async (tx) => {
    if (opts.idempotencyKey) {
      const claim = await claimKey(tx, SCOPE, opts.idempotencyKey, hash);
      if (claim.kind === 'mismatch') throw new HttpError(422, BOOKING_TEXTS.idempotencyMismatch);
      if (claim.kind === 'replay') return { statusCode: claim.statusCode, confirmation: claim.response as BookingConfirmation };
    }

    const trip = await repo.findBookableTrip(tx, input.trip_uuid);
    if (!trip) throw new HttpError(404, 'Package not found');
    const serviceClass = await repo.findBookingOptions(tx, { classId: input.class_id, genderId: input.gender, countryId: input.country });
    if (!serviceClass) throw new HttpError(400, BOOKING_VALIDATION.invalidOption);
    if (input.guest_count > trip.maxGuests) throw new HttpError(400, BOOKING_TEXTS.tooManyGuests(trip.maxGuests), { guest_count: BOOKING_TEXTS.tooManyGuests(trip.maxGuests) });

    let startDate = input.start_date;
    let departure: { id: number; uuid: string; seatsLeft: number; price: number | null } | null = null;
    if (input.trip_group_uuid) {
      const found = await repo.findDeparture(tx, trip.id, input.trip_group_uuid);
      if (!found || found.status !== 'scheduled') throw new HttpError(404, 'This departure is no longer offered. Please choose another date.');
      startDate = found.startDate;
      departure = { id: found.id, uuid: found.uuid, seatsLeft: found.seatsLeft, price: found.pricePerPerson };
    }
    if (!isFromTomorrow(startDate, today)) throw new HttpError(400, BOOKING_VALIDATION.startDate, { start_date: BOOKING_VALIDATION.startDate });

    const pricing = priceBooking({
      startDate,
      guests: input.guest_count,
      serviceClassId: input.class_id,
      serviceClassName: serviceClass.name,
      budgets: await repo.findBudgets(tx, trip.id),
      departurePricePerPerson: departure?.price,
    });
    if (!pricing.ok) throw new HttpError(422, BOOKING_TEXTS.noPrice);

    if (departure) {
      const taken = await repo.takeSeats(tx, departure.id, input.guest_count);
      if (!taken) {
        const left = (await repo.findDeparture(tx, trip.id, departure.uuid))?.seatsLeft ?? 0;
        throw new HttpError(409, left === 0 ? BOOKING_TEXTS.soldOut : BOOKING_TEXTS.seatsLeft(left));
      }
      departure.seatsLeft = taken.seatsLeft;
    }

    const currency = (await repo.findCurrencyRate(tx, input.currency)) ?? { code: 'USD', rate: 1 };
    const email = normaliseEmail(input.email);
    const booking = await repo.insertBooking(
      tx,
      {
        tripId: trip.id,
        departureId: departure?.id ?? null,
        userId: opts.userId,
        serviceClassId: input.class_id,
        guests: input.guest_count,
        startDate,
        season: pricing.season,
        seatTier: pricing.tier,
        totalPrice: pricing.total,
        currencyCode: currency.code,
        currencyRate: currency.rate,
        firstName: input.fname,
        lastName: input.lname,
        email,
        phone: input.phone,
        genderId: input.gender,
        countryId: input.country,
        note: input.note,
      },
      today.slice(0, 4),
      pricing.lines,
    );

    const customerName = `${input.fname} ${input.lname}`;
    const facts = {
      reference: booking.reference,
      customerName,
      email,
      phone: input.phone,
      tripName: trip.name,
      startDate,
      guests: input.guest_count,
      serviceClass: serviceClass.name,
      season: pricing.season,
      totalUsd: pricing.total,
      currencyCode: currency.code,
      currencyRate: currency.rate,
      note: input.note,
      departure: departure !== null,
    };
    await enqueueEmail(tx, { kind: 'booking-traveller', to: email, ...travellerBookingEmail(facts) });
    await enqueueEmail(tx, { kind: 'booking-operator', to: deps.operatorEmail, ...operatorBookingEmail(facts) });

    const confirmation: BookingConfirmation = {
      reference: booking.reference,
      customer_name: customerName,
      trip_name: trip.name,
      total_price: pricing.total,
      currency_code: currency.code,
      currency_rate: currency.rate,
      start_date: startDate,
      guests: input.guest_count,
      season: pricing.season,
      service_class: serviceClass.name,
      departure: departure ? { uuid: departure.uuid, seats_left: departure.seatsLeft } : null,
    };
    if (opts.idempotencyKey) await storeAnswer(tx, SCOPE, opts.idempotencyKey, 201, confirmation);
    return { statusCode: 201, confirmation };
  });
}
