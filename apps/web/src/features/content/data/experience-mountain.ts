import { KILIMANJARO_ROUTES } from './experience-kilimanjaro-routes';
import type { ExperienceContent } from './experience-types';

export const MOUNTAIN_TREKKING: ExperienceContent = {
  slug: 'mountain-trekking',
  title: 'Mountain Trekking',
  eyebrow: 'Kilimanjaro and beyond',
  summary:
    "Stand on the Roof of Africa. Kilimanjaro's six routes lead to Uhuru Peak at 5,895 m without ropes or technical skills — just good preparation, patient pacing and a strong mountain crew.",
  metaDescription:
    'Climb Kilimanjaro: compare the Marangu, Machame, Lemosho, Rongai, Northern Circuit and Umbwe routes by duration, difficulty and success rate, plus Mount Meru and other treks in Tanzania.',
  theme: 'mountain',
  facts: [
    { label: 'Summit', value: 'Uhuru Peak, 5,895 m' },
    { label: 'Best time', value: 'January to mid-March and June to October' },
    { label: 'Length', value: '5 to 9 days on the mountain' },
    { label: 'Experience', value: 'No technical climbing skills needed' },
  ],
  intro: [
    'Kilimanjaro is the tallest mountain in Africa and the tallest free-standing mountain in the world. A climb takes you through five climate zones — farmland, rainforest, heather moorland, alpine desert and the arctic summit — in under a week.',
    'The mountain is a long walk rather than a climb, and the real challenge is altitude. That is why route choice matters: longer routes give your body time to adapt, and our licensed guides check your oxygen saturation and pulse every morning and evening. Our climbs come with a full mountain crew of guides, porters and a cook; each package lists exactly what its price includes.',
  ],
  routes: KILIMANJARO_ROUTES,
  sections: [
    {
      kind: 'places',
      id: 'other-treks',
      title: 'Other treks in Tanzania',
      intro: 'Warm up for Kilimanjaro, or trek somewhere quieter altogether.',
      items: [
        {
          name: 'Mount Meru',
          slug: 'mount-meru',
          tagline: '4,562 m, 3-4 days',
          description:
            "Tanzania's second-highest mountain, in Arusha National Park. A dramatic crater-rim summit, wildlife on the lower slopes and ideal acclimatisation before Kilimanjaro.",
        },
        {
          name: 'Ol Doinyo Lengai',
          slug: 'ol-doinyo-lengai',
          tagline: 'The Maasai Mountain of God',
          description:
            'An active volcano above Lake Natron, climbed overnight to reach the crater at sunrise. Steep and loose underfoot, for fit hikers only.',
        },
        {
          name: 'Usambara Mountains',
          slug: 'usambara-mountains',
          tagline: 'Village-to-village hiking',
          description:
            'Gentle multi-day walks at 1,000-2,000 m through farmland, forest and hill villages, with viewpoints over the Maasai steppe.',
        },
      ],
    },
  ],
  tips: {
    title: 'Preparing for the climb',
    items: [
      'Train with long hill walks in your boots for at least two to three months before you go.',
      'Walk "pole pole" — slowly, slowly — and drink three to four litres of water a day.',
      'Choose a route of seven days or more if you can: it is the single biggest factor in reaching the summit.',
      'Your travel insurance must cover trekking up to 6,000 m and helicopter evacuation.',
      'Pack layers: summit night is often -10 °C to -20 °C with wind chill. Sleeping bags and poles can be hired locally.',
    ],
  },
  listing: { to: '/kilimanjaro-packages', label: 'Browse Kilimanjaro Packages' },
};
