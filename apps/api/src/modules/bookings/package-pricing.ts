import { isFromTomorrow, BOOKING_TEXTS, type BookingRequestBody } from '@safari/contracts/booking';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { priceBooking, type PricingStrategy, type Quote } from './pricing';
import * as repo from './repository';

// A catalogue package (docs/product.md#prices), on a date of the traveller's choosing or on one of the
// trip's scheduled departures, priced from the trip's budget table (or the departure's price).

export interface PackageQuote extends Quote {
  serviceClassName: string;
}

export const packagePricing: PricingStrategy<BookingRequestBody, PackageQuote> = {
  async quote(db, input, today) {
    // The SPEC's wire name for a departure is trip_group_uuid; empty: a private trip.
    const departureUuid = input.trip_group_uuid || null;
    const facts = await repo.findPackageFacts(db, {
      tripUuid: input.trip_uuid,
      departureUuid,
      classId: input.class_id,
      genderId: input.gender,
      countryId: input.country,
      currency: input.currency,
    });
    if (!facts) throw new HttpError(404, 'Package not found');
    if (facts.serviceClassName === null || facts.genderId === null || facts.countryId === null)
      throw new HttpError(400, BOOKING_VALIDATION.invalidOption);
    const tooMany = BOOKING_TEXTS.tooManyGuests(facts.maxGuests);
    if (input.guest_count > facts.maxGuests) throw new HttpError(400, tooMany, { guest_count: tooMany });

    const departure = departureUuid ? facts.departure : null;
    if (departureUuid && departure?.status !== 'scheduled')
      throw new HttpError(404, 'This departure is no longer offered. Please choose another date.');
    const startDate = departure?.startDate ?? input.start_date;
    if (!isFromTomorrow(startDate, today))
      throw new HttpError(400, BOOKING_VALIDATION.startDate, { start_date: BOOKING_VALIDATION.startDate });

    const pricing = priceBooking({
      startDate,
      guests: input.guest_count,
      serviceClassId: input.class_id,
      serviceClassName: facts.serviceClassName,
      budgets: facts.budgets ?? [],
      departurePricePerPerson: departure?.pricePerPerson,
    });
    if (!pricing.ok) throw new HttpError(422, BOOKING_TEXTS.noPrice);

    return {
      item: { kind: 'package', tripId: facts.tripId },
      title: facts.tripName,
      departure: departure ? { id: departure.id, uuid: departure.uuid } : null,
      startDate,
      guests: input.guest_count,
      season: pricing.season,
      seatTier: pricing.tier,
      serviceClassId: input.class_id,
      serviceClassName: facts.serviceClassName,
      genderId: input.gender,
      countryId: input.country,
      currency:
        facts.currencyCode !== null && facts.currencyRate !== null
          ? { code: facts.currencyCode, rate: facts.currencyRate }
          : { code: 'USD', rate: 1 },
      total: pricing.total,
      lines: pricing.lines,
      terms: facts.terms,
      bookingNumber: facts.bookingNumber,
    };
  },
};
