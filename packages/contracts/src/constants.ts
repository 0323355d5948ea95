// Business constants of SPEC §9. Zod-free so the storefront can import them without the
// schema library in its first bundle.

import { seasonOf } from './calendar';

export const API_BASE_PATH = '/api';

export const STORAGE_KEYS = { authToken: 'authToken', selectedCurrency: 'selectedCurrency' } as const;

/** A stored token is valid only if longer than this many characters. */
export const MIN_TOKEN_LENGTH_EXCLUSIVE = 10;

export const DEFAULT_CURRENCY_CODE = 'USD';

export const CACHE_MS = {
  splash: 60 * 60 * 1000,
  destinations: 60 * 60 * 1000,
  destinationDetail: 60 * 60 * 1000,
  cart: 30 * 1000,
  dashboard: 30 * 1000,
  likeStatus: 0,
} as const;

export const UI_TIMING_MS = {
  routeLoadingIndicator: 500,
  redirectAfterSuccess: 2000,
  toastDisplay: 5000,
  carouselAutoplay: 5000,
} as const;

export const SCROLL_PX = { headerSolidAfter: 50, backToTopAfter: 300 } as const;

export const LIMITS = {
  searchSuggestions: 6,
  toastsVisible: 1,
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
  defaultTripRating: 5,
  addToCartQuantity: 1,
  tripsPageSizeRequested: 100,
  listingInitialVisibleCards: 6,
  descriptionTruncateChars: 150,
  carouselTrips: 10,
  destinationsDefaultLimit: 10,
  destinationsPageLimit: 20,
  destinationsFormLimit: 50,
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

export const MARKETING_CLAIMS = {
  travelers: '50,000+',
  years: '15+',
  destinations: '25+',
  rating: '4.9/5',
} as const;

export const BUSINESS_HOURS = {
  weekdays: 'Mon-Fri 8AM-6PM',
  saturday: 'Sat 9AM-4PM',
  sunday: 'Sunday emergency only',
} as const;
