// The price of a package booking (docs/product.md#prices), written once for both sides. The server
// prices the booking with it (the total it stores and confirms); the booking form shows the
// same figure as an estimate before sending. Pure and zod-free: the form's chunk imports it,
// and one table of cases (pricing-cases.ts) pins every season × class × tier edge for both.
import { groupTierFor, seasonNameForDate, type GroupTier } from './constants';

/** One row of a package's budget table. */
export interface PackagePriceRow {
  /** Season name as the budget rows store it: 'Low Season' or 'High Season'. */
  season: string;
  serviceClassId: number;
  /** Seat tier: 2, 4 or 6. */
  quantity: number;
  /** Per person, USD. */
  price: number;
}

export interface PackagePriceInput {
  /** yyyy-MM-dd. */
  startDate: string;
  guests: number;
  serviceClassId: number;
  budgets: readonly PackagePriceRow[];
  /** A scheduled departure's own price per person; when set it overrides the table. */
  departurePricePerPerson?: number | null;
}

/** A missing row is an answer of its own (`ok: false`), never a guessed price. */
export type PackagePrice =
  { ok: true; season: string; tier: GroupTier; unitPrice: number; total: number } | { ok: false; season: string; tier: GroupTier };

/** USD amounts carry two decimals: Math.round of the cents, as every stored price was rounded. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Season of the start date (High July–December, else Low), the service class and the seat
 * tier (2 under 4 guests, 4 for 4–5, 6 for 6 or more) pick one budget row; the total is its
 * per-person price times the guests, rounded to cents. A departure with its own price
 * overrides the table.
 */
export function pricePackage(input: PackagePriceInput): PackagePrice {
  const season = seasonNameForDate(input.startDate);
  const tier = groupTierFor(input.guests);
  const row = input.budgets.find((b) => b.season === season && b.serviceClassId === input.serviceClassId && b.quantity === tier);
  const unitPrice = input.departurePricePerPerson ?? row?.price;
  if (unitPrice === undefined) return { ok: false, season, tier };
  return { ok: true, season, tier, unitPrice, total: roundToCents(unitPrice * input.guests) };
}
