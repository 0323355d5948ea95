import { describe, expect, it } from 'vitest';
import { pricePackage } from '@safari/contracts/pricing';
import { PACKAGE_PRICE_CASES } from '@safari/contracts/pricing-cases';
import type { Budget } from '@safari/contracts/trip';
import { estimateTotal } from './estimate-total';

const row = (season: string, classId: number, quantity: number, price: number): Budget => ({
  price,
  quantity,
  season: { name: season },
  service_class: { id: classId, name: `Class ${classId}` },
});
const budgets = [
  row('Low Season', 1, 2, 1000),
  row('Low Season', 1, 4, 900),
  row('Low Season', 1, 6, 800),
  row('High Season', 1, 2, 1500),
  row('High Season', 1, 6, 1300),
];
const estimate = (startDate: string, guests: number, departurePrice: number | null = null) =>
  estimateTotal({ budgets, classId: 1, guests, startDate, departurePrice });

describe('estimateTotal (the server’s pricing rule, as a preview)', () => {
  it('picks the season of the start date: 30 June is Low, 1 July High, 31 December High, 1 January Low', () => {
    expect(estimate('2026-06-30', 2)?.total).toBe(2000);
    expect(estimate('2026-07-01', 2)?.total).toBe(3000);
    expect(estimate('2026-12-31', 2)?.season).toBe('High Season');
    expect(estimate('2027-01-01', 2)?.season).toBe('Low Season');
  });

  it('picks the seat tier: 2 under 4 guests, 4 for 4–5, 6 from 6', () => {
    expect(estimate('2026-03-01', 3)).toMatchObject({ tier: 2, perPerson: 1000, total: 3000 });
    expect(estimate('2026-03-01', 5)).toMatchObject({ tier: 4, perPerson: 900, total: 4500 });
    expect(estimate('2026-03-01', 6)).toMatchObject({ tier: 6, perPerson: 800, total: 4800 });
  });

  it("shows nothing without a matching row (the server answers 'no price'), nor before date and class", () => {
    expect(estimate('2026-08-01', 4)).toBeNull();
    expect(estimate('', 2)).toBeNull();
    expect(estimateTotal({ budgets, classId: 0, guests: 2, startDate: '2026-03-01', departurePrice: null })).toBeNull();
  });

  it("uses a departure's own price per person", () => {
    expect(estimate('2026-08-01', 4, 2400)).toMatchObject({ perPerson: 2400, total: 9600 });
  });
});

// The same table the contracts' rule and the server's pricing run (packages/contracts/src/pricing-cases.ts):
// the form's estimate, fed the budget rows in the trip's wire shape, shows what the server charges.
describe('estimateTotal over the shared table of price cases', () => {
  it.each(PACKAGE_PRICE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const wireBudgets = c.input.budgets.map((b) => row(b.season, b.serviceClassId, b.quantity, b.price));
    const shown = estimateTotal({
      budgets: wireBudgets,
      classId: c.input.serviceClassId,
      guests: c.input.guests,
      startDate: c.input.startDate,
      departurePrice: c.input.departurePricePerPerson ?? null,
    });
    const rule = pricePackage(c.input);
    const expected = c.expected.ok
      ? { season: c.expected.season, tier: c.expected.tier, perPerson: c.expected.unitPrice, total: c.expected.total }
      : null;
    expect(shown).toEqual(expected);
    expect(shown).toEqual(rule.ok ? { season: rule.season, tier: rule.tier, perPerson: rule.unitPrice, total: rule.total } : null);
  });
});
