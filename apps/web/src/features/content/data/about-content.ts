import { HeartHandshake, Leaf, Mountain, ShieldCheck, Sparkles, Tent, TreePalm, Users, type LucideIcon } from 'lucide-react';
import { MARKETING_CLAIMS } from '../../../lib/company';

/** The marketing figures, with the words that explain each figure. */
export const ABOUT_STATS = [
  { value: MARKETING_CLAIMS.travelers, label: 'Happy travelers' },
  { value: MARKETING_CLAIMS.years, label: 'Years of experience' },
  { value: MARKETING_CLAIMS.destinations, label: 'Destinations' },
  { value: MARKETING_CLAIMS.rating, label: 'Average rating' },
] as const;

export interface AboutCard {
  title: string;
  icon: LucideIcon;
  description: string;
}

/** Exactly these four core values, as the operator states them. */
export const CORE_VALUES: AboutCard[] = [
  {
    title: 'Authentic Experiences',
    icon: Sparkles,
    description:
      'We show you Tanzania as we know it — real encounters, honest advice and itineraries built around the wildlife and the people, not a checklist.',
  },
  {
    title: 'Safety First',
    icon: ShieldCheck,
    description:
      'Licensed guides trained in wilderness first aid, well-maintained 4x4 vehicles, oxygen and daily health checks on every Kilimanjaro climb.',
  },
  {
    title: 'Sustainable Tourism',
    icon: Leaf,
    description:
      'Small groups, plastic-free camps and partners who respect park rules, so the places you visit stay wild for the next generation.',
  },
  {
    title: 'Community Support',
    icon: HeartHandshake,
    description:
      'We hire locally, pay our mountain crews fairly and put part of every booking into schools and clean-water projects near the parks.',
  },
];

export interface AboutOffer extends AboutCard {
  to: string;
  linkLabel: string;
}

export const OFFERS: AboutOffer[] = [
  {
    title: 'Wildlife Safaris',
    icon: Tent,
    description: 'The Serengeti, Ngorongoro, Tarangire and the wild south, with private guides and hand-picked camps.',
    to: '/safari-packages',
    linkLabel: 'Safari packages',
  },
  {
    title: 'Kilimanjaro Climbs',
    icon: Mountain,
    description: 'All six routes to Uhuru Peak with experienced mountain crews and careful acclimatisation.',
    to: '/kilimanjaro-packages',
    linkLabel: 'Kilimanjaro packages',
  },
  {
    title: 'Zanzibar Beaches',
    icon: TreePalm,
    description: 'White sand, coral reefs and the spice-scented alleys of Stone Town — the perfect end to a safari.',
    to: '/zanzibar-packages',
    linkLabel: 'Zanzibar packages',
  },
  {
    title: 'Cultural Tours',
    icon: Users,
    description: 'Maasai villages, Hadzabe hunters, coffee farms and local markets, visited with respect and local guides.',
    to: '/experiences/cultural-tours',
    linkLabel: 'Cultural tours',
  },
];

/** Our journey, 2009 to 2024. */
export const MILESTONES = [
  {
    year: 2009,
    title: 'Founded in Arusha',
    description: 'Two safari guides and one Land Cruiser start Safari Tanzania in Arusha, the gateway to the northern parks.',
  },
  {
    year: 2011,
    title: 'Our Kilimanjaro department',
    description: 'We build our own mountain team of certified guides, cooks and porters — fairly paid and properly equipped.',
  },
  {
    year: 2013,
    title: 'Zanzibar and the coast',
    description: 'Beach stays, Stone Town and spice tours join our trips, so a safari can end on the Indian Ocean.',
  },
  {
    year: 2016,
    title: 'Brussels office opened',
    description: 'A European office on Avenue Louise lets travellers plan face to face and in their own time zone.',
  },
  {
    year: 2018,
    title: 'Head office in Dar es Salaam',
    description: 'Our Tanzania team moves to Dar es Salaam, close to the southern parks and the ferries to Zanzibar.',
  },
  {
    year: 2020,
    title: 'Sustainability commitments',
    description: 'We commit to plastic-free camps, porter welfare standards and a share of every booking for local communities.',
  },
  {
    year: 2024,
    title: 'Our 50,000th traveller',
    description: 'We welcome our 50,000th guest — and still plan every trip as carefully as our very first.',
  },
] as const;
