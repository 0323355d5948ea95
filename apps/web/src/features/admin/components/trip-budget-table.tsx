import { GROUP_TIERS } from '@safari/contracts/constants';
import { inputClasses } from '../../../components/ui/form-controls';
import type { CatalogueOptions } from '../api/get-catalogue-options';
import type { TripFormApi } from '../utils/trip-form';

// An empty cell is a price the trip does not offer (null), not zero.
const priceOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Prices per person by season × service class × group size; an empty cell is not offered. */
export function TripBudgetTable({ form, options }: { form: TripFormApi; options: CatalogueOptions }) {
  const cells = form.getValues('budget_grid');
  const indexOf = (season: number, serviceClass: number, quantity: number) =>
    cells.findIndex((c) => c.season_id === season && c.service_class_id === serviceClass && c.quantity === quantity);
  return (
    <section aria-labelledby="budget-table" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="budget-table" className="mb-1 text-lg font-bold text-stone-900">
        Budget table
      </h2>
      <p className="mb-3 text-sm text-stone-600">Price per person in USD; leave a cell empty when the trip is not sold that way.</p>
      <div className="overflow-x-auto" role="region" aria-label="Budget table" tabIndex={0}>
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Season, class
              </th>
              {GROUP_TIERS.map((tier) => (
                <th key={tier} scope="col" className="px-2 py-1 text-left">
                  {tier} guests
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.seasons.flatMap((season) =>
              options.service_classes.map((serviceClass) => (
                <tr key={`${season.id}-${serviceClass.id}`}>
                  <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                    {season.name}, {serviceClass.name}
                  </th>
                  {GROUP_TIERS.map((tier) => {
                    const index = indexOf(season.id, serviceClass.id, tier);
                    return (
                      <td key={tier} className="px-2 py-1">
                        <input
                          type="number"
                          min="0"
                          step="0.01"
                          aria-label={`${season.name}, ${serviceClass.name}, ${tier} guests`}
                          className={`${inputClasses} w-28 px-2 py-1.5 text-sm`}
                          {...form.register(`budget_grid.${index}.price`, { setValueAs: priceOrNull })}
                        />
                      </td>
                    );
                  })}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
