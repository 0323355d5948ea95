// User-facing texts quoted by SPEC §5 and §8. Server and client use the same strings so a
// message checked on the server reads exactly like the one the storefront would show.
// One small export per area, so a page bundles only the texts it shows (a bundler cannot drop
// unused properties of one big object); VALIDATION and ERRORS compose them for callers that
// want the whole set (the API, tests).
//
// Each area's texts live in a module of their own under texts/: a bundler keeps or drops whole
// modules, so a page that shows one area's texts does not ship every other area's. Import
// from here; the composites VALIDATION and ERRORS (which pull in everything) are for the API
// and tests.

export * from './texts/search';
export * from './texts/account';
export * from './texts/booking';
export * from './texts/inquiry';
export * from './texts/calculator';
export * from './texts/catalogue';
export * from './texts/site';

import { SEARCH_VALIDATION, SEARCH_ERRORS } from './texts/search';
import { LOGIN_VALIDATION, REGISTER_VALIDATION, RATING_VALIDATION } from './texts/account';
import { BOOKING_VALIDATION, STATIC_BOOKING_VALIDATION } from './texts/booking';
import { INQUIRY_VALIDATION, NEWSLETTER_EMAIL_REQUIRED } from './texts/inquiry';
import { CALCULATOR_VALIDATION } from './texts/calculator';
import { TRIPS_ERRORS, PACKAGE_DETAIL_ERRORS, DESTINATIONS_ERRORS, TESTIMONIALS_ERRORS, FAQS_ERRORS, LISTING_ERRORS, COMBOBOX_ERRORS } from './texts/catalogue';
import { RENDER_ERRORS } from './texts/site';

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
