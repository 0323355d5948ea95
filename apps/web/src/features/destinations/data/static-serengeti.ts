import type { StaticDestinationContent } from './static-destination-types';

/** The static Serengeti page: written content only, no booking actions. */
export const SERENGETI: StaticDestinationContent = {
  slug: 'serengeti',
  name: 'Serengeti National Park',
  eyebrow: 'Mara and Simiyu Regions',
  title: 'Serengeti National Park',
  summary: 'Endless plains, granite kopjes and the Great Migration: the Africa of the imagination, and the stage of its greatest wildlife spectacle.',
  wash: 'from-amber-700 via-orange-900 to-brand-900',
  stats: [
    { value: '14,750 km²', label: 'Park area' },
    { value: '1.5 million+', label: 'Migrating wildebeest' },
    { value: '1951', label: 'Established' },
    { value: '1981', label: 'UNESCO World Heritage' },
  ],
  highlights: {
    title: 'Highlights',
    items: [
      { title: 'The Great Migration', text: 'Wildebeest and zebra loop through the ecosystem all year, following the rains and the grass.' },
      { title: 'Big cats of Seronera', text: 'The central Seronera valley has some of the highest densities of lion, leopard and cheetah in Africa.' },
      { title: 'Balloon over the plains', text: 'A sunrise flight over the herds, ending with a bush breakfast.' },
      { title: 'Granite kopjes', text: 'Rock islands in the grass where lions rest and klipspringers keep watch.' },
      { title: 'Mara River crossings', text: 'From July to October the herds brave the crocodiles of the Mara River in the north.' },
      { title: 'Calving season', text: 'From January to March half a million calves are born on the southern short-grass plains.' },
    ],
  },
  sections: [
    {
      id: 'migration-calendar',
      title: 'Where the Migration Is',
      intro: 'The herds never stop, but they follow a pattern: plan your dates around it.',
      items: [
        { label: 'December to March', text: 'Southern plains around Ndutu: calving, and the predators that follow it.' },
        { label: 'April to May', text: 'Long rains; the herds move through the central and western Serengeti.' },
        { label: 'June to July', text: 'The Western Corridor and the Grumeti River crossings.' },
        { label: 'July to October', text: 'Northern Serengeti and the Mara River crossings.' },
        { label: 'November', text: 'The short rains draw the herds south again through the east.' },
      ],
    },
  ],
  location: {
    lon: 34.8,
    lat: -2.3,
    region: 'Mara and Simiyu Regions, northern Tanzania',
    gettingThere: 'A full day by road from Arusha through the Ngorongoro highlands (325 km), or 1 hour by light aircraft to Seronera.',
  },
};
