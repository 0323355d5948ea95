// Reference lists for the demo catalogue. Trips and destinations refer to these entries by name.
import type { SeedLocation } from '../types';

/** Tanzanian administrative regions that the catalogue uses (Zanzibar covers Unguja and Pemba). */
export const SEED_REGIONS: string[] = [
  'Arusha',
  'Manyara',
  'Mara',
  'Kilimanjaro',
  'Zanzibar',
  'Dar es Salaam',
  'Iringa',
  'Morogoro',
  'Lindi',
  'Kigoma',
  'Tanga',
  'Mbeya',
  'Katavi',
  'Pwani',
];

export const SEED_LOCATIONS: SeedLocation[] = [
  { name: 'Arusha', region: 'Arusha' },
  { name: 'Karatu', region: 'Arusha' },
  { name: 'Ngorongoro', region: 'Arusha' },
  { name: 'Mto wa Mbu', region: 'Arusha' },
  { name: 'Lake Natron', region: 'Arusha' },
  { name: 'Mangola', region: 'Arusha' },
  { name: 'Tarangire', region: 'Manyara' },
  { name: 'Serengeti', region: 'Mara' },
  { name: 'Moshi', region: 'Kilimanjaro' },
  { name: 'Same', region: 'Kilimanjaro' },
  { name: 'Stone Town', region: 'Zanzibar' },
  { name: 'Nungwi', region: 'Zanzibar' },
  { name: 'Paje', region: 'Zanzibar' },
  { name: 'Pemba', region: 'Zanzibar' },
  { name: 'Dar es Salaam', region: 'Dar es Salaam' },
  { name: 'Iringa', region: 'Iringa' },
  { name: 'Mikumi', region: 'Morogoro' },
  { name: "Mang'ula", region: 'Morogoro' },
  { name: 'Kisaki', region: 'Morogoro' },
  { name: 'Kigoma', region: 'Kigoma' },
  { name: 'Mafia Island', region: 'Pwani' },
  { name: 'Bagamoyo', region: 'Pwani' },
  { name: 'Kilwa Masoko', region: 'Lindi' },
  { name: 'Lushoto', region: 'Tanga' },
  { name: 'Mpanda', region: 'Katavi' },
  { name: 'Mbeya', region: 'Mbeya' },
];

/** Trip themes: package filter chips and the inquiry form's 'trip type'. */
export const SEED_TRIP_CATEGORIES: string[] = [
  'Safari',
  'Mountain Climbing',
  'Beach Holiday',
  'Cultural Immersion',
  'Family Friendly',
  'Honeymoon',
  'Bird Watching',
  'Photography',
  'Great Migration',
  'Budget Friendly',
  'Luxury',
  'Diving & Snorkelling',
];

/** Items a trip can include or exclude. */
export const SEED_ADDONS: string[] = [
  'Park entry fees',
  'Airport transfers',
  'Professional English-speaking guide',
  'Accommodation as per itinerary',
  'All meals on safari',
  'All meals as per itinerary',
  'Lunch',
  'Hotel pick-up and drop-off',
  'Breakfast daily',
  'Bottled drinking water',
  '4x4 safari vehicle with pop-up roof',
  'Mountain crew: guides, cooks and porters',
  'Rescue fee',
  'Camping equipment',
  'Domestic flights',
  'Boat trips and snorkelling gear',
  'Local community fees',
  'International flights',
  'Travel insurance',
  'Tanzania visa',
  'Tips and gratuities',
  'Alcoholic drinks',
  'Personal items',
  'Hot air balloon safari',
  'Sleeping bag rental',
  'Scuba diving',
];

export const SEED_DESTINATION_CATEGORIES: string[] = [
  'National Park',
  'Conservation Area',
  'Game Reserve',
  'Mountain',
  'Beach',
  'Island',
  'Lake',
  'Marine Park',
  'Cultural Site',
  'Historic Site',
  'Forest',
];

export const SEED_FAQ_CATEGORIES: string[] = [
  'Booking & Payment',
  'Safari',
  'Kilimanjaro',
  'Zanzibar',
  'Health & Safety',
  'Visas & Travel',
];

export const SEED_AGE_GROUPS: string[] = [
  'Children (0-11)',
  'Teens (12-17)',
  'Adults (18-59)',
  'Seniors (60+)',
];

export const SEED_PAYMENT_MODES: string[] = [
  'Bank Transfer',
  'Credit Card',
  'Mobile Money (M-Pesa)',
  'Cash on Arrival',
];
