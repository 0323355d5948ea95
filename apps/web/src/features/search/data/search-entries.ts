// The header search's fixed list (SPEC §2: about 35 titles, each with a type and a URL).
// Targets come only from the SPEC's suggestion set; /kilimanjaro-trips and /zanzibar-trips
// redirect to the -packages listings (GUIDE decision 2), so no suggestion is a dead end.

type SearchEntryType =
  | 'Safari Trip'
  | 'Mountain Trip'
  | 'Beach Trip'
  | 'Cultural Trip'
  | 'Destination'
  | 'Experience';

export interface SearchEntry {
  title: string;
  type: SearchEntryType;
  url: string;
}

const SAFARI = '/safari-packages';
const MOUNTAIN = '/kilimanjaro-trips';
const BEACH = '/zanzibar-trips';
const CULTURE = '/experiences/cultural-tours';

export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  { title: 'Serengeti National Park', type: 'Destination', url: '/destinations/serengeti' },
  { title: 'Ngorongoro Crater', type: 'Destination', url: '/destinations/ngorongoro' },
  { title: 'Tarangire National Park', type: 'Destination', url: '/destinations/tarangire' },
  { title: 'Lake Manyara National Park', type: 'Destination', url: '/destinations/lake-manyara' },
  { title: 'Mount Kilimanjaro', type: 'Destination', url: '/destinations/kilimanjaro' },
  { title: 'Zanzibar Island', type: 'Destination', url: '/destinations/zanzibar' },

  { title: 'Serengeti Great Migration Safari', type: 'Safari Trip', url: SAFARI },
  { title: 'Ngorongoro Crater Day Safari', type: 'Safari Trip', url: SAFARI },
  { title: 'Tarangire Elephant Safari', type: 'Safari Trip', url: SAFARI },
  { title: 'Lake Manyara Tree-Climbing Lions', type: 'Safari Trip', url: SAFARI },
  { title: 'Northern Circuit Wildlife Safari', type: 'Safari Trip', url: SAFARI },
  { title: 'Big Five Luxury Lodge Safari', type: 'Safari Trip', url: SAFARI },
  { title: 'Family Safari Adventure', type: 'Safari Trip', url: SAFARI },
  { title: 'Walking Safari with Maasai Guides', type: 'Safari Trip', url: SAFARI },

  { title: 'Kilimanjaro Machame Route', type: 'Mountain Trip', url: MOUNTAIN },
  { title: 'Kilimanjaro Lemosho Route', type: 'Mountain Trip', url: MOUNTAIN },
  { title: 'Kilimanjaro Marangu Route', type: 'Mountain Trip', url: MOUNTAIN },
  { title: 'Kilimanjaro Rongai Route', type: 'Mountain Trip', url: MOUNTAIN },
  { title: 'Kilimanjaro Northern Circuit', type: 'Mountain Trip', url: MOUNTAIN },

  { title: 'Zanzibar Beach Holiday', type: 'Beach Trip', url: BEACH },
  { title: 'Nungwi Sunset & Snorkelling', type: 'Beach Trip', url: BEACH },
  { title: 'Stone Town & Paje Beach Escape', type: 'Beach Trip', url: BEACH },
  { title: 'Safari & Zanzibar Honeymoon', type: 'Beach Trip', url: BEACH },
  { title: 'Mnemba Island Dolphin Tour', type: 'Beach Trip', url: BEACH },

  { title: 'Maasai Village Visit', type: 'Cultural Trip', url: CULTURE },
  { title: 'Hadzabe Bushmen Encounter', type: 'Cultural Trip', url: CULTURE },
  { title: 'Stone Town Walking Tour', type: 'Cultural Trip', url: CULTURE },
  { title: 'Zanzibar Spice Farm Tour', type: 'Cultural Trip', url: CULTURE },
  { title: 'Mto wa Mbu Village & Market', type: 'Cultural Trip', url: CULTURE },

  { title: 'Safari Adventures', type: 'Experience', url: '/experiences/safari-adventures' },
  { title: 'Cultural Tours', type: 'Experience', url: '/experiences/cultural-tours' },
  { title: 'Beach Activities', type: 'Experience', url: '/experiences/beach-activities' },
  { title: 'Mountain Trekking', type: 'Experience', url: '/experiences/mountain-trekking' },
  { title: 'Safari Lodges & Accommodation', type: 'Experience', url: '/experiences/accommodation' },
  { title: 'Hot Air Balloon over the Serengeti', type: 'Experience', url: '/experiences/safari-adventures' },
];

/** Chips offered when nothing matches (SPEC §2); each one runs that query. */
export const SEARCH_SUGGESTION_CHIPS = ['Safari', 'Kilimanjaro', 'Zanzibar', 'Serengeti', 'Beach'] as const;
