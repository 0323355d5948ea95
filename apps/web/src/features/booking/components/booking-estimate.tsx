import type { Budget } from '@safari/contracts/trip';
import { Price } from '../../currency/components/price';
import { estimateTotal } from '../utils/estimate-total';

/**
 * The total as the server will compute it, once date, guests and class are known; announced
 * politely as it changes. Said plainly to be an estimate: the confirmed total comes back with
 * the booking.
 */
export function BookingEstimate(props: {
  budgets: readonly Budget[];
  classId: number;
  guests: number;
  startDate: string;
  departurePrice: number | null;
  className?: string;
}) {
  const estimate = estimateTotal(props);
  return (
    <div className={props.className} aria-live="polite" data-testid="booking-estimate">
      {estimate && (
        <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
          Estimated total <Price usd={estimate.total} className="font-display text-lg font-bold text-stone-900" />
          <span className="block text-xs text-stone-600">
            <Price usd={estimate.perPerson} /> per person × {props.guests}
            {props.departurePrice === null && ` · ${estimate.season}, ${estimate.tier === 6 ? '6+' : estimate.tier}-guest rate`}
          </span>
        </p>
      )}
    </div>
  );
}
