// Texts of the FAQ lists (the storefront's own: the server never sends them).

export const FAQS_ERRORS = {
  failed: 'Failed to load FAQs',
  loading: 'Loading FAQs...',
  emptyCategory: 'No FAQs in this category',
} as const;
