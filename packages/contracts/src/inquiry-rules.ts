// The inquiry and its rules (docs/product.md#inquiries), zod-free (like constants.ts): the
// storefront's inquiry form validates with them as it hydrates, and importing them from inquiry.ts
// would put the schema library and every schema (about 25 KB gzip) in the contact page's first
// download. inquiry.ts re-exports them and builds the server's schema on the same function.
import { LIMITS } from './constants';
import { INQUIRY_VALIDATION } from './texts/inquiry';

// The storefront shows every problem at once under 'Please fix the following errors:'; the
// server applies the same function and refuses with the same texts.

const m = INQUIRY_VALIDATION;

/** Budget options ('' = not given). */
export const BUDGET_OPTIONS = [
  { value: 'budget', label: 'Budget ($500-$1,500)' },
  { value: 'mid-range', label: 'Mid-range ($1,500-$3,000)' },
  { value: 'luxury', label: 'Luxury ($3,000-$5,000)' },
  { value: 'ultra-luxury', label: 'Ultra-luxury ($5,000+)' },
] as const;

export const INQUIRY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INQUIRY_PHONE_PATTERN = /^\+?[\d\s\-()]{7,}$/;

export interface InquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: number;
  tripType: number;
  destinations: number[];
  locations: number[];
  serviceClass: number;
  guests: number;
  startDate: string;
  endDate: string;
  budget: string;
  message: string;
}

/** Every broken rule, keyed by field, in the form's fixed order. Empty: the inquiry can be sent. */
export function inquiryProblems(v: InquiryValues): Partial<Record<keyof InquiryValues, string>> {
  const problems: Partial<Record<keyof InquiryValues, string>> = {};
  const add = (field: keyof InquiryValues, message: string) => {
    problems[field] ??= message;
  };
  if (!v.firstName.trim()) add('firstName', m.firstName);
  if (!v.lastName.trim()) add('lastName', m.lastName);
  if (!v.email.trim()) add('email', m.email);
  if (!v.phone.trim()) add('phone', m.phone);
  if (!v.country) add('country', m.country);
  if (!v.tripType) add('tripType', m.tripType);
  if (!v.guests || v.guests < LIMITS.inquiryGuestsMin) add('guests', m.guests);
  if (v.destinations.length === 0) add('destinations', m.destinations);
  if (v.locations.length === 0) add('locations', m.locations);
  if (!v.message.trim()) add('message', m.message);
  if (v.email.trim() && !INQUIRY_EMAIL_PATTERN.test(v.email.trim())) add('email', m.emailFormat);
  if (v.phone.trim() && !INQUIRY_PHONE_PATTERN.test(v.phone.trim())) add('phone', m.phoneFormat);
  if (v.startDate && v.endDate && v.startDate >= v.endDate) add('endDate', m.endAfterStart);
  return problems;
}
