import type { TripCard } from '@safari/contracts/trip';

// The trip card's API shape, shared on purpose by the listing (trips) and the home search
// (search) with its columns (trip-cards-repository.ts): the two lists can never drift apart.

export type CategoryRef = TripCard['trip_categories'][number];

/** A row of the card columns (cardColumns in trip-cards-repository.ts). */
interface CardRow {
  id: number;
  uuid: string;
  name: string;
  banner: string;
  description: string;
  basePrice: number;
  durationDays: number;
  createdAt: Date;
  tripTypeName: string;
  destinationCount: number;
  lowestBudgetPrice: string | null;
  categories: CategoryRef[];
  ratingSummary: { average: number | null; count: number };
}

/** A card row as the API's card. */
export function toCard(r: CardRow): TripCard {
  return {
    uuid: r.uuid,
    name: r.name,
    banner: r.banner,
    description: r.description,
    base_price: Number(r.basePrice),
    first_budget_price: r.lowestBudgetPrice === null ? null : Number(r.lowestBudgetPrice),
    duration_days: r.durationDays,
    destination_count: Number(r.destinationCount),
    trip_type: { name: r.tripTypeName },
    trip_categories: r.categories,
    // Some drivers hand timestamps inside JSON or raw SQL back as strings.
    created_at: new Date(r.createdAt).toISOString(),
    rating: { average: r.ratingSummary.average === null ? null : Number(r.ratingSummary.average), count: Number(r.ratingSummary.count) },
  };
}

/** Card rows as API cards. */
export const toCards = (rows: CardRow[]): TripCard[] => rows.map(toCard);
