import { GROUP_TIERS, SEASON_NAMES, type GroupTier } from '@safari/contracts/constants';
import type { Budget } from '@safari/contracts/trip';

interface BudgetRow {
  serviceClass: string;
  /** Price per person by group tier; missing when the operator has no price for that size. */
  prices: Partial<Record<GroupTier, number>>;
}

export interface SeasonTable {
  season: string;
  rows: BudgetRow[];
}

const SEASON_ORDER: string[] = [SEASON_NAMES.low, SEASON_NAMES.high];
const seasonRank = (name: string) => {
  const i = SEASON_ORDER.indexOf(name);
  return i === -1 ? SEASON_ORDER.length : i;
};

/** The tier a budget row's quantity stands for (2 = 2-3 people, 4 = 4-5, 6 = 6 or more). */
function tierOf(quantity: number): GroupTier {
  return [...GROUP_TIERS].reverse().find((tier) => quantity >= tier) ?? GROUP_TIERS[0];
}

/**
 * One table per season (Low Season first, then High Season), rows by service class
 * in the order the API sends them (the operator's class order), columns 2, 4 and 6+ people.
 */
export function buildBudgetTables(budgets: Budget[]): SeasonTable[] {
  const seasons = new Map<string, Map<string, BudgetRow>>();
  for (const budget of budgets) {
    const rows = seasons.get(budget.season.name) ?? new Map<string, BudgetRow>();
    seasons.set(budget.season.name, rows);
    const row = rows.get(budget.service_class.name) ?? { serviceClass: budget.service_class.name, prices: {} };
    rows.set(budget.service_class.name, row);
    row.prices[tierOf(budget.quantity)] = budget.price;
  }
  return [...seasons].sort((a, b) => seasonRank(a[0]) - seasonRank(b[0])).map(([season, rows]) => ({ season, rows: [...rows.values()] }));
}

export function priceRange(budgets: Budget[], fallback: number): { low: number; high: number } {
  if (budgets.length === 0) return { low: fallback, high: fallback };
  const prices = budgets.map((b) => b.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}
