import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows USD with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
  it('converts at the rate and keeps two decimals for EUR and GBP', () => {
    expect(formatMoney(100, { code: 'EUR', symbol: '€', rate: 0.92 })).toBe('€92.00');
    expect(formatMoney(1999.99, { code: 'GBP', symbol: '£', rate: 0.79 })).toBe('£1,579.99');
  });
  it('rounds TZS to a whole number with thousands separators', () => {
    expect(formatMoney(1234.56, { code: 'TZS', symbol: 'TSh', rate: 2580 })).toBe('TSh 3,185,165');
  });
});
