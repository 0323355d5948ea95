// Fixed texts of one area (docs/product.md#texts; see messages.ts for why they are split by area).

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

export const NEWSLETTER_EMAIL_REQUIRED = 'Please enter your email address.';

/** Newsletter texts, and those of the double opt-in (decision 0019). */
export const NEWSLETTER_TEXTS = {
  success: 'Subscribed successfully! 🎉',
  failed: 'Subscription failed',
  requestFailed: 'Failed to subscribe. Please try again.',
  checkInbox: 'Almost there! Please confirm your subscription with the link we sent to your inbox.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  invalidLink: 'This link is invalid or has expired.',
} as const;
