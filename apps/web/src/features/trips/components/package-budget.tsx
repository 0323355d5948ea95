import { GROUP_TIERS, type GroupTier } from '@safari/contracts/constants';
import { describePaymentTerms } from '@safari/contracts/payments/texts';
import type { TripDetail } from '@safari/contracts/trip';
import { Price } from '../../currency/components/price';
import { useCurrency } from '../../currency/components/currency-context';
import { buildBudgetTables } from '../utils/budget-tables';

const columnLabel = (tier: GroupTier) => (tier === GROUP_TIERS[GROUP_TIERS.length - 1] ? `${tier}+ People` : `${tier} People`);

/** A table per season, classes by group size, prices per person (docs/product.md#prices). */
export function PackageBudget({ budgets, paymentTerms }: { budgets: TripDetail['budgets']; paymentTerms: TripDetail['payment_terms'] }) {
  const { selected } = useCurrency();
  const tables = buildBudgetTables(budgets);
  return (
    <section aria-labelledby="budget-heading">
      <h2 id="budget-heading" className="font-display text-2xl font-bold text-stone-900">
        Prices per person
      </h2>
      <p className="mt-2 text-stone-600">In {selected.code}, per person, by season, service class and the size of your group.</p>
      {tables.length === 0 ? (
        <p className="mt-6 text-stone-600">Prices for this package are quoted on request.</p>
      ) : (
        <div className="mt-6 space-y-8">
          {tables.map((table) => (
            <table
              key={table.season}
              className="w-full border-separate border-spacing-0 overflow-hidden rounded-2xl text-left text-sm ring-1 ring-stone-200 sm:text-base"
            >
              <caption className="mb-3 text-left font-display text-xl font-bold text-stone-900">{table.season}</caption>
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col" className="px-2 py-3 font-semibold sm:px-5">
                    Service class
                  </th>
                  {GROUP_TIERS.map((tier) => (
                    <th key={tier} scope="col" className="px-2 py-3 text-right font-semibold sm:px-5">
                      {columnLabel(tier)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 bg-white">
                {table.rows.map((row) => (
                  <tr key={row.serviceClass}>
                    <th scope="row" className="px-2 py-3 font-medium text-stone-900 sm:px-5">
                      {row.serviceClass}
                    </th>
                    {GROUP_TIERS.map((tier) => {
                      const price = row.prices[tier];
                      return (
                        <td key={tier} className="px-2 py-3 text-right text-stone-700 tabular-nums sm:px-5">
                          {price === undefined ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">Not available</span>
                            </>
                          ) : (
                            <Price usd={price} />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
      <p className="mt-6 text-sm text-stone-600">
        High Season runs from July to December, Low Season from January to June. Groups of 3 travel at the 2-people price and groups of 5 at
        the 4-people price.
      </p>
      <p className="mt-2 text-sm text-stone-600" data-testid="payment-terms">
        Payment: {describePaymentTerms(paymentTerms)}
      </p>
    </section>
  );
}
