// Fixed texts of one area (docs/product.md#texts; see messages.ts for why they are split by area).

/** Shown by the API's 503 answers and by the storefront's maintenance page. */
export const MAINTENANCE_MESSAGE = 'The site is under maintenance. Please come back soon.';

/** Server-side messages of our own API (the original showed none). */
export const API_MESSAGES = {
  notFound: 'Not found',
  tripNotFound: 'Package not found',
  destinationNotFound: 'Destination not found',
  currencyNotFound: 'Currency not found',
  tripsFound: 'Trips retrieved successfully',
  validation: 'The request is invalid',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  maintenance: MAINTENANCE_MESSAGE,
} as const;
