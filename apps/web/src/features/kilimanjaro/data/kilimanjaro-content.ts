import type { KilimanjaroRoute } from '../utils/summit-success';

// The Kilimanjaro page's static content. The original's figures are kept verbatim; the words
// around them are ours.

export interface FactCard {
  value: string;
  label: string;
  detail: string;
}

/** The six facts cards, in their fixed order. */
export const FACT_CARDS: readonly FactCard[] = [
  { value: '5,895 m', label: 'Uhuru Peak', detail: 'The highest point in Africa, on the crater rim of Kibo.' },
  { value: '5', label: 'Climate zones', detail: 'From farmland and rainforest to an arctic summit in one climb.' },
  { value: 'Tallest', label: 'Free-standing mountain', detail: 'The tallest free-standing mountain in the world.' },
  { value: '50,000+', label: 'Climbers a year', detail: 'Travellers from every continent attempt the summit each year.' },
  { value: '5-9 days', label: 'On the mountain', detail: 'Depending on the route: more days mean better acclimatisation.' },
  { value: 'No', label: 'Technical skills needed', detail: 'A trek, not a climb: no ropes, only fitness and patience.' },
];

export interface RouteCard {
  id: KilimanjaroRoute;
  name: string;
  nickname: string;
  duration: string;
  difficulty: 'Moderate' | 'Challenging';
  description: string;
  image: string;
  highlights: readonly string[];
}

/** Three route cards with 'Choose This Route'; their success rates are the calculator's. */
export const ROUTE_CARDS: readonly RouteCard[] = [
  {
    id: 'machame',
    name: 'Machame',
    nickname: 'The Whiskey Route',
    duration: '7 days',
    difficulty: 'Challenging',
    description: 'The most popular route: steep and varied, with a climb-high, sleep-low profile that helps acclimatisation.',
    image: '/media/trips/7-day-kilimanjaro-machame-route.svg',
    highlights: ['Acclimatisation walk to Lava Tower (4,630 m)', 'The Barranco Wall scramble', 'Descent through the rainforest'],
  },
  {
    id: 'lemosho',
    name: 'Lemosho',
    nickname: 'The Scenic Route',
    duration: '8 days',
    difficulty: 'Moderate',
    description: 'Starts in the quiet west and crosses the whole Shira Plateau: our first choice for first-time climbers.',
    image: '/media/trips/8-day-kilimanjaro-lemosho-route.svg',
    highlights: ['Remote rainforest with colobus monkeys', 'Sweeping views over the Shira Plateau', 'Eight days for the best acclimatisation'],
  },
  {
    id: 'marangu',
    name: 'Marangu',
    nickname: 'The Coca-Cola Route',
    duration: '6 days',
    difficulty: 'Moderate',
    description: 'The classic route on a steady path, and the only one where you sleep in huts instead of tents.',
    image: '/media/trips/6-day-kilimanjaro-marangu-route.svg',
    highlights: ['Dormitory huts at Mandara, Horombo and Kibo', 'An acclimatisation day at Horombo', 'Summit via Gilman’s Point'],
  },
];

/** The climate zones by altitude, from the foot to the summit. */
export const CLIMATE_ZONES = [
  { name: 'Cultivation', altitude: '800-1,800 m' },
  { name: 'Rainforest', altitude: '1,800-2,800 m' },
  { name: 'Heather', altitude: '2,800-4,000 m' },
  { name: 'Alpine Desert', altitude: '4,000-5,000 m' },
  { name: 'Arctic', altitude: 'above 5,000 m' },
] as const;

/** What each climate zone looks like on the way up. */
export const CLIMATE_ZONE_NOTES: Record<string, string> = {
  Cultivation: 'Coffee and banana farms of the Chagga people on the lower slopes.',
  Rainforest: 'Warm, humid forest with colobus monkeys, ferns and hanging moss.',
  Heather: 'Giant heathers and the first wide views as the forest falls away.',
  'Alpine Desert': 'Cold nights, hot sun and bare scree: the air holds little water.',
  Arctic: 'Glaciers, ice and half the oxygen of sea level at the summit.',
};

export const PREPARATION_TIPS: readonly { title: string; text: string }[] = [
  { title: 'Train for hours, not speed', text: 'Hike 4-6 hours with a loaded daypack on consecutive weekends in the two months before you fly.' },
  { title: 'Choose more days', text: 'Altitude, not fitness, stops most climbers. An extra day on the mountain raises your chance more than anything else.' },
  { title: 'Walk pole pole', text: 'Slowly, slowly: keep a pace at which you can talk, and drink 3-4 litres of water a day.' },
  { title: 'See your doctor', text: 'Ask about altitude medication and vaccinations, and take out insurance that covers trekking to 6,000 m.' },
  { title: 'Layer up', text: 'From 30 °C at the gate to −15 °C at night near the summit: bring thermal layers, a down jacket and good boots.' },
  { title: 'Break in your boots', text: 'Wear your boots on every training walk: blisters end more summit days than you would think.' },
];

export const INCLUDED: readonly string[] = [
  'Park fees, camping or hut fees and rescue fees',
  'Certified mountain guides, cooks and porters on fair wages',
  'Three hot meals a day and treated drinking water',
  'Four-season tents, sleeping mats and a private toilet tent',
  'Pulse oximeter checks twice a day and emergency oxygen',
  'Airport transfers and a hotel night before and after the climb',
];
