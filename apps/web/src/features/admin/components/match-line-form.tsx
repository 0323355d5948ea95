import { useId, useState, type FormEvent } from 'react';
import type { MatchLineResult, UnmatchedLine } from '@safari/contracts/admin-payments';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useMatchStatementLine } from '../api/match-statement-line';
import { money } from '../utils/payments-format';

/**
 * Records one unmatched credit as the payment of the booking staff name (its reference or its
 * structured communication). The server's refusal (no such booking, another currency, matched
 * already) shows under the field; on success the credit leaves the list and `onMatched` says so.
 */
export function MatchLineForm({ line, onMatched }: { line: UnmatchedLine; onMatched(result: MatchLineResult): void }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const mutation = useMatchStatementLine();
  const failure = mutation.error;
  const problem = failure
    ? failure instanceof ApiError && failure.errors.booking_reference
      ? failure.errors.booking_reference
      : errorMessage(failure, 'The credit was not matched. Please try again.')
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return;
    mutation.mutate({ uuid: line.uuid, bookingReference: reference.trim() }, { onSuccess: (envelope) => onMatched(envelope.data) });
  };
  const label = `Booking reference for the credit of ${money(line.amount_minor, line.currency)}${line.debtor_name ? ` from ${line.debtor_name}` : ''}`;
  return (
    <form onSubmit={submit} className="flex min-w-[15rem] flex-wrap items-start gap-2" noValidate>
      {/* relative: the visually hidden label stays inside the scrolling table, not beside the page. */}
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-ref`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-ref`}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          placeholder="ST-2026-000123"
          autoComplete="off"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${inputClasses} py-1.5 text-sm`}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={mutation.isPending || !reference.trim()}>
        Match
      </Button>
    </form>
  );
}
