import { pricePackage, type PackagePriceRow } from '@safari/contracts/pricing';
import type { Budget } from '@safari/contracts/trip';

interface Estimate {
  season: string;
  tier: number;
  perPerson: number;
  total: number;
}

/** A budget row as the trip's wire shape carries it, in the shape the price rule reads. */
const packagePriceRow = (budget: Budget): PackagePriceRow => ({
  season: budget.season.name,
  serviceClassId: budget.service_class.id,
  quantity: budget.quantity,
  price: budget.price,
});

/**
 * What the form shows before sending: the server's own price rule (`pricePackage`, shared
 * through the contracts), once date, class and a whole number of guests are chosen.
 * Only a preview: the server computes the total that is stored and confirmed.
 */
export function estimateTotal(input: {
  budgets: readonly Budget[];
  classId: number;
  guests: number;
  startDate: string;
  departurePrice: number | null;
}): Estimate | null {
  if (!input.startDate || !input.classId || !Number.isInteger(input.guests) || input.guests < 1) return null;
  const price = pricePackage({
    startDate: input.startDate,
    guests: input.guests,
    serviceClassId: input.classId,
    budgets: input.budgets.map(packagePriceRow),
    departurePricePerPerson: input.departurePrice,
  });
  return price.ok ? { season: price.season, tier: price.tier, perPerson: price.unitPrice, total: price.total } : null;
}
