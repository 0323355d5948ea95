import { STATIC_BOOKING_VALIDATION } from '@safari/contracts/messages';
import { seasonForDate, staticTourTotal } from '@safari/contracts/tours';
import { HttpError } from '../../lib/http-errors';
import * as repo from './repository';
import { cents, line, type PricingStrategy, type Quote } from './pricing';

// A static-tour booking (/book/{tourId}, docs/product.md#static-tours), priced again here with the formula the page
// shows: base × guests × the date's season multiplier, plus each chosen activity per guest.

export interface StaticTourOrder {
  tour_id: string;
  travel_date: string;
  guests: number;
  activity_ids: number[];
}

export interface StaticTourQuote extends Quote {
  activityTitles: string[];
}

const USD = { code: 'USD', rate: 1 };

export const staticTourPricing: PricingStrategy<StaticTourOrder, StaticTourQuote> = {
  async quote(db, order, today) {
    const m = STATIC_BOOKING_VALIDATION;
    if (order.travel_date < today) throw new HttpError(400, m.travelDatePast, { travel_date: m.travelDatePast });
    const wanted = [...new Set(order.activity_ids)];
    const tour = await repo.findStaticTourFacts(db, order.tour_id, wanted);
    if (!tour) throw new HttpError(404, m.invalidTour);
    // Only the tour's own activities come back: one of another tour is missing here.
    if (tour.activities.length !== wanted.length) throw new HttpError(400, m.activity, { activity_ids: m.activity });

    const season = seasonForDate(tour.seasons, order.travel_date);
    const multiplier = season?.price_multiplier ?? 1;
    const seasonName = season?.name ?? 'Standard';
    const total = staticTourTotal({
      basePrice: tour.basePrice,
      guests: order.guests,
      multiplier,
      activityPrices: tour.activities.map((a) => a.pricePerGuest),
    });
    return {
      item: { kind: 'tour', tourId: tour.id },
      title: tour.title,
      departure: null,
      startDate: order.travel_date,
      guests: order.guests,
      season: seasonName,
      seatTier: null,
      serviceClassId: null,
      genderId: null,
      countryId: null,
      currency: USD,
      total,
      lines: [
        line(`${tour.title}, ${seasonName} (×${multiplier}), per guest`, order.guests, cents(tour.basePrice * multiplier)),
        ...tour.activities.map((a) => line(a.title, order.guests, a.pricePerGuest)),
      ],
      terms: tour.terms,
      bookingNumber: tour.bookingNumber,
      activityTitles: tour.activities.map((a) => a.title),
    };
  },
};
