// Fixed user-facing texts (docs/product.md#texts) that the server and the storefront both use: the
// validation messages of the shared schemas and the messages the API answers with, so a
// message checked on the server reads exactly like the one the storefront would show. Texts
// only the storefront shows (loading and failure texts of its pages, labels) are the web
// app's own, beside the feature that shows them.
//
// Each area's texts live in a module of their own under texts/: a bundler keeps or drops whole
// modules, so a page that shows one area's texts does not ship every other area's. Import
// from here; the composites VALIDATION and ERRORS (which pull in everything) are for the API
// and tests.

export * from './texts/search';
export * from './texts/account';
export * from './texts/booking';
export * from './texts/inquiry';
export * from './texts/site';

import { SEARCH_VALIDATION, SEARCH_ERRORS } from './texts/search';
import { LOGIN_VALIDATION, REGISTER_VALIDATION } from './texts/account';
import { BOOKING_VALIDATION, STATIC_BOOKING_VALIDATION } from './texts/booking';
import { INQUIRY_VALIDATION, NEWSLETTER_EMAIL_REQUIRED } from './texts/inquiry';

export const VALIDATION = {
  newsletterEmailRequired: NEWSLETTER_EMAIL_REQUIRED,
  search: SEARCH_VALIDATION,
  login: LOGIN_VALIDATION,
  register: REGISTER_VALIDATION,
  booking: BOOKING_VALIDATION,
  staticBooking: STATIC_BOOKING_VALIDATION,
  inquiry: INQUIRY_VALIDATION,
} as const;

export const ERRORS = {
  search: SEARCH_ERRORS,
} as const;
