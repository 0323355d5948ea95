import { Binoculars, Car, Footprints, Moon, Ship, Sunrise } from 'lucide-react';
import type { ExperienceContent } from './experience-types';

export const SAFARI_ADVENTURES: ExperienceContent = {
  slug: 'safari-adventures',
  title: 'Safari Adventures',
  eyebrow: 'Wildlife experiences',
  summary:
    'Track the Great Migration across the Serengeti, descend into the Ngorongoro Crater and walk among baobabs in Tarangire with guides who have spent their lives in the bush.',
  metaDescription:
    'Tanzania safari adventures: the Serengeti and the Great Migration, Ngorongoro Crater, Tarangire, Lake Manyara, Ruaha and Nyerere — game drives, balloon flights, walking and boat safaris.',
  theme: 'savanna',
  facts: [
    { label: 'Best time', value: 'June to October (dry season); January to February for calving' },
    { label: 'Typical length', value: '3 to 10 days' },
    { label: 'Ideal for', value: 'First-time safari-goers, families, photographers' },
    { label: 'Gateway', value: 'Arusha (Kilimanjaro International Airport)' },
  ],
  intro: [
    'Tanzania protects roughly a third of its land in national parks, game reserves and conservation areas, and its northern circuit is one of the richest wildlife regions on earth. In a single week you can watch lions on the Serengeti plains, see black rhino on the floor of the Ngorongoro Crater and count elephants by the hundred along the Tarangire River.',
    'Every safari we run is private or small-group, in a 4x4 vehicle with a pop-up roof and a window seat for every traveller. Your driver-guide decides each morning where to go based on the latest sightings, the light and what you most want to see — so no two days are the same.',
  ],
  sections: [
    {
      kind: 'places',
      id: 'where-to-go',
      title: 'Where to go',
      intro: 'The northern circuit links the most famous parks by road; the southern parks reward travellers who want wilderness without the crowds.',
      items: [
        {
          name: 'Serengeti National Park',
          slug: 'serengeti',
          tagline: 'The Great Migration',
          description:
            'Around 1.5 million wildebeest and hundreds of thousands of zebra circle the Serengeti each year: calving in the southern plains from January to March, Mara River crossings in the north from July to October.',
        },
        {
          name: 'Ngorongoro Crater',
          slug: 'ngorongoro',
          tagline: 'A world in a caldera',
          description:
            'A collapsed volcano about 20 km across and 600 m deep, home to some 25,000 large animals, including one of the last strongholds of the black rhino.',
        },
        {
          name: 'Tarangire National Park',
          slug: 'tarangire',
          tagline: 'Elephants and baobabs',
          description:
            'Ancient baobabs and some of the largest elephant herds in Tanzania gather along the river in the dry season, with more than 550 bird species recorded.',
        },
        {
          name: 'Lake Manyara National Park',
          slug: 'lake-manyara',
          tagline: 'Forest, flamingos and tree-climbing lions',
          description:
            'A compact park beneath the Rift Valley escarpment: groundwater forest full of baboons, hippo pools, and seasonal flamingos on the soda lake.',
        },
        {
          name: 'Ruaha National Park',
          slug: 'ruaha',
          tagline: 'Big cats in true wilderness',
          description:
            'One of the largest parks in Africa, known for large lion prides, wild dogs and the meeting of East and Southern African species — with very few vehicles.',
        },
        {
          name: 'Nyerere National Park',
          slug: 'nyerere-selous',
          tagline: 'Safari by boat',
          description:
            'Formerly part of the Selous Game Reserve, where the Rufiji River lets you watch hippos, crocodiles and elephants from a boat as well as a vehicle.',
        },
      ],
    },
    {
      kind: 'activities',
      id: 'ways-to-explore',
      title: 'Ways to explore',
      intro: 'Game drives are the heart of a safari, but the bush looks different on foot, on the water or from the air.',
      items: [
        {
          title: 'Game drives',
          icon: Car,
          description:
            'Early-morning and late-afternoon drives when animals are most active, with a full-day option and a picnic lunch in the Serengeti.',
        },
        {
          title: 'Hot air balloon over the Serengeti',
          icon: Sunrise,
          description:
            'Lift off at dawn and drift over the plains for about an hour, followed by a champagne bush breakfast.',
          note: 'Central and seasonal northern Serengeti; book well ahead.',
        },
        {
          title: 'Walking safaris',
          icon: Footprints,
          description:
            'Guided walks with an armed ranger reveal tracks, insects and plants you never notice from a vehicle.',
          note: 'Tarangire, Ruaha, Nyerere and the Ngorongoro highlands.',
        },
        {
          title: 'Boat safaris',
          icon: Ship,
          description: 'Glide along the Rufiji River in Nyerere among hippos, crocodiles and hundreds of water birds.',
        },
        {
          title: 'Night game drives',
          icon: Moon,
          description:
            'With a spotlight, look for leopards, bush babies, genets and aardvarks in areas where night drives are permitted.',
        },
        {
          title: 'Photographic safaris',
          icon: Binoculars,
          description:
            'Longer sightings, bean bags for long lenses and a guide who positions the vehicle for the light rather than the next animal.',
        },
      ],
    },
  ],
  tips: {
    title: 'Good to know before a safari',
    items: [
      'Pack neutral colours (khaki, olive, beige) and a warm layer: early mornings on the crater rim can be close to freezing.',
      'Soft-sided bags are easier to stow in safari vehicles and light aircraft (usually 15 kg per person on bush flights).',
      'Bring binoculars, a hat, sunscreen and insect repellent; we supply drinking water in the vehicle.',
      'Park and conservation fees are set by the authorities and change from time to time; each package lists what its price includes.',
      'Stay inside the vehicle unless your guide says otherwise, and never feed wildlife.',
    ],
  },
  listing: { to: '/safari-packages', label: 'Browse Safari Packages' },
};
