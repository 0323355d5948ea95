// The storefront's own numbers: cache times, timings, scroll thresholds and list
// sizes that only the browser applies (the server never sees them). Plain TypeScript, so the
// first bundle can import them.

/** TanStack Query cache times (1 h for the splash and destinations, 30 s for the cart and dashboard). */
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

/** How much the pages show and ask for; the server caps any page at LIMITS.maxPageSize. */
export const UI_LIMITS = {
  searchSuggestions: 6,
  toastsVisible: 1,
  defaultTripRating: 5,
  tripsPageSizeRequested: 100,
  listingInitialVisibleCards: 6,
  descriptionTruncateChars: 150,
  carouselTrips: 10,
  destinationsPageLimit: 20,
  destinationsFormLimit: 50,
} as const;
