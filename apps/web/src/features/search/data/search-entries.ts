// The header search's fixed list: about 35 titles, each with a type and a URL. Each entry
// leads to the most specific page that exists: a trip of the catalogue opens
// that trip (/trips/{slug} finds it by name and redirects to /packages/{uuid}), a static tour its
// booking page, a place its destination page, an experience its experience page. Entries the
// original named after trips we do not run were replaced by trips we do.

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

/** A catalogue trip by the slug of its name (see routes/trip-by-name-page.tsx). */
const trip = (slug: string) => `/trips/${slug}`;

export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  { title: 'Serengeti National Park', type: 'Destination', url: '/destinations/serengeti' },
  { title: 'Ngorongoro Crater', type: 'Destination', url: '/destinations/ngorongoro' },
  { title: 'Tarangire National Park', type: 'Destination', url: '/destinations/tarangire' },
  { title: 'Lake Manyara National Park', type: 'Destination', url: '/destinations/lake-manyara' },
  { title: 'Mount Kilimanjaro', type: 'Destination', url: '/kilimanjaro' },
  { title: 'Zanzibar Island', type: 'Destination', url: '/destinations/zanzibar' },

  { title: 'Great Migration Safari', type: 'Safari Trip', url: trip('7-day-great-migration-safari') },
  { title: 'Ngorongoro Crater Day Trip', type: 'Safari Trip', url: '/book/ngorongoro-crater-day-trip' },
  { title: 'Tarangire Elephant Safari', type: 'Safari Trip', url: '/book/tarangire-3-day-safari' },
  { title: 'Tarangire & Ngorongoro Safari', type: 'Safari Trip', url: trip('3-day-tarangire-ngorongoro-safari') },
  { title: 'Classic Northern Circuit Safari', type: 'Safari Trip', url: trip('5-day-classic-northern-circuit-safari') },
  { title: 'Luxury Lodge Safari', type: 'Safari Trip', url: trip('6-day-luxury-lodge-safari') },
  { title: 'Family Safari Adventure', type: 'Safari Trip', url: trip('5-day-family-safari-adventure') },
  { title: 'Southern Circuit Safari: Ruaha & Nyerere', type: 'Safari Trip', url: trip('6-day-southern-circuit-safari-ruaha-nyerere') },

  { title: 'Kilimanjaro Machame Route', type: 'Mountain Trip', url: trip('7-day-kilimanjaro-machame-route') },
  { title: 'Kilimanjaro Lemosho Route', type: 'Mountain Trip', url: trip('8-day-kilimanjaro-lemosho-route') },
  { title: 'Kilimanjaro Marangu Route', type: 'Mountain Trip', url: trip('6-day-kilimanjaro-marangu-route') },
  { title: 'Kilimanjaro Rongai Route', type: 'Mountain Trip', url: trip('6-day-kilimanjaro-rongai-route') },
  { title: 'Kilimanjaro Northern Circuit', type: 'Mountain Trip', url: trip('9-day-kilimanjaro-northern-circuit-route') },
  { title: 'Mount Meru Climb: Momella Route', type: 'Mountain Trip', url: trip('4-day-mount-meru-climb-momella-route') },

  { title: 'Zanzibar Stone Town & Nungwi Beach', type: 'Beach Trip', url: trip('5-day-zanzibar-stone-town-nungwi-beach') },
  { title: 'Safari & Zanzibar Beach Combo', type: 'Beach Trip', url: trip('7-day-safari-zanzibar-beach-combo') },
  { title: 'Zanzibar Honeymoon Retreat', type: 'Beach Trip', url: trip('6-day-zanzibar-honeymoon-retreat') },
  { title: 'Mafia Island Whale Shark Adventure', type: 'Beach Trip', url: trip('4-day-mafia-island-whale-shark-adventure') },
  { title: 'Pemba Island Diving Escape', type: 'Beach Trip', url: trip('5-day-pemba-island-diving-escape') },

  { title: 'Maasai Village & Lake Natron Tour', type: 'Cultural Trip', url: trip('2-day-maasai-village-lake-natron-tour') },
  { title: 'Lake Eyasi Hadzabe & Datoga Tour', type: 'Cultural Trip', url: trip('3-day-lake-eyasi-hadzabe-datoga-tour') },
  { title: 'Usambara Mountains Hiking Tour', type: 'Cultural Trip', url: trip('4-day-usambara-mountains-hiking-tour') },
  { title: 'Materuni Coffee & Waterfalls Tour', type: 'Cultural Trip', url: trip('1-day-materuni-coffee-waterfalls-tour') },

  { title: 'Safari Adventures', type: 'Experience', url: '/experiences/safari-adventures' },
  { title: 'Cultural Tours', type: 'Experience', url: '/experiences/cultural-tours' },
  { title: 'Beach Activities', type: 'Experience', url: '/experiences/beach-activities' },
  { title: 'Mountain Trekking', type: 'Experience', url: '/experiences/mountain-trekking' },
  { title: 'Safari Lodges & Accommodation', type: 'Experience', url: '/experiences/accommodation' },
  { title: 'Kilimanjaro Summit Calculator and Route Map', type: 'Experience', url: '/kilimanjaro' },
];

/** Chips offered when nothing matches; each one runs that query. */
export const SEARCH_SUGGESTION_CHIPS = ['Safari', 'Kilimanjaro', 'Zanzibar', 'Serengeti', 'Beach'] as const;
