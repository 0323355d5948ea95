import { describe, expect, it } from 'vitest';
import { priceBooking, type BudgetRow } from './pricing';
import { pricePackage } from '@safari/contracts/pricing';
import { PACKAGE_PRICE_CASES } from '@safari/contracts/pricing-cases';

// Two classes × two seasons × three tiers, every price distinct so a wrong pick shows.
const CLASSES = { budget: 1, luxury: 2 } as const;
const budgets: BudgetRow[] = [];
for (const [season, seasonBase] of [
  ['Low Season', 1000],
  ['High Season', 2000],
] as const) {
  for (const [classId, classBase] of [
    [CLASSES.budget, 0],
    [CLASSES.luxury, 500],
  ] as const) {
    for (const [tier, tierOff] of [
      [2, 30],
      [4, 20],
      [6, 10],
    ] as const) {
      budgets.push({ season, serviceClassId: classId, quantity: tier, price: seasonBase + classBase + tierOff });
    }
  }
}
const price = (startDate: string, guests: number, serviceClassId: number, rows = budgets) =>
  priceBooking({ startDate, guests, serviceClassId, serviceClassName: 'Test', budgets: rows });

describe('priceBooking', () => {
  it.each([
    // date, guests, class, expected per person, season, tier
    ['2027-06-30', 2, CLASSES.budget, 1030, 'Low Season', 2],
    ['2027-07-01', 2, CLASSES.budget, 2030, 'High Season', 2],
    ['2027-12-31', 3, CLASSES.luxury, 2530, 'High Season', 2],
    ['2028-01-01', 3, CLASSES.luxury, 1530, 'Low Season', 2],
    ['2027-03-15', 4, CLASSES.budget, 1020, 'Low Season', 4],
    ['2027-09-15', 5, CLASSES.luxury, 2520, 'High Season', 4],
    ['2027-02-01', 6, CLASSES.luxury, 1510, 'Low Season', 6],
    ['2027-08-01', 12, CLASSES.budget, 2010, 'High Season', 6],
  ])('%s, %i guests, class %i → %i per person (%s, tier %i)', (date, guests, classId, perPerson, season, tier) => {
    const result = price(date, guests, classId);
    expect(result).toMatchObject({ ok: true, season, tier, unitPrice: perPerson, total: perPerson * guests });
    if (result.ok)
      expect(result.lines).toEqual([expect.objectContaining({ quantity: guests, unitPrice: perPerson, amount: perPerson * guests })]);
  });

  it('answers "no price" when the row is missing, never a neighbour’s price', () => {
    const withoutHighLuxury6 = budgets.filter(
      (b) => !(b.season === 'High Season' && b.serviceClassId === CLASSES.luxury && b.quantity === 6),
    );
    expect(price('2027-07-01', 6, CLASSES.luxury, withoutHighLuxury6)).toEqual({ ok: false, season: 'High Season', tier: 6 });
    expect(price('2027-07-01', 2, 99)).toEqual({ ok: false, season: 'High Season', tier: 2 });
  });

  it('uses a departure’s own price per person when it has one', () => {
    const result = priceBooking({
      startDate: '2027-07-01',
      guests: 3,
      serviceClassId: 1,
      serviceClassName: 'Budget',
      budgets,
      departurePricePerPerson: 2600,
    });
    expect(result).toMatchObject({ ok: true, unitPrice: 2600, total: 7800 });
  });

  it('rounds to cents', () => {
    const rows: BudgetRow[] = [{ season: 'Low Season', serviceClassId: 1, quantity: 2, price: 333.33 }];
    expect(price('2027-01-10', 3, 1, rows)).toMatchObject({ ok: true, total: 999.99 });
  });
});

// The server and the booking form run one rule (@safari/contracts/pricing): the same table of
// cases the form's estimate is tested with, through the server's priceBooking.
describe('priceBooking over the shared table of package prices', () => {
  it.each(PACKAGE_PRICE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = priceBooking({ ...c.input, budgets: [...c.input.budgets], serviceClassName: 'Test' });
    const { lines, ...numbers } = { lines: [] as unknown[], ...result };
    expect(numbers).toEqual(c.expected);
    expect(numbers).toEqual(pricePackage(c.input));
    if (result.ok)
      expect(lines).toEqual([expect.objectContaining({ quantity: c.input.guests, unitPrice: result.unitPrice, amount: result.total })]);
  });
});
