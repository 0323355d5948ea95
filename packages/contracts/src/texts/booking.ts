// Fixed texts of one area (docs/product.md#texts; see messages.ts for why they are split by area).

export const BOOKING_VALIDATION = {
  required: 'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.',
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
