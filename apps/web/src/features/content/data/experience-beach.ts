import { Anchor, Fish, Sailboat, Shell, Waves, Wind } from 'lucide-react';
import type { ExperienceContent } from './experience-types';

export const BEACH_ACTIVITIES: ExperienceContent = {
  slug: 'beach-activities',
  title: 'Beach Activities',
  eyebrow: 'Islands and the Indian Ocean',
  summary:
    'White sand, warm turquoise water and coral reefs: snorkel with turtles off Mnemba, sail a traditional dhow at sunset and swim with whale sharks around Mafia Island.',
  metaDescription:
    'Beach activities in Tanzania: Zanzibar, Mafia and Pemba islands — snorkelling at Mnemba Atoll, diving, dhow cruises, kitesurfing in Paje, whale sharks and Jozani Forest.',
  theme: 'ocean',
  facts: [
    { label: 'Best time', value: 'June to October and December to February' },
    { label: 'Sea temperature', value: 'About 25-29 °C all year' },
    { label: 'Ideal for', value: 'Honeymooners, families, divers, a rest after safari' },
    { label: 'Getting there', value: 'Short flights from Arusha or Dar es Salaam, or the ferry to Zanzibar' },
  ],
  intro: [
    "Tanzania's coast and islands are the perfect counterweight to dusty safari tracks. Zanzibar is a short flight from the northern parks, and its reefs, sandbanks and sleepy fishing villages are as memorable as its famous Stone Town.",
    'On the east coast the tide can go out by hundreds of metres, revealing seaweed farms and rock pools; in the north around Nungwi and Kendwa you can swim at any time of day. We help you choose the beach that fits your plans.',
  ],
  sections: [
    {
      kind: 'places',
      id: 'where-to-go',
      title: 'Where to go',
      intro: 'From lively Zanzibar to the quiet marine parks of Mafia and Pemba.',
      items: [
        {
          name: 'Zanzibar',
          slug: 'zanzibar',
          tagline: 'Nungwi, Kendwa, Paje and Matemwe',
          description:
            'Sunsets and swimming in the north, kitesurfing and long lagoon beaches on the east coast, and easy day trips to Stone Town and the spice farms.',
        },
        {
          name: 'Mafia Island',
          slug: 'mafia-island',
          tagline: 'Whale sharks and marine park',
          description:
            'A laid-back island inside the Mafia Island Marine Park, where whale sharks feed close to shore from roughly October to February.',
        },
        {
          name: 'Pemba Island',
          slug: 'pemba-island',
          tagline: 'Wall diving and clove plantations',
          description:
            "Zanzibar's green, hilly sister island, with some of East Africa's best wall dives and very few other visitors.",
        },
        {
          name: 'Jozani Forest',
          slug: 'jozani-forest',
          tagline: 'Red colobus monkeys',
          description:
            "Zanzibar's only national park, home to the rare Zanzibar red colobus and a boardwalk through the mangroves.",
        },
      ],
    },
    {
      kind: 'activities',
      id: 'things-to-do',
      title: 'Things to do',
      intro: 'Whether you want to dive every day or never leave your sunbed, there is plenty to fill the days in between.',
      items: [
        {
          title: 'Snorkelling at Mnemba Atoll',
          icon: Fish,
          description:
            'Clear water over coral gardens with turtles, reef fish and often a pod of dolphins on the boat ride out.',
        },
        {
          title: 'Scuba diving',
          icon: Anchor,
          description:
            'PADI courses for beginners and guided dives for certified divers around Mnemba, Pemba and the Mafia marine park.',
        },
        {
          title: 'Sunset dhow cruise',
          icon: Sailboat,
          description: 'Sail a traditional wooden dhow along the coast as the sun goes down, with fresh fruit and drinks aboard.',
        },
        {
          title: 'Kitesurfing in Paje',
          icon: Wind,
          description:
            'Shallow, flat lagoon water and steady trade winds make Paje one of the best places in the world to learn.',
          note: 'Windiest from June to September and December to February.',
        },
        {
          title: 'Safari Blue sandbank day',
          icon: Shell,
          description:
            'A full day in the Menai Bay conservation area: snorkelling, a seafood lunch on a sandbank and a swim in a mangrove lagoon.',
        },
        {
          title: 'Swimming with whale sharks',
          icon: Waves,
          description: 'Snorkel alongside the largest fish in the sea off Mafia Island with licensed local operators.',
          note: 'Roughly October to February.',
        },
      ],
    },
  ],
  tips: {
    title: 'Good to know on the coast',
    items: [
      'Check the tide tables for the east coast: at low tide the sea can be a long walk away.',
      'Zanzibar is largely Muslim; cover up away from the beach and hotel pools.',
      'Use reef-safe sunscreen and never stand on or touch coral.',
      'The long rains (roughly April and May) bring heavy showers and some hotels close for a few weeks.',
      'Since October 2024 Zanzibar requires every visitor to buy its own inbound travel insurance before arrival; we send you the link and a reminder.',
    ],
  },
  listing: { to: '/zanzibar-packages', label: 'Browse Zanzibar Packages' },
};
