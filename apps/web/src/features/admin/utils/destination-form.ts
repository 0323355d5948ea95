import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  destinationActivityInput,
  destinationCreateInput,
  destinationFactInput,
  type AdminDestinationDetail,
} from '@safari/contracts/admin-catalogue';
import type { CatalogueOptions } from '../api/get-catalogue-options';

/** The destination form's values: the shared schema, with the lists and the flag every saved destination has. */
export const destinationForm = destinationCreateInput.extend({
  is_active: z.boolean(),
  category_ids: z.array(z.number().int()),
  facts: z.array(destinationFactInput),
  activities: z.array(destinationActivityInput.extend({ is_active: z.boolean() })),
});
export type DestinationFormInput = z.input<typeof destinationForm>;
export type DestinationFormOutput = z.output<typeof destinationForm>;
/** The destination form, as its sections (facts, activities) register into it. */
export type DestinationFormApi = UseFormReturn<DestinationFormInput, unknown, DestinationFormOutput>;

/** The form's starting values: the destination as stored. */
export const destinationFormValues = (d: AdminDestinationDetail): DestinationFormInput => ({
  name: d.name,
  slug: d.slug,
  description: d.description,
  location_id: d.location_id,
  region_id: d.region_id,
  is_active: d.is_active,
  category_ids: d.category_ids,
  facts: d.facts,
  activities: d.activities,
});

/** A new destination: inactive until the operator says so, at the first place of the list. */
export const blankDestination = (options: CatalogueOptions): DestinationFormInput => ({
  name: '',
  slug: undefined,
  description: '',
  location_id: options.locations[0]?.id ?? 0,
  region_id: options.locations[0]?.region_id ?? 0,
  is_active: false,
  category_ids: [],
  facts: [],
  activities: [],
});
