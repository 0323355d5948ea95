import type { StaticDestinationContent } from './static-destination-types';

/** The Ngorongoro Crater page: stats, highlights, wildlife, three packages, conservation. */
export const NGORONGORO: StaticDestinationContent = {
  slug: 'ngorongoro',
  name: 'Ngorongoro Crater',
  eyebrow: 'Ngorongoro Conservation Area',
  title: 'Ngorongoro Crater',
  summary: 'A collapsed volcano with a living world inside: lions, black rhino and flamingos on a crater floor 600 m below the rim.',
  wash: 'from-emerald-900 via-teal-950 to-stone-950',
  stats: [
    { value: '20 km', label: 'Crater diameter' },
    { value: '25,000', label: 'Large animals' },
    { value: '600 m', label: 'Crater depth' },
    { value: '1959', label: 'Conservation area established' },
  ],
  highlights: {
    title: 'Highlights',
    items: [
      { title: 'A day on the crater floor', text: 'Descend at dawn on the Seneto road and drive the grasslands, swamps and acacia woods until the afternoon climb out.' },
      { title: 'Black rhino', text: 'One of the last places in northern Tanzania where you can see black rhino in the wild, usually on the open plains.' },
      { title: 'Lake Magadi flamingos', text: 'The soda lake on the crater floor turns pink when lesser flamingos gather in the shallows.' },
      { title: 'Maasai pastoralists', text: 'Maasai herders still graze their cattle in the conservation area, sharing the land with its wildlife.' },
      { title: 'Olduvai Gorge', text: 'On the road to the Serengeti: the site where the Leakeys found some of humanity’s oldest ancestors.' },
      { title: 'Sunset on the rim', text: 'Lodges on the rim look 600 m down into the caldera: the view at dusk is worth the cold evening.' },
    ],
  },
  wildlife: [
    { name: 'Wildebeest', population: 'about 7,000', note: 'The crater’s most numerous grazer, present all year.' },
    { name: 'Plains zebra', population: 'about 4,000', note: 'Often in mixed herds with the wildebeest.' },
    { name: 'Cape buffalo', population: 'about 3,000', note: 'Large herds on the grassland and near the swamps.' },
    { name: 'Spotted hyena', population: 'about 400', note: 'One of Africa’s densest hyena populations, hunting in clans.' },
    { name: 'Lion', population: 'about 60', note: 'Several prides; look near the Munge stream and the Lerai forest.' },
    { name: 'Black rhino', population: 'about 30', note: 'Closely guarded by rangers; seen on most full days with patience.' },
    { name: 'Elephant', population: 'about 50 bulls', note: 'Old bulls with long tusks, often in the Lerai forest.' },
  ],
  packages: {
    title: 'Ngorongoro Safari Packages',
    items: [
      { slug: 'ngorongoro-crater-day-trip', title: 'Ngorongoro Crater Day Trip', duration: '1 day', price: 350, highlights: ['Crater floor game drive', 'Picnic by the hippo pool', 'Pick-up from Karatu or Arusha'] },
      { slug: 'ngorongoro-2-day-safari', title: '2-Day Ngorongoro and Lake Manyara Safari', duration: '2 days', price: 850, highlights: ['Tree-climbing lions at Lake Manyara', 'Sunrise descent into the crater', 'A night at a Karatu lodge'] },
      { slug: 'ngorongoro-4-day-explorer', title: '4-Day Ngorongoro and Serengeti Explorer', duration: '4 days', price: 1650, highlights: ['Two nights in the central Serengeti', 'A full crater day', 'Olduvai Gorge on the way'] },
    ],
  },
  sections: [
    {
      id: 'conservation',
      title: 'Conservation',
      intro: 'The Ngorongoro Conservation Area was set aside in 1959 as a multiple-use area where wildlife and Maasai herders live side by side. It became a UNESCO World Heritage Site in 1979.',
      items: [
        { label: 'Protecting the rhino', text: 'Rangers follow every black rhino in the crater; park fees pay for the patrols.' },
        { label: 'Limits on the floor', text: 'Vehicles may spend at most six hours on the crater floor, and only on marked tracks.' },
        { label: 'People and wildlife', text: 'Maasai communities keep grazing rights and receive a share of the conservation area’s revenue.' },
      ],
    },
  ],
  location: {
    lon: 35.5,
    lat: -3.2,
    region: 'Arusha Region, northern Tanzania',
    gettingThere: 'About 3 hours by road from Arusha (180 km) through Mto wa Mbu and Karatu; the nearest airstrip is at Lake Manyara.',
  },
};
