import { HttpError } from '../../lib/http-errors';
import * as repo from './repository';
import { line, type PricingStrategy, type Quote } from './pricing';

// 'Reserve Spot' on a Kilimanjaro group climb (docs/product.md#kilimanjaro): a climb is a scheduled
// departure of a Kilimanjaro trip, so its spots are the departure's seats; each costs the
// departure's price per person (else the trip's base price).

export interface ClimbOrder {
  departureUuid: string;
  seats: number;
}

export interface ClimbQuote extends Quote {
  route: string;
  durationDays: number;
}

/** '7-Day Kilimanjaro Machame Route' → 'Machame'; 'Northern Circuit' keeps both words. */
export const routeName = (tripName: string) => /kilimanjaro\s+(.+?)\s+route/i.exec(tripName)?.[1] ?? tripName.replace(/^\d+-Day\s+/i, '');

export const climbPricing: PricingStrategy<ClimbOrder, ClimbQuote> = {
  async quote(db, order, today) {
    const climb = await repo.findClimbDeparture(db, order.departureUuid, today);
    if (!climb) throw new HttpError(404, 'This climb is no longer scheduled. Please choose another date.');
    const route = routeName(climb.tripName);
    const priced = line(`${route} group climb, per climber`, order.seats, climb.pricePerPerson ?? climb.basePrice);
    return {
      item: { kind: 'package', tripId: climb.tripId },
      title: climb.tripName,
      departure: { id: climb.id, uuid: climb.uuid },
      startDate: climb.startDate,
      guests: order.seats,
      season: 'Group climb',
      seatTier: null,
      serviceClassId: null,
      genderId: null,
      countryId: null,
      currency: { code: 'USD', rate: 1 },
      total: priced.amount,
      lines: [priced],
      terms: climb.terms,
      bookingNumber: climb.bookingNumber,
      route,
      durationDays: climb.durationDays,
    };
  },
};
