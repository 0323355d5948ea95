import { describe, expect, it } from 'vitest';
import { CALCULATOR_VALIDATION } from './summit-success';
import { calculate, changeCalculator, hasErrors, initialCalculatorState } from './calculator-form';

const filled = () =>
  changeCalculator(initialCalculatorState(), {
    heightFt: '5',
    heightIn: '10',
    weight: '160',
    gender: 'female',
    age: '25-55',
    route: 'machame',
  });

describe('calculator form (SPEC §4/§5)', () => {
  it('starts with stamina 50, No experience, no errors and no result', () => {
    const state = initialCalculatorState();
    expect(state.values.stamina).toBe(50);
    expect(state.values.climbedAbove4000m).toBe('No');
    expect(state.errors).toEqual({});
    expect(state.result).toBeNull();
  });

  it('checks only on Calculate, then re-checks on every change', () => {
    const touched = changeCalculator(initialCalculatorState(), { weight: '' });
    expect(touched.errors).toEqual({});
    const checked = calculate(touched);
    expect(checked.errors.route).toBe(CALCULATOR_VALIDATION.route);
    expect(checked.result).toBeNull();
    const fixed = changeCalculator(checked, { route: 'lemosho' });
    expect(fixed.errors.route).toBeUndefined();
    expect(hasErrors(fixed.errors)).toBe(true);
  });

  it('gives a result for valid input and clears it on the next change', () => {
    const done = calculate(filled());
    expect(done.result).toBe(90);
    expect(calculate(changeCalculator(done, { stamina: 100, climbedAbove4000m: 'Yes' })).result).toBe(100);
    expect(changeCalculator(done, { stamina: 60 }).result).toBeNull();
  });

  it('switching unit clears height and weight (and only a real switch does)', () => {
    const state = filled();
    expect(changeCalculator(state, { unit: 'us' }).values.weight).toBe('160');
    const metric = changeCalculator(state, { unit: 'metric' }).values;
    expect([metric.heightFt, metric.heightIn, metric.height, metric.weight]).toEqual(['', '', '', '']);
    expect(metric.route).toBe('machame');
    const afterCheck = changeCalculator(calculate(initialCalculatorState()), { unit: 'metric' });
    expect(afterCheck.errors).toEqual({});
  });

  it('asks for height in cm in metric', () => {
    const metric = calculate(changeCalculator(changeCalculator(filled(), { unit: 'metric' }), { weight: '70' }));
    expect(metric.errors).toEqual({ height: CALCULATOR_VALIDATION.heightMetric });
  });
});
