// Texts of the destination pages (the storefront's own: the server never sends them).

export const DESTINATIONS_ERRORS = {
  loading: 'Loading destinations...',
  empty: 'No destinations available.',
  emptyRecommended: 'No recommended destinations available.',
  detailFailed: 'Failed to load destination details.',
} as const;
