// Texts of the signed-in traveller's pages that several features show (the
// dashboard, the cart, likes and ratings). The storefront's own: the server never sends them.

/** Default error toasts (title 'Error') when a like, rating or cart request fails. */
export const ENGAGEMENT_ERRORS = {
  like: 'Failed to like item',
  ratingSubmit: 'Failed to submit rating',
  ratingUpdate: 'Failed to update rating',
  ratingDelete: 'Failed to delete rating',
  cartAdd: 'Failed to add to cart',
  cartUpdate: 'Failed to update cart',
  cartRemove: 'Failed to remove from cart',
  cartClear: 'Failed to clear cart',
} as const;

/** The dashboard and the cart. */
export const DASHBOARD_TEXTS = {
  errorTitle: 'Error Loading Dashboard',
  errorBody: 'Failed to load your dashboard data. Please try again.',
  clearCartConfirm: 'Are you sure you want to clear your cart?',
  cartEmpty: 'Your cart is empty',
  startExploring: 'Start Exploring',
  viewFullCart: 'View Full Cart',
  unknownItem: 'Unknown Item',
} as const;
