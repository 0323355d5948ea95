// SPEC §3, §4, §5 and §9: the Kilimanjaro summit success calculator and the route figures.
// zod-free and pure: the page computes with it, the tests pin every route and the clamp edges.
import { CALCULATOR_VALIDATION } from './texts/calculator';

export const KILIMANJARO_ROUTES = ['marangu', 'machame', 'lemosho', 'rongai', 'northern'] as const;
export type KilimanjaroRoute = (typeof KILIMANJARO_ROUTES)[number];

/** Base success by route (SPEC §9); any other value counts as 85. */
export const ROUTE_BASE_SUCCESS: Record<KilimanjaroRoute, number> = { marangu: 85, machame: 90, lemosho: 95, rongai: 80, northern: 95 };
export const DEFAULT_BASE_SUCCESS = 85;
/** Days on the mountain per route, as the map's statistics show them (SPEC §9). */
export const ROUTE_DAYS: Record<KilimanjaroRoute, number> = { marangu: 6, machame: 7, lemosho: 8, rongai: 6, northern: 9 };
export const DEFAULT_MAP_ROUTE: KilimanjaroRoute = 'machame';

export const STAMINA = { min: 0, max: 100, step: 1, default: 50 } as const;

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

/** SPEC §5 calculator rules, checked on Calculate: each message under its field. */
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

/** SPEC §9 climate zones by altitude. */
export const CLIMATE_ZONES = [
  { name: 'Cultivation', altitude: '800-1,800 m' },
  { name: 'Rainforest', altitude: '1,800-2,800 m' },
  { name: 'Heather', altitude: '2,800-4,000 m' },
  { name: 'Alpine Desert', altitude: '4,000-5,000 m' },
  { name: 'Arctic', altitude: 'above 5,000 m' },
] as const;
