// SPEC texts of one area (see messages.ts for why they are split by area).

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
