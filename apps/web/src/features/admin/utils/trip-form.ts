import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { GROUP_TIERS } from '@safari/contracts/constants';
import { tripBudgetInput, tripCreateInput, type AdminTripDetail, type TripCreateInput } from '@safari/contracts/admin-catalogue';
import type { CatalogueOptions } from '../api/get-catalogue-options';

/**
 * The trip form's values: the shared create schema, with two shapes a form edits more easily —
 * highlights as lines of text, and the budget table as every season × class × group size cell
 * (an empty cell is a price the trip does not offer).
 */
export const tripForm = tripCreateInput.omit({ highlights: true, budgets: true }).extend({
  highlights_text: z.string().max(5000),
  budget_grid: z.array(tripBudgetInput.extend({ price: tripBudgetInput.shape.price.nullable() })),
  is_active: z.boolean(),
  is_kilimanjaro_climb: z.boolean(),
});
export type TripFormInput = z.input<typeof tripForm>;
export type TripFormOutput = z.output<typeof tripForm>;
/** The trip form, as its sections (itinerary, budget table…) register into it. */
export type TripFormApi = UseFormReturn<TripFormInput, unknown, TripFormOutput>;

const blankTrip = {
  name: '',
  slug: undefined,
  description: '',
  base_price: 0,
  trip_type_id: 0,
  duration_days: 1,
  max_guests: 12,
  is_active: false,
  is_kilimanjaro_climb: false,
  points: [],
  category_ids: [],
  included_addon_ids: [],
  excluded_addon_ids: [],
  destination_ids: [],
};

/** The form's starting values: the trip as stored, or a blank draft, with the whole budget grid. */
export function tripFormValues(options: CatalogueOptions, trip?: AdminTripDetail): TripFormInput {
  const budget_grid = options.seasons.flatMap((season) =>
    options.service_classes.flatMap((serviceClass) =>
      GROUP_TIERS.map((quantity) => ({
        season_id: season.id,
        service_class_id: serviceClass.id,
        quantity,
        price:
          trip?.budgets.find((b) => b.season_id === season.id && b.service_class_id === serviceClass.id && b.quantity === quantity)
            ?.price ?? null,
      })),
    ),
  );
  if (!trip) return { ...blankTrip, trip_type_id: options.trip_types[0]?.id ?? 0, highlights_text: '', budget_grid };
  return {
    name: trip.name,
    slug: trip.slug,
    description: trip.description,
    base_price: trip.base_price,
    trip_type_id: trip.trip_type_id,
    duration_days: trip.duration_days,
    max_guests: trip.max_guests,
    is_active: trip.is_active,
    is_kilimanjaro_climb: trip.is_kilimanjaro_climb,
    points: trip.points.map(({ title, description }) => ({ title, description })),
    category_ids: trip.category_ids,
    included_addon_ids: trip.included_addon_ids,
    excluded_addon_ids: trip.excluded_addon_ids,
    destination_ids: trip.destination_ids,
    highlights_text: trip.highlights.join('\n'),
    budget_grid,
  };
}

/** What the API takes: highlights one per line, only the budget cells with a price. */
export function tripPayload({ highlights_text, budget_grid, ...fields }: TripFormOutput): TripCreateInput {
  return {
    ...fields,
    highlights: highlights_text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    budgets: budget_grid.flatMap(({ price, ...cell }) => (price === null ? [] : [{ ...cell, price }])),
  };
}
