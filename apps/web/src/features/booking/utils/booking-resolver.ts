import type { FieldErrors, Resolver } from 'react-hook-form';
import { bookingProblem, type BookingContext, type BookingFormValues } from './booking-validation';

export interface BookingResolverContext extends BookingContext {
  /** The departure chosen on the page ('' for a private trip): it lives outside the form. */
  departureUuid: string;
}

/**
 * react-hook-form resolver over the form's first-error rule: one message at a time, on the
 * field it is about (which then receives focus). The chosen departure comes from the context,
 * so the page's departure list and the form's picker are one state.
 */
export const bookingResolver: Resolver<BookingFormValues, BookingResolverContext> = (values, ctx) => {
  if (!ctx) throw new Error('bookingResolver needs the booking context');
  const merged = { ...values, trip_group_uuid: ctx.departureUuid };
  const problem = bookingProblem(merged, ctx);
  if (!problem) return { values: merged, errors: {} };
  const errors = { [problem.field]: { type: 'validate', message: problem.message } } as FieldErrors<BookingFormValues>;
  return { values: {}, errors };
};
