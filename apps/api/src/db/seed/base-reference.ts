// Reference rows the product's rules depend on (names the code and SPEC refer to), as
// opposed to the demo content in data/.

export const BASE_REFERENCE = {
  // Fallback rates are units per 1 USD; live rates replace them when a provider answers.
  currencies: [
    { code: 'USD', name: 'US Dollar', symbol: '$', fallbackRate: 1, sortOrder: 0 },
    { code: 'EUR', name: 'Euro', symbol: '€', fallbackRate: 0.92, sortOrder: 1 },
    { code: 'GBP', name: 'British Pound', symbol: '£', fallbackRate: 0.79, sortOrder: 2 },
    { code: 'TZS', name: 'Tanzanian Shilling', symbol: 'TSh', fallbackRate: 2580, sortOrder: 3 },
  ],
  genders: ['Male', 'Female', 'Non-binary', 'Prefer not to say'],
  serviceClasses: ['Budget', 'Comfort', 'Luxury'],
  // Seasons: High July to December, Low otherwise.
  seasons: [
    { name: 'Low Season', startMonth: 1, endMonth: 6 },
    { name: 'High Season', startMonth: 7, endMonth: 12 },
  ],
  tripTypes: ['Safari', 'Mountain Climbing', 'Beach Holiday', 'Cultural Tour'],
} as const;
