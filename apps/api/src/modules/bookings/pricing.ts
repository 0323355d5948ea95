import { groupTierFor, seasonNameForDate, type GroupTier } from '@safari/contracts/constants';

// SPEC §4 and §9: the price of a package booking. Pure, so every season × class × tier edge
// is a table-driven unit test; the service feeds it the trip's budget rows.

export interface BudgetRow {
  season: string;
  serviceClassId: number;
  /** Seat tier: 2, 4 or 6. */
  quantity: number;
  /** Per person, USD. */
  price: number;
}

export interface PricedLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export type Pricing =
  | { ok: true; season: string; tier: GroupTier; unitPrice: number; total: number; lines: PricedLine[] }
  | { ok: false; season: string; tier: GroupTier };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Season of the start date (High July–December, else Low), the service class and the seat
 * tier (2 under 4 guests, 4 for 4–5, 6 for 6 or more) pick one budget row; the total is its
 * per-person price times the guests. A departure with its own price overrides the table.
 * A missing row is an answer of its own (`ok: false`), never a guessed price.
 */
export function priceBooking(input: {
  startDate: string;
  guests: number;
  serviceClassId: number;
  serviceClassName: string;
  budgets: BudgetRow[];
  departurePricePerPerson?: number | null;
}): Pricing {
  const season = seasonNameForDate(input.startDate);
  const tier = groupTierFor(input.guests);
  const row = input.budgets.find((b) => b.season === season && b.serviceClassId === input.serviceClassId && b.quantity === tier);
  const unitPrice = input.departurePricePerPerson ?? row?.price;
  if (unitPrice === undefined) return { ok: false, season, tier };
  const amount = cents(unitPrice * input.guests);
  const description =
    input.departurePricePerPerson != null
      ? `Group departure, ${input.serviceClassName} class, per person`
      : `${season}, ${input.serviceClassName} class, ${tier === 6 ? '6+' : tier}-guest tier, per person`;
  return { ok: true, season, tier, unitPrice, total: amount, lines: [{ description, quantity: input.guests, unitPrice, amount }] };
}
