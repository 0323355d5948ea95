// Texts of the testimonial lists (the storefront's own: the server never sends them).

export const TESTIMONIALS_ERRORS = {
  fetchFailed: 'Failed to fetch testimonials.',
  loadFailed: 'Failed to load testimonials. Please try again later.',
  empty: 'No testimonials found.',
  loading: 'Loading testimonials...',
} as const;
