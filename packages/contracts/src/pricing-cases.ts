// The table of package-price cases every side's tests run: the rule's own test (pricing.test.ts),
// the booking form's estimate (apps/web) and the server's pricing (apps/api). Expected values are
// written out by hand, not computed, so a change to the rule on any side fails a test. Test data
// only: no application code imports this module.
import type { PackagePrice, PackagePriceInput, PackagePriceRow } from './pricing';

const PRICE_TABLE_CLASSES = { budget: 1, luxury: 2, oddCents: 3 } as const;
const { budget, luxury, oddCents } = PRICE_TABLE_CLASSES;

const tableRows = (): PackagePriceRow[] => {
  // Two classes × two seasons × three tiers, every price distinct so a wrong pick shows:
  // season 1000 (Low) or 2000 (High), + 500 for luxury, + 30/20/10 for the 2/4/6 tier.
  const rows: PackagePriceRow[] = [];
  for (const [season, seasonBase] of [
    ['Low Season', 1000],
    ['High Season', 2000],
  ] as const) {
    for (const [serviceClassId, classBase] of [
      [budget, 0],
      [luxury, 500],
    ] as const) {
      for (const [quantity, tierOff] of [
        [2, 30],
        [4, 20],
        [6, 10],
      ] as const) {
        rows.push({ season, serviceClassId, quantity, price: seasonBase + classBase + tierOff });
      }
    }
  }
  // A class with prices whose products are not exact in binary floating point, Low Season only.
  rows.push(
    { season: 'Low Season', serviceClassId: oddCents, quantity: 2, price: 333.33 },
    { season: 'Low Season', serviceClassId: oddCents, quantity: 4, price: 19.99 },
    { season: 'Low Season', serviceClassId: oddCents, quantity: 6, price: 24.99 },
  );
  return rows;
};

/** The budget table every case prices against. */
const PRICE_TABLE_BUDGETS: readonly PackagePriceRow[] = tableRows();

interface PackagePriceCase {
  name: string;
  input: PackagePriceInput;
  expected: PackagePrice;
}

const input = (startDate: string, guests: number, serviceClassId: number, departurePricePerPerson?: number | null): PackagePriceInput => ({
  startDate,
  guests,
  serviceClassId,
  budgets: PRICE_TABLE_BUDGETS,
  ...(departurePricePerPerson === undefined ? {} : { departurePricePerPerson }),
});

export const PACKAGE_PRICE_CASES: readonly PackagePriceCase[] = [
  // Seasons: High from 1 July to 31 December, Low otherwise.
  {
    name: '30 June is Low Season',
    input: input('2027-06-30', 2, budget),
    expected: { ok: true, season: 'Low Season', tier: 2, unitPrice: 1030, total: 2060 },
  },
  {
    name: '1 July is High Season',
    input: input('2027-07-01', 2, budget),
    expected: { ok: true, season: 'High Season', tier: 2, unitPrice: 2030, total: 4060 },
  },
  {
    name: '31 December is High Season',
    input: input('2027-12-31', 3, luxury),
    expected: { ok: true, season: 'High Season', tier: 2, unitPrice: 2530, total: 7590 },
  },
  {
    name: '1 January is Low Season',
    input: input('2028-01-01', 3, luxury),
    expected: { ok: true, season: 'Low Season', tier: 2, unitPrice: 1530, total: 4590 },
  },
  // Seat tiers: 2 under 4 guests, 4 for 4–5, 6 from 6.
  {
    name: '1 guest takes the 2-guest tier',
    input: input('2027-03-15', 1, budget),
    expected: { ok: true, season: 'Low Season', tier: 2, unitPrice: 1030, total: 1030 },
  },
  {
    name: '4 guests take the 4-guest tier',
    input: input('2027-03-15', 4, budget),
    expected: { ok: true, season: 'Low Season', tier: 4, unitPrice: 1020, total: 4080 },
  },
  {
    name: '5 guests take the 4-guest tier',
    input: input('2027-09-15', 5, luxury),
    expected: { ok: true, season: 'High Season', tier: 4, unitPrice: 2520, total: 12600 },
  },
  {
    name: '6 guests take the 6-guest tier',
    input: input('2027-02-01', 6, luxury),
    expected: { ok: true, season: 'Low Season', tier: 6, unitPrice: 1510, total: 9060 },
  },
  {
    name: '12 guests take the 6-guest tier',
    input: input('2027-08-01', 12, budget),
    expected: { ok: true, season: 'High Season', tier: 6, unitPrice: 2010, total: 24120 },
  },
  // No row: no price, never a neighbour's.
  { name: 'a missing row has no price', input: input('2027-07-01', 6, oddCents), expected: { ok: false, season: 'High Season', tier: 6 } },
  { name: 'an unknown class has no price', input: input('2027-07-01', 2, 99), expected: { ok: false, season: 'High Season', tier: 2 } },
  // A departure's own price per person wins over the table, even where the table has no row.
  {
    name: "a departure's price overrides the table",
    input: input('2027-07-01', 3, budget, 2600),
    expected: { ok: true, season: 'High Season', tier: 2, unitPrice: 2600, total: 7800 },
  },
  {
    name: "a departure's price where the table has no row",
    input: input('2027-07-01', 6, oddCents, 1999.99),
    expected: { ok: true, season: 'High Season', tier: 6, unitPrice: 1999.99, total: 11999.94 },
  },
  {
    name: 'a departure without its own price uses the table',
    input: input('2027-07-01', 4, luxury, null),
    expected: { ok: true, season: 'High Season', tier: 4, unitPrice: 2520, total: 10080 },
  },
  // Rounding: Math.round of the cents of the binary product, as today.
  {
    name: '333.33 × 3 is 999.99',
    input: input('2027-01-10', 3, oddCents),
    expected: { ok: true, season: 'Low Season', tier: 2, unitPrice: 333.33, total: 999.99 },
  },
  {
    name: '19.99 × 5 is 99.95 (99.94999… in binary)',
    input: input('2027-05-20', 5, oddCents),
    expected: { ok: true, season: 'Low Season', tier: 4, unitPrice: 19.99, total: 99.95 },
  },
  {
    name: '24.99 × 7 is 174.93',
    input: input('2027-04-02', 7, oddCents),
    expected: { ok: true, season: 'Low Season', tier: 6, unitPrice: 24.99, total: 174.93 },
  },
  {
    name: '1.005 × 1 is 1 (1.00499… in binary rounds down)',
    input: input('2027-07-01', 1, budget, 1.005),
    expected: { ok: true, season: 'High Season', tier: 2, unitPrice: 1.005, total: 1 },
  },
];
