// Shapes of the demo catalogue as plain data. The seeder (seed.ts) turns these into rows;
// references between them are by name or slug so the data files stay readable.

type SeedTripType = 'Safari' | 'Mountain Climbing' | 'Beach Holiday' | 'Cultural Tour';

export type SeedServiceClass = 'Budget' | 'Comfort' | 'Luxury';

/** Price per person in USD for one season, one service class, by group-size tier. */
export interface SeedBudgetRow {
  season: 'Low Season' | 'High Season';
  serviceClass: SeedServiceClass;
  /** tier 2 = 2-3 guests, 4 = 4-5 guests, 6 = 6 or more */
  prices: { 2: number; 4: number; 6: number };
}

interface SeedItineraryPoint {
  title: string; // e.g. 'Day 1: Arrival in Arusha'
  description: string; // plain text, 1-3 sentences
}

export interface SeedTrip {
  slug: string; // kebab-case, unique
  name: string;
  tripType: SeedTripType;
  /** A Kilimanjaro climb (trips.is_kilimanjaro_climb): its departures are the group climbs. */
  kilimanjaroClimb?: boolean;
  durationDays: number;
  /** Largest party the operator takes on this trip (search filters on it). */
  maxGuests: number;
  basePrice: number; // USD per person, the 'From' price
  /** Sanitized-safe HTML: <p>, <ul>, <li>, <strong>, <em> only. */
  descriptionHtml: string;
  highlights: string[]; // 3-6 short lines
  categories: string[]; // names from SEED_TRIP_CATEGORIES
  included: string[]; // names from SEED_ADDONS
  excluded: string[]; // names from SEED_ADDONS
  destinations: string[]; // destination slugs, in visiting order
  itinerary: SeedItineraryPoint[]; // 4+ points
  budgets: SeedBudgetRow[]; // both seasons x at least two classes
  /** Days ago the trip was published; the carousel shows the latest. */
  publishedDaysAgo: number;
  /** Artwork: palette and motif for the generated SVG banner. */
  art: SeedArt;
}

export interface SeedArt {
  motif: 'savanna' | 'mountain' | 'beach' | 'crater' | 'village' | 'lake' | 'forest' | 'island';
  /** Three hex colours: sky, land, accent. Distinct per trip. */
  palette: [string, string, string];
  /** Short label drawn small in the corner, e.g. 'Serengeti'. */
  label: string;
}

interface SeedFact {
  fact: string; // e.g. '14,750 km²'
  subFact: string; // e.g. 'Park area'
  description: string;
}

interface SeedActivity {
  name: string;
  description: string;
  isActive: boolean;
}

export interface SeedDestination {
  slug: string;
  name: string;
  location: string; // a name from SEED_LOCATIONS
  region: string; // a name from SEED_REGIONS
  isActive: boolean;
  /** Sanitized-safe HTML like trips. */
  descriptionHtml: string;
  categories: string[]; // names from SEED_DESTINATION_CATEGORIES
  facts: SeedFact[]; // 3+
  activities: SeedActivity[]; // 3+
  art: SeedArt;
}

export interface SeedLocation {
  name: string;
  region: string;
}

export interface SeedFaq {
  question: string;
  answer: string; // may contain HTML entities such as &amp; (the client decodes them)
  category: string | null; // null shows as 'General'
  order: number;
  status: boolean;
}

export interface SeedTestimonial {
  name: string;
  country: string; // country name
  comments: string;
  rating: number; // 1-5
}

export interface SeedCountry {
  name: string;
  code: string; // ISO 3166-1 alpha-2
}
