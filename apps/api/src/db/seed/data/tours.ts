// The static tours as demo data: tours with activities (the Ngorongoro and Tarangire
// packages among them) and the season windows that price them.

export interface SeedTour {
  slug: string;
  title: string;
  description: string;
  basePrice: number;
  duration: string;
  gallery: string[];
  activities: Array<{ title: string; pricePerGuest: number }>;
}

const banner = (slug: string) => `/media/destinations/${slug}.svg`;

const maasaiVisit = { title: 'Maasai boma visit with a village guide', pricePerGuest: 30 };
const olduvai = { title: 'Olduvai Gorge museum and site talk', pricePerGuest: 25 };
const nightDrive = { title: 'Night game drive', pricePerGuest: 70 };
const walking = { title: 'Walking safari with an armed ranger', pricePerGuest: 50 };
const birding = { title: 'Morning bird walk with a specialist guide', pricePerGuest: 40 };

export const SEED_TOURS: SeedTour[] = [
  {
    slug: 'ngorongoro-crater-day-trip',
    title: 'Ngorongoro Crater Day Trip',
    description: 'A full day on the crater floor from Karatu or Arusha: lions, black rhino, flamingos and a picnic by the hippo pool.',
    basePrice: 350,
    duration: '1 day',
    gallery: [banner('ngorongoro')],
    activities: [maasaiVisit, { title: 'Picnic lunch on the crater floor', pricePerGuest: 20 }],
  },
  {
    slug: 'ngorongoro-2-day-safari',
    title: '2-Day Ngorongoro and Lake Manyara Safari',
    description: 'Tree-climbing lions and flamingos at Lake Manyara, then a sunrise descent into the Ngorongoro Crater.',
    basePrice: 850,
    duration: '2 days',
    gallery: [banner('ngorongoro'), banner('lake-manyara')],
    activities: [maasaiVisit, { title: 'Canoeing on Lake Manyara (in season)', pricePerGuest: 60 }, olduvai],
  },
  {
    slug: 'ngorongoro-4-day-explorer',
    title: '4-Day Ngorongoro and Serengeti Explorer',
    description: 'Two nights in the central Serengeti and a full crater day, with time at Olduvai Gorge on the way.',
    basePrice: 1650,
    duration: '4 days',
    gallery: [banner('ngorongoro'), banner('serengeti')],
    activities: [{ title: 'Hot-air balloon over the Serengeti at dawn', pricePerGuest: 599 }, maasaiVisit, olduvai],
  },
  {
    slug: 'tarangire-3-day-safari',
    title: '3-Day Tarangire Elephant Safari',
    description: "Baobabs, the Tarangire River and some of Africa's largest elephant herds, from a lodge on the park's edge.",
    basePrice: 1200,
    duration: '3 days',
    gallery: [banner('tarangire')],
    activities: [nightDrive, walking, birding],
  },
  {
    slug: 'tarangire-4-day-safari',
    title: '4-Day Tarangire and Manyara Safari',
    description: 'Tarangire in depth with a day at Lake Manyara: elephants, tree-climbing lions and more than 550 bird species.',
    basePrice: 1600,
    duration: '4 days',
    gallery: [banner('tarangire'), banner('lake-manyara')],
    activities: [nightDrive, walking, birding, { title: 'Visit to a Datoga blacksmith family', pricePerGuest: 35 }],
  },
  {
    slug: 'tarangire-6-day-safari',
    title: '6-Day Tarangire, Serengeti and Ngorongoro',
    description: 'The northern circuit at an unhurried pace: Tarangire, two nights in the Serengeti and the Ngorongoro Crater.',
    basePrice: 2800,
    duration: '6 days',
    gallery: [banner('tarangire'), banner('serengeti'), banner('ngorongoro')],
    activities: [nightDrive, walking, { title: 'Hot-air balloon over the Serengeti at dawn', pricePerGuest: 599 }, maasaiVisit],
  },
];

/** Windows by month and day; the first is also the fallback for dates in no window. */
export const SEED_TOUR_SEASONS = [
  { name: 'Standard Season', startMonthDay: '01-06', endMonthDay: '03-31', priceMultiplier: 1 },
  { name: 'Green Season', startMonthDay: '04-01', endMonthDay: '05-31', priceMultiplier: 0.85 },
  { name: 'Peak Season', startMonthDay: '06-15', endMonthDay: '10-31', priceMultiplier: 1.2 },
  { name: 'Festive Season', startMonthDay: '12-20', endMonthDay: '01-05', priceMultiplier: 1.3 },
];

/** The Kilimanjaro group climbs, seeded as departures this many days ahead. */
export const SEED_GROUP_CLIMBS = [
  { tripSlug: '8-day-kilimanjaro-lemosho-route', price: 2800, seats: 4, daysAhead: [40, 130] },
  { tripSlug: '7-day-kilimanjaro-machame-route', price: 2600, seats: 6, daysAhead: [55, 145] },
  { tripSlug: '6-day-kilimanjaro-marangu-route', price: 2400, seats: 8, daysAhead: [70, 160] },
  { tripSlug: '9-day-kilimanjaro-northern-circuit-route', price: 3200, seats: 5, daysAhead: [85, 175] },
];
