// Texts of the package listings and the package page (the storefront's own: the
// server never sends them).

export const TRIPS_ERRORS = {
  failed: 'Failed to fetch trips',
  unexpected: 'An unexpected error occurred while fetching trips',
  loading: 'Loading...',
} as const;

export const PACKAGE_DETAIL_ERRORS = {
  noUuid: 'No UUID provided',
  failed: 'Failed to fetch trip details.',
  unexpected: 'An unexpected error occurred.',
  notFound: 'Package not found',
  loading: 'Loading package...',
} as const;

export const LISTING_ERRORS = { empty: 'No packages found' } as const;
