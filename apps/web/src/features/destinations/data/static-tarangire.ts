import type { StaticDestinationContent } from './static-destination-types';

/** The Tarangire page: hero actions, stats, highlights with best times, packages, when to visit. */
export const TARANGIRE: StaticDestinationContent = {
  slug: 'tarangire',
  name: 'Tarangire National Park',
  eyebrow: 'Manyara Region',
  title: 'Tarangire National Park',
  summary: 'Ancient baobabs, the Tarangire River and the largest elephant herds of northern Tanzania, two hours from Arusha.',
  wash: 'from-amber-800 via-orange-950 to-stone-950',
  heroActions: true,
  stats: [
    { value: '2,850 km²', label: 'Park area' },
    { value: '550+', label: 'Bird species' },
    { value: '1970', label: 'Established' },
  ],
  highlights: {
    title: 'Highlights and the best time for each',
    items: [
      { title: 'Elephant herds', text: 'Herds of several hundred elephants gather along the river when the plains dry out.', bestTime: 'June to October' },
      { title: 'Baobab trees', text: 'Giant baobabs, some over a thousand years old, stand across the park.', bestTime: 'All year' },
      { title: 'Birdwatching', text: 'More than 550 species, with migrants from Europe and Asia in the wet months.', bestTime: 'November to April' },
      { title: 'Silale Swamp', text: 'Buffalo, elephants and the lions that follow them around the swamp’s edge.', bestTime: 'July to October' },
      { title: 'Walking safaris', text: 'Guided walks with an armed ranger on the park’s edges, tracking on foot.', bestTime: 'June to March' },
      { title: 'Night game drives', text: 'Leopards, porcupines and bush babies in the concessions bordering the park.', bestTime: 'All year' },
    ],
  },
  packages: {
    title: 'Tarangire Safari Packages',
    items: [
      { slug: 'tarangire-3-day-safari', title: '3-Day Tarangire Elephant Safari', duration: '3 days', price: 1200, highlights: ['Two full days in Tarangire', 'Lodge on the park’s edge', 'Sundowner among the baobabs'] },
      { slug: 'tarangire-4-day-safari', title: '4-Day Tarangire and Manyara Safari', duration: '4 days', price: 1600, highlights: ['Tarangire in depth', 'A day at Lake Manyara', 'Optional night game drive'] },
      { slug: 'tarangire-6-day-safari', title: '6-Day Tarangire, Serengeti and Ngorongoro', duration: '6 days', price: 2800, highlights: ['Two nights in the Serengeti', 'A full Ngorongoro crater day', 'The northern circuit unhurried'] },
    ],
  },
  sections: [
    {
      id: 'when-to-visit',
      title: 'When to Visit',
      intro: 'Tarangire is good all year, but it changes with the rains: the dry months bring the animals to the river, the green months the birds.',
      items: [
        { label: 'June to October (dry season)', text: 'The best wildlife viewing: elephants, buffalo and predators crowd the river.' },
        { label: 'November to December (short rains)', text: 'Brief showers, fewer vehicles and the first migrant birds.' },
        { label: 'January to March (green season)', text: 'Lush and quiet, with young animals and superb birdwatching at lower prices.' },
        { label: 'April to May (long rains)', text: 'Heavy rain; some camps close, but the park stays open.' },
      ],
    },
  ],
  location: {
    lon: 36.0,
    lat: -4.0,
    region: 'Manyara Region, northern Tanzania',
    gettingThere: 'About 2 hours by road from Arusha (120 km) on the Dodoma road; the Kuro airstrip takes light aircraft.',
  },
};
