import type { TripCard } from '@safari/contracts/trip';

let sequence = 0;

/** A trip as the listing and the carousel receive it; each call gets a new uuid, name and banner. */
export function makeTripCard(overrides: Partial<TripCard> = {}): TripCard {
  sequence += 1;
  return {
    uuid: `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`,
    name: `Trip ${sequence}`,
    banner: `/media/trips/trip-${sequence}.svg`,
    description: '<p>Days on the plains &amp; nights under canvas.</p>',
    base_price: 1000 + sequence,
    first_budget_price: null,
    duration_days: 5,
    destination_count: 2,
    trip_type: { name: 'Cultural Tour' },
    trip_categories: [],
    created_at: '2026-11-01T00:00:00.000Z',
    rating: { average: null, count: 0 },
    ...overrides,
  };
}
