import { Award, Binoculars, Camera, Compass, Landmark, Leaf, Mountain, ShieldCheck, TreePalm, Trees, type LucideIcon } from 'lucide-react';

interface Tile {
  title: string;
  icon: LucideIcon;
  description: string;
  /** Tailwind background of the tile: each adventure has its own colour of the land. */
  tone: string;
}

/** The six decorative adventure tiles of the contact page. */
export const ADVENTURE_TILES: readonly Tile[] = [
  { title: 'Safari Adventure', icon: Binoculars, description: 'Big Five game drives across the Serengeti and Ngorongoro.', tone: 'from-amber-700 to-brand-900' },
  { title: 'Mountain Trekking', icon: Mountain, description: 'Kilimanjaro routes with guides who summit every month.', tone: 'from-stone-600 to-stone-900' },
  { title: 'Beach Holiday', icon: TreePalm, description: 'White sand and spice-scented days on Zanzibar.', tone: 'from-sky-700 to-cyan-900' },
  { title: 'Cultural Tour', icon: Landmark, description: 'Maasai villages, Stone Town and coffee farms.', tone: 'from-brand-600 to-brand-900' },
  { title: 'Wildlife Photography', icon: Camera, description: 'Private vehicles and golden-hour drives for your lens.', tone: 'from-emerald-700 to-emerald-950' },
  { title: 'Forest Exploration', icon: Trees, description: 'Chimpanzees, waterfalls and rainforest trails.', tone: 'from-green-700 to-green-950' },
];

/** 'Why Choose Us?': its four items. */
export const WHY_CHOOSE_US: readonly { title: string; icon: LucideIcon; description: string }[] = [
  { title: 'Expert Local Knowledge', icon: Compass, description: 'Guides born in Tanzania plan and lead every trip, not a call centre far away.' },
  { title: 'Safety First Approach', icon: ShieldCheck, description: 'Vetted vehicles, trained crews, first aid on every drive and 24/7 support on tour.' },
  { title: 'Award-Winning Service', icon: Award, description: 'Rated 4.9/5 by more than 50,000 travelers over 15 years.' },
  { title: 'Sustainable Tourism', icon: Leaf, description: 'Local lodges, fair wages and conservation fees that protect the parks you visit.' },
];

/**
 * The Brussels office on OpenStreetMap ('Find Our Office'). The frame host is the one the
 * security headers allow (frame-src); it is requested only after the visitor asks (decision 0024).
 */
export const OFFICE_MAP = {
  title: 'Map of our Brussels office, Avenue Louise 149 (OpenStreetMap)',
  embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=4.3530%2C50.8240%2C4.3710%2C50.8330&layer=mapnik&marker=50.8285%2C4.3620',
  linkUrl: 'https://www.openstreetmap.org/?mlat=50.8285&mlon=4.3620#map=17/50.8285/4.3620',
} as const;
