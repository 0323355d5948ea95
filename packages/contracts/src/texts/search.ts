// Fixed texts of one area (docs/product.md#texts; see messages.ts for why they are split by area).

export const SEARCH_VALIDATION = {
  destination: 'Please select a destination',
  travelersRequired: 'Please enter number of travelers (minimum 1)',
  travelersMax: 'Maximum 50 travelers allowed',
  checkIn: 'Please select check-in date',
  checkOut: 'Please select check-out date',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  checkInPast: 'Check-in date cannot be in the past',
} as const;

export const SEARCH_ERRORS = {
  locationsFailed: 'Failed to load locations. Please try again later.',
  noTrips: 'No trips found matching the criteria.',
  failed: 'An error occurred while searching for trips.',
  emptyResults: 'No packages match your criteria.',
} as const;
