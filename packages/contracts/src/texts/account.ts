// Fixed texts of one area (docs/product.md#texts; see messages.ts for why they are split by area).

export const LOGIN_VALIDATION = { required: 'Please fill in all required fields.' } as const;

export const REGISTER_VALIDATION = {
  required: 'Please fill in all required fields and agree to the terms.',
  passwordsMismatch: 'Passwords do not match.',
  passwordLength: 'Password must be at least 6 characters long.',
  countryGender: 'Please select valid country and gender options.',
  passportSize: 'File size must be less than 5MB',
  passportType: 'Please select a valid image file',
} as const;

/** Default success toasts (title 'Success') of likes, ratings and the cart: the server answers with them. */
export const ENGAGEMENT_SUCCESS = {
  liked: 'Item liked successfully',
  ratingSubmitted: 'Rating submitted successfully',
  ratingUpdated: 'Rating updated successfully',
  ratingDeleted: 'Rating deleted successfully',
  cartAdded: 'Added to cart successfully',
  cartUpdated: 'Cart updated successfully',
  cartRemoved: 'Removed from cart successfully',
  cartCleared: 'Cart cleared successfully',
} as const;

/** The testimonial page. */
export const TESTIMONIAL_TEXTS = {
  failed: 'Failed to save testimonial. Please try again.',
  saved: 'Thank you! Your testimonial was received and will appear once our team has reviewed it.',
} as const;

/** Our own account messages (the original's server messages are unknown). */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Please log in or reset your password.',
  emailFormat: 'Please enter a valid email address',
  invalidCredentials: 'Invalid email or password.',
  accountDisabled: 'This account has been disabled. Please contact us.',
  tooManyLogins: 'Too many failed login attempts. Please wait 15 minutes and try again, or reset your password.',
  loginRequired: 'Please log in to continue.',
  loggedIn: 'Login successful',
  registered: 'Registration successful',
  loggedOut: 'You have been logged out.',
  resetRequested: 'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please log in again on your other devices.',
  currentPasswordWrong: 'The current password is not correct.',
  accountDeleted: 'Your account and personal data have been deleted.',
  itemNotFound: 'This item no longer exists.',
  testimonialRequired: 'Please write your testimonial.',
  commentRequired: 'Please write a comment.',
  commentTooLong: 'Comments can be at most 500 characters.',
  ratingRange: 'Please choose a rating from 1 to 5 stars.',
} as const;

/** The welcome e-mail's confirmation link (/verify-email) and asking for a new one. */
export const EMAIL_VERIFY_TEXTS = {
  verified: 'Thank you: your e-mail address is confirmed.',
  invalid: 'This confirmation link is invalid or has expired. Sign in to ask for a new one.',
  resent: 'We have sent you a new confirmation link. It is valid for 7 days.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
} as const;
