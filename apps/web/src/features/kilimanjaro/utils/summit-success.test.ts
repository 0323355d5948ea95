import { describe, expect, it } from 'vitest';
import { CALCULATOR_VALIDATION, calculatorErrors, summitSuccess, type CalculatorValues } from './summit-success';

describe('summitSuccess (SPEC §9)', () => {
  it.each([
    ['marangu', 85],
    ['machame', 90],
    ['lemosho', 95],
    ['rongai', 80],
    ['northern', 95],
    ['umbwe', 85],
  ])('%s at stamina 50 without experience: %i', (route, expected) => {
    expect(summitSuccess({ route, stamina: 50, climbedAbove4000m: false })).toBe(expected);
  });

  it('adds (stamina − 50) × 0.2 and 5 for experience, rounded', () => {
    expect(summitSuccess({ route: 'machame', stamina: 80, climbedAbove4000m: true })).toBe(100);
    expect(summitSuccess({ route: 'rongai', stamina: 77, climbedAbove4000m: false })).toBe(85); // 80 + 5.4
    expect(summitSuccess({ route: 'rongai', stamina: 53, climbedAbove4000m: false })).toBe(81); // 80.6
    expect(summitSuccess({ route: 'marangu', stamina: 0, climbedAbove4000m: false })).toBe(75);
  });

  it('clamps to 0–100', () => {
    expect(summitSuccess({ route: 'lemosho', stamina: 100, climbedAbove4000m: true })).toBe(100);
    expect(summitSuccess({ route: 'rongai', stamina: -10_000, climbedAbove4000m: false })).toBe(0);
  });
});

describe('calculatorErrors (SPEC §5)', () => {
  const empty: CalculatorValues = {
    unit: 'us',
    heightFt: '',
    heightIn: '',
    height: '',
    weight: '',
    gender: '',
    age: '',
    route: '',
    stamina: 50,
    climbedAbove4000m: 'No',
  };
  it('reports each missing field with its message', () => {
    expect(calculatorErrors(empty)).toEqual({
      heightFt: CALCULATOR_VALIDATION.heightUs,
      weight: CALCULATOR_VALIDATION.weight,
      gender: CALCULATOR_VALIDATION.gender,
      age: CALCULATOR_VALIDATION.age,
      route: CALCULATOR_VALIDATION.route,
    });
    expect(calculatorErrors({ ...empty, unit: 'metric' }).height).toBe(CALCULATOR_VALIDATION.heightMetric);
    expect(calculatorErrors({ ...empty, stamina: 101 }).stamina).toBe(CALCULATOR_VALIDATION.stamina);
    expect(calculatorErrors({ ...empty, climbedAbove4000m: '' }).climbedAbove4000m).toBe(CALCULATOR_VALIDATION.experience);
  });
  it('accepts a complete form', () => {
    expect(
      calculatorErrors({
        unit: 'metric',
        heightFt: '',
        heightIn: '',
        height: '178',
        weight: '72',
        gender: 'female',
        age: '25-55',
        route: 'lemosho',
        stamina: 60,
        climbedAbove4000m: 'Yes',
      }),
    ).toEqual({});
  });
});
