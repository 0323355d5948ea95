// Rating modal texts (the storefront's own: the server's rating messages are
// ACCOUNT_MESSAGES in '@safari/contracts/messages').

export const RATING_VALIDATION = { noStars: 'Click on a star to rate' } as const;

/** Rating modal labels, 1 to 5 stars. */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
