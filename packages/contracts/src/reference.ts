import { z } from 'zod';

const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

export const referenceData = z.object({
  locations: z.array(idName),
  countries: z.array(idName.extend({ code: z.string() })),
  genders: z.array(idName),
  /** Spelt so by the original API; kept so its clients still work. */
  searviceClasses: z.array(idName),
  categories: z.array(idName),
  seasons: z.array(idName),
  ageGroups: z.array(idName),
  paymentModes: z.array(idName),
});
export type ReferenceData = z.infer<typeof referenceData>;
