import { BedDouble, Hotel, House, Landmark, Mountain, Tent, TentTree, TreePalm, Trees } from 'lucide-react';
import type { ExperienceContent } from './experience-types';

export const ACCOMMODATION: ExperienceContent = {
  slug: 'accommodation',
  title: 'Safari Lodges & Accommodation',
  eyebrow: 'Where you will stay',
  summary:
    'From canvas under the stars to lodges on the crater rim and barefoot beach villas, where you sleep shapes your safari as much as where you go.',
  metaDescription:
    'Where to stay in Tanzania: safari lodges, permanent and mobile tented camps, Kilimanjaro huts and mountain camps, Zanzibar beach resorts and Stone Town heritage hotels — in Budget, Comfort and Luxury classes.',
  theme: 'lodge',
  facts: [
    { label: 'Service classes', value: 'Budget, Comfort and Luxury' },
    { label: 'Meal plans', value: 'Full board on safari; half board or all-inclusive on the coast' },
    { label: 'Ideal for', value: 'Every budget and travel style' },
    { label: 'Inspected by', value: 'Our own team, every season' },
  ],
  intro: [
    'Every property we use has been visited by our team. We choose places for their location first — close to the wildlife, so you spend your time watching animals rather than driving — and then for the warmth of the welcome, the food and how well they treat their staff and neighbours.',
    'Each package is offered in three service classes. The itinerary and guiding stay the same; what changes is where you sleep and how much space and comfort you have.',
  ],
  sections: [
    {
      kind: 'activities',
      id: 'service-classes',
      title: 'Our three service classes',
      intro: 'Prices on every package are shown per person for each class, season and group size.',
      items: [
        {
          title: 'Budget',
          icon: Tent,
          description:
            'Clean, simple lodges and public campsites with dome tents, camp beds and a camp cook. Authentic, sociable and the best value way to see the parks.',
        },
        {
          title: 'Comfort',
          icon: BedDouble,
          description:
            'Mid-range lodges and permanent tented camps with en-suite bathrooms, hot showers, a pool at many lodges and excellent food.',
        },
        {
          title: 'Luxury',
          icon: Hotel,
          description:
            'Intimate camps and lodges in prime wildlife areas: private decks, butler-style service, fine dining and often a private guide and vehicle.',
        },
      ],
    },
    {
      kind: 'activities',
      id: 'kinds-of-stay',
      title: 'Kinds of stay',
      intro: 'Most itineraries combine two or three of these for variety.',
      items: [
        {
          title: 'Safari lodges',
          icon: House,
          description:
            'Solid stone or timber buildings, often on a ridge or crater rim with sweeping views — electricity, Wi-Fi in the main areas and a swimming pool.',
        },
        {
          title: 'Permanent tented camps',
          icon: TentTree,
          description:
            'Large walk-in tents on raised platforms with proper beds and en-suite bathrooms: the sounds of the bush, with real comfort.',
        },
        {
          title: 'Mobile migration camps',
          icon: Trees,
          description:
            'Seasonal camps that move with the wildebeest herds — the best way to be close to the river crossings or the calving season.',
          note: 'Northern Serengeti July-October; southern plains December-March.',
        },
        {
          title: 'Mountain huts and camps',
          icon: Mountain,
          description:
            'Dormitory huts on the Marangu route; on every other Kilimanjaro route, four-season tents, a mess tent and sleeping mats set up by your crew.',
        },
        {
          title: 'Beach resorts and villas',
          icon: TreePalm,
          description:
            'From boutique guesthouses to all-inclusive resorts on Zanzibar, Mafia and Pemba, many with dive centres and spa treatments.',
        },
        {
          title: 'Heritage hotels',
          icon: Landmark,
          description:
            'Restored merchant houses in Stone Town with carved doors, rooftop terraces and four-poster beds — history you can sleep in.',
        },
      ],
    },
  ],
  tips: {
    title: 'Good to know',
    items: [
      'Camps in remote areas run on solar power; charge cameras and phones when the power is on, usually in the evenings.',
      'Many tented camps are unfenced: after dark, a staff member walks you to and from your tent.',
      'Tell us about dietary needs when you book — every property we use can cater for vegetarian, vegan and most allergy requirements.',
      'Single rooms usually carry a supplement; ask us about sharing options if you travel alone.',
      'Children are welcome at most lodges; some tented camps set a minimum age for safety.',
    ],
  },
  listing: { to: '/all-packages', label: 'Browse All Packages' },
};
