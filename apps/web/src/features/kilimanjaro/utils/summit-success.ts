// The Kilimanjaro summit success calculator and the route figures (docs/product.md#kilimanjaro).
// The storefront's own (the server computes none of it); pure, so the tests pin every route
// and the clamp edges.

export const KILIMANJARO_ROUTES = ['marangu', 'machame', 'lemosho', 'rongai', 'northern'] as const;
export type KilimanjaroRoute = (typeof KILIMANJARO_ROUTES)[number];

/** Base success by route, in percent; any other value counts as 85. */
export const ROUTE_BASE_SUCCESS: Record<KilimanjaroRoute, number> = { marangu: 85, machame: 90, lemosho: 95, rongai: 80, northern: 95 };
const DEFAULT_BASE_SUCCESS = 85;
/** Days on the mountain per route, as the map's statistics show them. */
export const ROUTE_DAYS: Record<KilimanjaroRoute, number> = { marangu: 6, machame: 7, lemosho: 8, rongai: 6, northern: 9 };
export const DEFAULT_MAP_ROUTE: KilimanjaroRoute = 'machame';

export const STAMINA = { min: 0, max: 100, step: 1, default: 50 } as const;

/** Calculator messages, one per field. */
export const CALCULATOR_VALIDATION = {
  heightUs: 'Height (ft and in) is required.',
  heightMetric: 'Height (cm) is required.',
  weight: 'Weight is required.',
  gender: 'Gender is required.',
  age: 'Age range is required.',
  route: 'Route is required.',
  stamina: 'Stamina must be between 0 and 100.',
  experience: 'Climbing experience is required.',
} as const;

/**
 * base(route) + (stamina − 50) × 0.2 + 5 when the climber has been above 4,000 m, clamped to
 * 0–100 and rounded.
 */
export function summitSuccess(input: { route: string; stamina: number; climbedAbove4000m: boolean }): number {
  const base = (ROUTE_BASE_SUCCESS as Record<string, number>)[input.route] ?? DEFAULT_BASE_SUCCESS;
  const raw = base + (input.stamina - STAMINA.default) * 0.2 + (input.climbedAbove4000m ? 5 : 0);
  return Math.round(Math.min(100, Math.max(0, raw)));
}

export interface CalculatorValues {
  unit: 'us' | 'metric';
  heightFt: string;
  heightIn: string;
  height: string;
  weight: string;
  gender: '' | 'male' | 'female';
  age: '' | 'under25' | '25-55' | 'over55';
  route: string;
  stamina: number;
  climbedAbove4000m: '' | 'Yes' | 'No';
}

/** Calculator rules, checked on Calculate: each message under its field. */
export function calculatorErrors(v: CalculatorValues): Partial<Record<keyof CalculatorValues, string>> {
  const m = CALCULATOR_VALIDATION;
  const errors: Partial<Record<keyof CalculatorValues, string>> = {};
  const present = (value: string) => value.trim() !== '' && Number(value) >= 0;
  if (v.unit === 'us' && !(present(v.heightFt) && present(v.heightIn))) errors.heightFt = m.heightUs;
  if (v.unit === 'metric' && !present(v.height)) errors.height = m.heightMetric;
  if (!present(v.weight)) errors.weight = m.weight;
  if (!v.gender) errors.gender = m.gender;
  if (!v.age) errors.age = m.age;
  if (!v.route) errors.route = m.route;
  if (!Number.isFinite(v.stamina) || v.stamina < STAMINA.min || v.stamina > STAMINA.max) errors.stamina = m.stamina;
  if (!v.climbedAbove4000m) errors.climbedAbove4000m = m.experience;
  return errors;
}
