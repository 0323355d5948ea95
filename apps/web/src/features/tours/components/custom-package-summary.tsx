import { Price } from '../../currency/components/price';
import type { CustomPackageSummaryData } from '../utils/custom-package';

/** The running summary: what is chosen, days, nights and the estimated total. */
export function CustomPackageSummary({ summary, guests }: { summary: CustomPackageSummaryData; guests: number }) {
  const rows: Array<[string, string]> = [
    ['Tours', summary.tours.length ? summary.tours.map((t) => t.title).join(', ') : 'None yet'],
    ['Activities', summary.activities.length ? summary.activities.map((a) => a.title).join(', ') : 'None'],
    ['Guests', guests ? String(guests) : '—'],
    ['Days', String(summary.days)],
    ['Nights', String(summary.nights)],
  ];
  return (
    <section
      aria-labelledby="custom-summary-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      data-testid="custom-summary"
    >
      <h2 id="custom-summary-heading" className="font-display text-xl font-bold text-stone-900">
        Your package
      </h2>
      <dl className="mt-4 divide-y divide-stone-100 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-right font-medium text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="flex items-end justify-between gap-4 pt-3" aria-live="polite">
          <dt className="text-stone-600">Estimated total</dt>
          <dd>
            <Price usd={summary.total} className="text-2xl font-bold text-stone-900" />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-stone-600">An estimate: we confirm the final price with your quote, within 24 hours.</p>
    </section>
  );
}
