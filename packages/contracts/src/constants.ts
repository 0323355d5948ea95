// Business constants that the server and the storefront both apply: the API's base
// path, the token rule, the base currency, the limits the schemas enforce, the seat tiers and
// seasons of the price rule, the inquiry promise. The storefront's own numbers (timings,
// cache times, list sizes, storage keys) live in apps/web/src/lib. Zod-free so the
// storefront can import them without the schema library in its first bundle.

import { seasonOf } from './calendar';

export const API_BASE_PATH = '/api';

/** A stored token is valid only if longer than this many characters. */
export const MIN_TOKEN_LENGTH_EXCLUSIVE = 10;

export const DEFAULT_CURRENCY_CODE = 'USD';

export const LIMITS = {
  travelersMin: 1,
  travelersMax: 50,
  bookingGuestsMin: 2,
  inquiryGuestsMin: 1,
  phoneMinLength: 7,
  passwordMinLength: 6,
  passportMaxBytes: 5 * 1024 * 1024,
  commentMaxLength: 500,
  ratingMin: 1,
  ratingMax: 5,
  addToCartQuantity: 1,
  destinationsDefaultLimit: 10,
  tripsDefaultLimit: 10,
  /** Largest page any list endpoint serves, so one request cannot ask for the whole table. */
  maxPageSize: 100,
} as const;

/** Seat-tier price lookup (SEAT_TIERS): under 4 guests → 2, 4–5 → 4, 6 or more → 6. */
export const GROUP_TIERS = [2, 4, 6] as const;
export type GroupTier = (typeof GROUP_TIERS)[number];

export function groupTierFor(guests: number): GroupTier {
  if (guests >= 6) return 6;
  if (guests >= 4) return 4;
  return 2;
}

export const SEASON_NAMES = { low: 'Low Season', high: 'High Season' } as const;

/** 'High Season' for a date from July to December, else 'Low Season' (the budget rows' names). */
export function seasonNameForDate(isoDate: string): string {
  return SEASON_NAMES[seasonOf(isoDate)];
}

export const INQUIRY_RESPONSE_HOURS = 24;
