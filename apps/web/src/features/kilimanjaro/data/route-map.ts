import type { KilimanjaroRoute } from '../utils/summit-success';

// The interactive map's routes (name, path, camps with name, x, y, day label, days). The original
// gave no camps; these are the real camps of each route, placed on a 400 × 300 sketch of the
// mountain: Kibo's summit, Uhuru Peak, at (200, 118), north up, the Shira Plateau to the west and
// Mawenzi to the east. Positions are schematic, not surveyed.

export interface MapCamp {
  name: string;
  x: number;
  y: number;
  /** The schedule's label: which day of the climb the camp is reached. */
  day: string;
  altitude: number;
}

export interface MapRoute {
  id: KilimanjaroRoute;
  name: string;
  /** Stroke colour of the route's path on the map (AA contrast on the map's pale ground). */
  color: string;
  camps: readonly MapCamp[];
}

const UHURU = { name: 'Uhuru Peak', x: 200, y: 118, altitude: 5895 };
const MWEKA_CAMP = { name: 'Mweka Camp', x: 188, y: 214, altitude: 3100 };
const MWEKA_GATE = { name: 'Mweka Gate', x: 180, y: 272, altitude: 1640 };
const BARAFU = { name: 'Barafu Camp', x: 222, y: 168, altitude: 4673 };
const KARANGA = { name: 'Karanga Camp', x: 188, y: 178, altitude: 3995 };
const BARRANCO = { name: 'Barranco Camp', x: 150, y: 170, altitude: 3976 };
const SHIRA_1 = { name: 'Shira 1 Camp', x: 66, y: 140, altitude: 3610 };
const MTI_MKUBWA = { name: 'Mti Mkubwa Camp', x: 40, y: 178, altitude: 2650 };
const LONDOROSSI = { name: 'Londorossi Gate', x: 14, y: 196, altitude: 2250 };
const KIBO_HUT = { name: 'Kibo Hut', x: 252, y: 124, altitude: 4720 };
const HOROMBO = { name: 'Horombo Hut', x: 276, y: 190, altitude: 3720 };
const MARANGU_GATE = { name: 'Marangu Gate', x: 320, y: 272, altitude: 1860 };

export const MAP_ROUTES: readonly MapRoute[] = [
  {
    id: 'marangu',
    name: 'Marangu',
    color: '#1d4ed8',
    camps: [
      { ...MARANGU_GATE, day: 'Day 1' },
      { name: 'Mandara Hut', x: 306, y: 232, altitude: 2720, day: 'Day 1' },
      { ...HOROMBO, day: 'Days 2-3' },
      { ...KIBO_HUT, day: 'Day 4' },
      { ...UHURU, day: 'Day 5' },
      { ...HOROMBO, day: 'Day 5' },
      { ...MARANGU_GATE, day: 'Day 6' },
    ],
  },
  {
    id: 'machame',
    name: 'Machame',
    color: '#b91c1c',
    camps: [
      { name: 'Machame Gate', x: 110, y: 272, altitude: 1640, day: 'Day 1' },
      { name: 'Machame Camp', x: 112, y: 222, altitude: 2835, day: 'Day 1' },
      { name: 'Shira Cave Camp', x: 100, y: 168, altitude: 3750, day: 'Day 2' },
      { name: 'Lava Tower', x: 150, y: 132, altitude: 4630, day: 'Day 3' },
      { ...BARRANCO, day: 'Day 3' },
      { ...KARANGA, day: 'Day 4' },
      { ...BARAFU, day: 'Day 5' },
      { ...UHURU, day: 'Day 6' },
      { ...MWEKA_CAMP, day: 'Day 6' },
      { ...MWEKA_GATE, day: 'Day 7' },
    ],
  },
  {
    id: 'lemosho',
    name: 'Lemosho',
    color: '#047857',
    camps: [
      { ...LONDOROSSI, day: 'Day 1' },
      { ...MTI_MKUBWA, day: 'Day 1' },
      { ...SHIRA_1, day: 'Day 2' },
      { name: 'Shira 2 Camp', x: 104, y: 150, altitude: 3850, day: 'Day 3' },
      { ...BARRANCO, day: 'Day 4' },
      { ...KARANGA, day: 'Day 5' },
      { ...BARAFU, day: 'Day 6' },
      { ...UHURU, day: 'Day 7' },
      { ...MWEKA_CAMP, day: 'Day 7' },
      { ...MWEKA_GATE, day: 'Day 8' },
    ],
  },
  {
    id: 'rongai',
    name: 'Rongai',
    color: '#7e22ce',
    camps: [
      { name: 'Rongai Gate', x: 338, y: 26, altitude: 1950, day: 'Day 1' },
      { name: 'Simba Camp', x: 316, y: 52, altitude: 2625, day: 'Day 1' },
      { name: 'Kikelewa Camp', x: 302, y: 84, altitude: 3600, day: 'Day 2' },
      { name: 'Mawenzi Tarn Hut', x: 318, y: 114, altitude: 4330, day: 'Day 3' },
      { ...KIBO_HUT, day: 'Day 4' },
      { ...UHURU, day: 'Day 5' },
      { ...HOROMBO, day: 'Day 5' },
      { ...MARANGU_GATE, day: 'Day 6' },
    ],
  },
  {
    id: 'northern',
    name: 'Northern Circuit',
    color: '#a16207',
    camps: [
      { ...LONDOROSSI, day: 'Day 1' },
      { ...MTI_MKUBWA, day: 'Day 1' },
      { ...SHIRA_1, day: 'Day 2' },
      { name: 'Moir Hut', x: 130, y: 84, altitude: 4200, day: 'Day 3' },
      { name: 'Buffalo Camp', x: 170, y: 50, altitude: 4020, day: 'Day 4' },
      { name: 'Pofu Camp', x: 206, y: 38, altitude: 4000, day: 'Day 5' },
      { name: 'Third Cave Camp', x: 240, y: 56, altitude: 3870, day: 'Day 6' },
      { name: 'School Hut', x: 252, y: 92, altitude: 4750, day: 'Day 7' },
      { ...UHURU, day: 'Day 8' },
      { ...MWEKA_CAMP, day: 'Day 8' },
      { ...MWEKA_GATE, day: 'Day 9' },
    ],
  },
];

export function mapRouteById(id: string): MapRoute | undefined {
  return MAP_ROUTES.find((route) => route.id === id);
}
