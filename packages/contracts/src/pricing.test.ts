import { describe, expect, it } from 'vitest';
import { PACKAGE_PRICE_CASES } from './pricing-cases';
import { pricePackage } from './pricing';

describe('pricePackage (SPEC §4, §9), over the shared table of cases', () => {
  it.each(PACKAGE_PRICE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(pricePackage(c.input)).toEqual(c.expected);
  });
});
