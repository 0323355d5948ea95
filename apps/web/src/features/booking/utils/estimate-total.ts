import { groupTierFor, seasonNameForDate } from '@safari/contracts/constants';
import type { Budget } from '@safari/contracts/trip';

interface Estimate {
  season: string;
  tier: number;
  perPerson: number;
  total: number;
}

/**
 * What the form shows before sending: the same rule the server prices with (season of the
 * start date, service class, seat tier 2/4/6, times guests; a departure's own price wins).
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
  const season = seasonNameForDate(input.startDate);
  const tier = groupTierFor(input.guests);
  const row = input.budgets.find(
    (b) => b.season.name === season && b.service_class.id === input.classId && b.quantity === tier,
  );
  const perPerson = input.departurePrice ?? row?.price;
  if (perPerson === undefined) return null;
  return { season, tier, perPerson, total: Math.round(perPerson * input.guests * 100) / 100 };
}
