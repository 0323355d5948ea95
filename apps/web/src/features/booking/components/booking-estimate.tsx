import { formatIsoDate } from '@safari/contracts/calendar';
import type { PaymentTermsWire } from '@safari/contracts/payment-terms';
import { paymentSchedule } from '@safari/contracts/payments/schedule';
import type { Budget } from '@safari/contracts/trip';
import { Price } from '../../currency/components/price';
import { estimateTotal } from '../utils/estimate-total';

/**
 * The total as the server will compute it, once date, guests and class are known, and what the
 * trip's payment terms make due at booking and later; announced politely as it changes. Said
 * plainly to be an estimate: the confirmed total and schedule come back with the booking.
 */
export function BookingEstimate(props: {
  budgets: readonly Budget[];
  classId: number;
  guests: number;
  startDate: string;
  departurePrice: number | null;
  paymentTerms: PaymentTermsWire;
  /** The operator's today: the balance window is reckoned from it, as on the server. */
  today: string;
  className?: string;
}) {
  const estimate = estimateTotal(props);
  // The same rule as the server's, on the USD estimate in cents; the server then splits the
  // total in the currency the traveller books in.
  const schedule = estimate
    ? paymentSchedule(
        Math.round(estimate.total * 100),
        { depositPercent: props.paymentTerms.deposit_percent, balanceDaysBefore: props.paymentTerms.balance_days_before },
        props.today,
        props.startDate,
      )
    : [];
  const balance = schedule.find((i) => i.kind === 'balance');
  return (
    <div className={props.className} aria-live="polite" data-testid="booking-estimate">
      {estimate && (
        <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
          Estimated total <Price usd={estimate.total} className="font-display text-lg font-bold text-stone-900" />
          <span className="block text-xs text-stone-600">
            <Price usd={estimate.perPerson} /> per person × {props.guests}
            {props.departurePrice === null && ` · ${estimate.season}, ${estimate.tier === 6 ? '6+' : estimate.tier}-guest rate`}
          </span>
          <span className="mt-1 block text-xs text-stone-700" data-testid="booking-estimate-schedule">
            {balance ? (
              <>
                Due at booking: <Price usd={schedule[0]!.amountMinor / 100} /> ({props.paymentTerms.deposit_percent} % deposit); the balance
                of <Price usd={balance.amountMinor / 100} /> by {formatIsoDate(balance.dueDate)}.
              </>
            ) : (
              'Payable in full at booking: your trip starts within the balance window.'
            )}
          </span>
        </p>
      )}
    </div>
  );
}
