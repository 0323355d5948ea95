import { useFormState } from 'react-hook-form';
import { FormMessage } from '../../../components/ui/form-controls';
import type { BookingFormValues } from '../utils/booking-validation';

export const PROBLEM_ID = 'booking-problem';

/**
 * The one message the form shows at a time, announced as it appears; the field it is
 * about is marked invalid, points here (aria-describedby) and has the focus.
 */
export function BookingProblem() {
  const { errors } = useFormState<BookingFormValues>();
  const message = Object.values(errors).find((e) => e?.message)?.message;
  if (!message) return null;
  return (
    <FormMessage id={PROBLEM_ID} tone="error">
      <span data-testid="booking-problem">{message}</span>
    </FormMessage>
  );
}
