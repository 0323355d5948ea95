// User-facing texts quoted by SPEC §5 and §8. Server and client use the same strings so a
// message checked on the server reads exactly like the one the storefront would show.

export const VALIDATION = {
  newsletterEmailRequired: 'Please enter your email address.',
  search: {
    destination: 'Please select a destination',
    travelersRequired: 'Please enter number of travelers (minimum 1)',
    travelersMax: 'Maximum 50 travelers allowed',
    checkIn: 'Please select check-in date',
    checkOut: 'Please select check-out date',
    checkOutAfterCheckIn: 'Check-out date must be after check-in date',
    checkInPast: 'Check-in date cannot be in the past',
  },
  login: { required: 'Please fill in all required fields.' },
  register: {
    required: 'Please fill in all required fields and agree to the terms.',
    passwordsMismatch: 'Passwords do not match.',
    passwordLength: 'Password must be at least 6 characters long.',
    countryGender: 'Please select valid country and gender options.',
    passportSize: 'File size must be less than 5MB',
    passportType: 'Please select a valid image file',
  },
  booking: {
    required:
      'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.',
    startDate: 'Start date must be from tomorrow onwards.',
    invalidOption: 'Selected class, gender, or country is invalid. Please try again.',
    guestsMin: 'Guest count must be 2 or more.',
  },
  staticBooking: {
    invalidTour: 'Invalid tour.',
    travelDate: 'Please select a travel date.',
    guests: 'Please enter a valid number of guests (at least 1).',
    travelDatePast: 'Travel date must be today or a future date.',
    activity: 'Please select at least one activity.',
  },
  inquiry: {
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
  },
  rating: { noStars: 'Click on a star to rate' },
  calculator: {
    heightUs: 'Height (ft and in) is required.',
    heightMetric: 'Height (cm) is required.',
    weight: 'Weight is required.',
    gender: 'Gender is required.',
    age: 'Age range is required.',
    route: 'Route is required.',
    stamina: 'Stamina must be between 0 and 100.',
    experience: 'Climbing experience is required.',
  },
} as const;

export const ERRORS = {
  trips: {
    failed: 'Failed to fetch trips',
    unexpected: 'An unexpected error occurred while fetching trips',
    loading: 'Loading...',
  },
  packageDetail: {
    noUuid: 'No UUID provided',
    failed: 'Failed to fetch trip details.',
    unexpected: 'An unexpected error occurred.',
    notFound: 'Package not found',
    loading: 'Loading package...',
  },
  destinations: {
    loading: 'Loading destinations...',
    empty: 'No destinations available.',
    emptyRecommended: 'No recommended destinations available.',
    detailFailed: 'Failed to load destination details.',
  },
  search: {
    locationsFailed: 'Failed to load locations. Please try again later.',
    noTrips: 'No trips found matching the criteria.',
    failed: 'An error occurred while searching for trips.',
    emptyResults: 'No packages match your criteria.',
  },
  testimonials: {
    fetchFailed: 'Failed to fetch testimonials.',
    loadFailed: 'Failed to load testimonials. Please try again later.',
    empty: 'No testimonials found.',
    loading: 'Loading testimonials...',
  },
  faqs: {
    failed: 'Failed to load FAQs',
    loading: 'Loading FAQs...',
    emptyCategory: 'No FAQs in this category',
  },
  listing: { empty: 'No packages found' },
  combobox: { empty: 'No result found.' },
  render: { title: 'Something went wrong' },
} as const;

/** Server-side messages of our own API (not quoted by the SPEC). */
export const API_MESSAGES = {
  notFound: 'Not found',
  tripNotFound: 'Package not found',
  destinationNotFound: 'Destination not found',
  validation: 'The request is invalid',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  maintenance: 'The site is under maintenance. Please come back soon.',
} as const;
