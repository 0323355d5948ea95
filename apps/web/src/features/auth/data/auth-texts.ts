// Texts of signing in that only the storefront shows (the server's answers are
// ACCOUNT_MESSAGES in '@safari/contracts/messages').

/** Sign-in and registration texts the storefront shows. */
export const AUTH_TEXTS = {
  loginSuccess: 'Login successful! Redirecting...',
  loginFailed: 'Login failed. Please try again.',
  registerFailed: 'Registration failed. Please try again.',
  userMissing: 'Invalid response: user data missing',
} as const;

/** The toast an anonymous visitor sees on like, rate or add to cart: those need an account. */
export const LOGIN_REQUIRED = {
  title: 'Login Required',
  description: 'Please log in to like items, to rate items, or to add items to cart',
} as const;
