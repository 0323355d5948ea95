// SPEC texts of one area (see messages.ts for why they are split by area).

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

export const DESTINATIONS_ERRORS = {
  loading: 'Loading destinations...',
  empty: 'No destinations available.',
  emptyRecommended: 'No recommended destinations available.',
  detailFailed: 'Failed to load destination details.',
} as const;

export const TESTIMONIALS_ERRORS = {
  fetchFailed: 'Failed to fetch testimonials.',
  loadFailed: 'Failed to load testimonials. Please try again later.',
  empty: 'No testimonials found.',
  loading: 'Loading testimonials...',
} as const;

export const FAQS_ERRORS = {
  failed: 'Failed to load FAQs',
  loading: 'Loading FAQs...',
  emptyCategory: 'No FAQs in this category',
} as const;

export const LISTING_ERRORS = { empty: 'No packages found' } as const;

export const COMBOBOX_ERRORS = { empty: 'No result found.' } as const;
