import type { TripDetail } from '@safari/contracts/trip';
import { toCard, toCards } from '../catalogue/trip-cards';
import type { TripCardsPageRows, TripDetailRow } from './repository';

// The trips module's rows become wire shapes here, and only here: the cards are the catalogue's
// one definition (catalogue/trip-cards.ts), the detail adds what only the trip page shows.

export const tripCardsPage = ({ rows, total }: TripCardsPageRows) => ({ trips: toCards(rows), total: Number(total) });

export const tripDetail = (row: TripDetailRow): TripDetail => ({
  ...toCard(row),
  highlights: row.highlights,
  max_guests: row.maxGuests,
  // numeric comes back from JSON as a number already; Number() keeps it one either way.
  budgets: row.budgets.map((b) => ({ ...b, price: Number(b.price) })),
  trip_points: row.points,
  trip_addons: row.addons,
  trip_not_addons: row.notAddons,
  destinations: row.destinations,
  payment_terms: row.paymentTerms,
});
