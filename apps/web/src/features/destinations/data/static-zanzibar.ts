import type { StaticDestinationContent } from './static-destination-types';

/** The static Zanzibar page: written content only, no booking actions. */
export const ZANZIBAR: StaticDestinationContent = {
  slug: 'zanzibar',
  name: 'Zanzibar',
  eyebrow: 'The Spice Island',
  title: 'Zanzibar',
  summary: 'White sand, turquoise water and the carved doors of Stone Town: the Indian Ocean’s slow finish to a safari.',
  wash: 'from-sky-800 via-cyan-900 to-teal-950',
  stats: [
    { value: '2,460 km²', label: 'The archipelago' },
    { value: '25 km', label: 'Off the mainland coast' },
    { value: '2000', label: 'Stone Town on the UNESCO list' },
    { value: '27-32 °C', label: 'Daytime all year' },
  ],
  highlights: {
    title: 'Highlights',
    items: [
      { title: 'Stone Town', text: 'A maze of coral-stone houses, carved doors, markets and the House of Wonders.' },
      { title: 'Spice farms', text: 'Clove, nutmeg, vanilla and cinnamon: taste and smell the island’s history on a farm tour.' },
      { title: 'Nungwi and Kendwa', text: 'Northern beaches with little tide, sunset dhow cruises and calm swimming all day.' },
      { title: 'Mnemba Atoll', text: 'Snorkelling and diving among reef fish, turtles and, often, dolphins.' },
      { title: 'Jozani Forest', text: 'Home of the endemic red colobus monkey, and mangrove boardwalks.' },
      { title: 'Paje and the east coast', text: 'Wide lagoons at low tide, seaweed farmers and one of Africa’s kitesurfing spots.' },
    ],
  },
  sections: [
    {
      id: 'when-to-visit',
      title: 'When to Visit',
      intro: 'Zanzibar is warm all year; the rains decide the best weeks.',
      items: [
        { label: 'June to October', text: 'Dry, sunny and breezy: the most popular season, and perfect after a safari.' },
        { label: 'December to February', text: 'Hot and calm, with clear water for diving and snorkelling.' },
        { label: 'March to May', text: 'The long rains: quieter, greener and cheaper; some hotels close.' },
        { label: 'November', text: 'Short showers, mostly in the afternoon.' },
      ],
    },
  ],
  location: {
    lon: 39.3,
    lat: -6.1,
    region: 'Zanzibar archipelago, Indian Ocean',
    gettingThere: '2 hours by fast ferry or 20 minutes by air from Dar es Salaam; direct flights from Arusha and Kilimanjaro.',
  },
};
