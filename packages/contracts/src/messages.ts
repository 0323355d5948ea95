// User-facing texts quoted by SPEC §5 and §8. Server and client use the same strings so a
// message checked on the server reads exactly like the one the storefront would show.
// One small export per area, so a page bundles only the texts it shows (a bundler cannot drop
// unused properties of one big object); VALIDATION and ERRORS compose them for callers that
// want the whole set (the API, tests).

export const NEWSLETTER_EMAIL_REQUIRED = 'Please enter your email address.';

export const SEARCH_VALIDATION = {
  destination: 'Please select a destination',
  travelersRequired: 'Please enter number of travelers (minimum 1)',
  travelersMax: 'Maximum 50 travelers allowed',
  checkIn: 'Please select check-in date',
  checkOut: 'Please select check-out date',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  checkInPast: 'Check-in date cannot be in the past',
} as const;

export const LOGIN_VALIDATION = { required: 'Please fill in all required fields.' } as const;

export const REGISTER_VALIDATION = {
  required: 'Please fill in all required fields and agree to the terms.',
  passwordsMismatch: 'Passwords do not match.',
  passwordLength: 'Password must be at least 6 characters long.',
  countryGender: 'Please select valid country and gender options.',
  passportSize: 'File size must be less than 5MB',
  passportType: 'Please select a valid image file',
} as const;

export const BOOKING_VALIDATION = {
  required:
    'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.',
  startDate: 'Start date must be from tomorrow onwards.',
  invalidOption: 'Selected class, gender, or country is invalid. Please try again.',
  guestsMin: 'Guest count must be 2 or more.',
} as const;

export const STATIC_BOOKING_VALIDATION = {
  invalidTour: 'Invalid tour.',
  travelDate: 'Please select a travel date.',
  guests: 'Please enter a valid number of guests (at least 1).',
  travelDatePast: 'Travel date must be today or a future date.',
  activity: 'Please select at least one activity.',
} as const;

export const INQUIRY_VALIDATION = {
  heading: 'Please fix the following errors:',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone is required',
  country: 'Country is required',
  tripType: 'Trip type is required',
  guests: 'Number of guests is required',
  destinations: 'Please select at least one destination',
  locations: 'Please select at least one location',
  message: 'Message is required',
  emailFormat: 'Please enter a valid email address',
  phoneFormat: 'Please enter a valid phone number',
  endAfterStart: 'End date must be after start date',
} as const;

export const RATING_VALIDATION = { noStars: 'Click on a star to rate' } as const;

export const CALCULATOR_VALIDATION = {
  heightUs: 'Height (ft and in) is required.',
  heightMetric: 'Height (cm) is required.',
  weight: 'Weight is required.',
  gender: 'Gender is required.',
  age: 'Age range is required.',
  route: 'Route is required.',
  stamina: 'Stamina must be between 0 and 100.',
  experience: 'Climbing experience is required.',
} as const;

export const VALIDATION = {
  newsletterEmailRequired: NEWSLETTER_EMAIL_REQUIRED,
  search: SEARCH_VALIDATION,
  login: LOGIN_VALIDATION,
  register: REGISTER_VALIDATION,
  booking: BOOKING_VALIDATION,
  staticBooking: STATIC_BOOKING_VALIDATION,
  inquiry: INQUIRY_VALIDATION,
  rating: RATING_VALIDATION,
  calculator: CALCULATOR_VALIDATION,
} as const;

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

export const SEARCH_ERRORS = {
  locationsFailed: 'Failed to load locations. Please try again later.',
  noTrips: 'No trips found matching the criteria.',
  failed: 'An error occurred while searching for trips.',
  emptyResults: 'No packages match your criteria.',
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

export const RENDER_ERRORS = { title: 'Something went wrong' } as const;

export const ERRORS = {
  trips: TRIPS_ERRORS,
  packageDetail: PACKAGE_DETAIL_ERRORS,
  destinations: DESTINATIONS_ERRORS,
  search: SEARCH_ERRORS,
  testimonials: TESTIMONIALS_ERRORS,
  faqs: FAQS_ERRORS,
  listing: LISTING_ERRORS,
  combobox: COMBOBOX_ERRORS,
  render: RENDER_ERRORS,
} as const;

/** Shown by the API's 503 answers and by the storefront's maintenance page. */
export const MAINTENANCE_MESSAGE = 'The site is under maintenance. Please come back soon.';

/** Server-side messages of our own API (not quoted by the SPEC). */
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

/** SPEC §5 rating modal labels, 1 to 5. */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** SPEC §6: the destructive toast an anonymous visitor sees on like, rate or add to cart. */
export const LOGIN_REQUIRED = {
  title: 'Login Required',
  description: 'Please log in to like items, to rate items, or to add items to cart',
} as const;

/** SPEC §4, §8: sign-in and registration texts the storefront shows. */
export const AUTH_TEXTS = {
  loginSuccess: 'Login successful! Redirecting...',
  loginFailed: 'Login failed. Please try again.',
  registerFailed: 'Registration failed. Please try again.',
  userMissing: 'Invalid response: user data missing',
} as const;

/** SPEC §8 default toasts (title 'Success' / 'Error') of likes, ratings and the cart. */
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

/** SPEC §2, §8: the dashboard and the testimonial page. */
export const DASHBOARD_TEXTS = {
  errorTitle: 'Error Loading Dashboard',
  errorBody: 'Failed to load your dashboard data. Please try again.',
  clearCartConfirm: 'Are you sure you want to clear your cart?',
  cartEmpty: 'Your cart is empty',
  startExploring: 'Start Exploring',
  viewFullCart: 'View Full Cart',
  unknownItem: 'Unknown Item',
} as const;

export const TESTIMONIAL_TEXTS = {
  failed: 'Failed to save testimonial. Please try again.',
  saved: 'Thank you! Your testimonial was received and will appear once our team has reviewed it.',
} as const;

/** Our own account messages (the SPEC does not show the server's). */
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
