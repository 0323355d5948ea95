import { Bike, ChefHat, Coffee, Drum, Landmark, Sprout } from 'lucide-react';
import type { ExperienceContent } from './experience-types';

export const CULTURAL_TOURS: ExperienceContent = {
  slug: 'cultural-tours',
  title: 'Cultural Tours',
  eyebrow: 'People and heritage',
  summary:
    'Share a morning with a Maasai family, go hunting at dawn with the Hadzabe, roast coffee on a Chagga farm and lose yourself in the alleys of Stone Town.',
  metaDescription:
    'Cultural tours in Tanzania: Maasai villages, the Hadzabe and Datoga of Lake Eyasi, Chagga coffee farms near Moshi, Olduvai Gorge, the Usambara Mountains and Stone Town, Zanzibar.',
  theme: 'culture',
  facts: [
    { label: 'Best time', value: 'All year round' },
    { label: 'Typical length', value: 'Half a day to 4 days, or added to a safari' },
    { label: 'Ideal for', value: 'Curious travellers, families, repeat visitors' },
    { label: 'Languages', value: 'Swahili and English, with local interpreters' },
  ],
  intro: [
    'Tanzania is home to more than 120 ethnic groups who live together under one common language, Kiswahili. Meeting people on their own terms — in their homes, fields and markets — is often the part of a journey travellers remember longest.',
    'Our cultural visits are arranged with the communities themselves. Village fees go directly to the hosts, local guides lead every walk, and group sizes stay small so a visit feels like a conversation rather than a show.',
  ],
  sections: [
    {
      kind: 'places',
      id: 'where-to-go',
      title: 'Where to go',
      intro: 'Many of these visits sit on the road between the safari parks, so they slot easily into a wildlife itinerary.',
      items: [
        {
          name: 'Lake Eyasi',
          slug: 'lake-eyasi',
          tagline: 'Hadzabe and Datoga communities',
          description:
            'Join Hadzabe hunter-gatherers, one of the last such communities in Africa, on a dawn hunt, then watch Datoga blacksmiths turn scrap metal into arrowheads and jewellery.',
        },
        {
          name: 'Olduvai Gorge',
          slug: 'olduvai-gorge',
          tagline: 'The cradle of humankind',
          description:
            'Between Ngorongoro and the Serengeti, the gorge where the Leakeys uncovered some of the oldest evidence of our ancestors, with a small museum on the rim.',
        },
        {
          name: 'Stone Town',
          slug: 'stone-town',
          tagline: 'UNESCO World Heritage Site',
          description:
            'Carved doors, coral-stone mansions and busy bazaars tell a thousand years of Swahili, Arab, Indian and European history on Zanzibar.',
        },
        {
          name: 'Materuni Waterfalls',
          slug: 'materuni-waterfalls',
          tagline: 'Chagga village life on Kilimanjaro',
          description:
            'A walk through banana and coffee gardens on the lower slopes of Kilimanjaro to a waterfall about 80 metres high, ending with a coffee-roasting session in a Chagga home.',
        },
        {
          name: 'Usambara Mountains',
          slug: 'usambara-mountains',
          tagline: 'Hill villages and viewpoints',
          description:
            'Cool green hills around Lushoto, walked from village to village with Shambaa guides, past farms, forest and sweeping views over the plains.',
        },
      ],
    },
    {
      kind: 'activities',
      id: 'experiences',
      title: 'Experiences to choose from',
      intro: 'Mix and match: most of these take a few hours and can be added to any package.',
      items: [
        {
          title: 'Maasai village visit',
          icon: Drum,
          description:
            'Visit a boma in the Ngorongoro highlands or near Lake Natron, learn how families herd cattle and build their homes, and join in the adumu jumping dance.',
        },
        {
          title: 'Coffee farm tour',
          icon: Coffee,
          description: 'Pick, peel, roast and grind coffee by hand with a Chagga family, then taste the result.',
        },
        {
          title: 'Spice tour',
          icon: Sprout,
          description:
            "Walk a Zanzibar spice farm and taste cloves, nutmeg, cinnamon and vanilla straight from the plant — the crops that built the island's fortunes.",
        },
        {
          title: 'Stone Town walking tour',
          icon: Landmark,
          description:
            'The Old Fort, the House of Wonders, Darajani market and the former slave market site, with a local historian as your guide.',
        },
        {
          title: 'Mto wa Mbu bicycle tour',
          icon: Bike,
          description:
            'Cycle through banana plantations and rice fields in a village where people from many different groups live side by side.',
        },
        {
          title: 'Cooking class',
          icon: ChefHat,
          description: 'Cook pilau, coconut curries and chapati with a local family, and share the meal you made.',
        },
      ],
    },
  ],
  tips: {
    title: 'Travelling respectfully',
    items: [
      'Always ask before photographing people; your guide will help, and some communities ask a small fee.',
      'In Stone Town and villages, cover shoulders and knees — especially during Ramadan.',
      'A few words of Swahili go a long way: "Jambo" (hello), "Asante" (thank you), "Karibu" (welcome).',
      'Buy crafts directly from the makers; it is the most direct way your visit supports the community.',
      'Use your right hand to give and receive, and accept offered tea or food where you can.',
    ],
  },
  listing: { to: '/all-packages', label: 'Browse All Packages' },
};
