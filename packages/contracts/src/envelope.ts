import { z } from 'zod';
import { isIsoDate } from './calendar';

/** Every successful answer: `{ status: true, code, message, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), code: z.number().int(), message: z.string(), data });
}

/** Every failure: `{ status: false, code, message, errors? }` with the matching HTTP status. */
export const failureEnvelope = z.object({
  status: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export interface SuccessEnvelope<T> {
  status: true;
  code: number;
  message: string;
  data: T;
}

/** limit/offset paging with the original API's defaults; the server caps the page size. */
export function pagingQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
}

export const uuidParam = z.object({ id: z.uuid() });

/** A calendar date as `yyyy-MM-dd`, never a Date at midnight in some time zone. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
  .refine(isIsoDate, 'Not a calendar date');
