import { Binoculars, Compass, MountainSnow, TreePalm, Umbrella, type LucideIcon } from 'lucide-react';
import type { TripCard } from '@safari/contracts/trip';

type ListingTabId = 'all' | 'safari' | 'mountain' | 'zanzibar' | 'beach';

export interface ListingTab {
  id: ListingTabId;
  label: string;
  /** Where the tab lives: switching tab navigates here so the URL can be shared and bookmarked. */
  path: string;
  search: string;
  title: string;
  subtitle: string;
  /** Words a trip must mention to belong to the tab (see tripMatchesTab). Empty: every trip. */
  keywords: string[];
  /** The kind of trip in words, for the count line and the empty state ('safari packages'). */
  categoryKeyword: string;
  emptyIcon: LucideIcon;
  /** A page that tells the tab's story in depth, linked from the listing's header. */
  guide?: { label: string; to: string };
}

export const LISTING_TABS: readonly ListingTab[] = [
  {
    id: 'all',
    label: 'All',
    path: '/all-packages',
    search: '',
    title: 'All Tanzania Packages',
    subtitle: 'Safaris, Kilimanjaro climbs, Zanzibar beaches and cultural journeys: every trip we run, in one place.',
    keywords: [],
    categoryKeyword: '',
    emptyIcon: Compass,
  },
  {
    id: 'safari',
    label: 'Safari',
    path: '/safari-packages',
    search: '',
    title: 'Safari Packages',
    subtitle: 'Game drives through the Serengeti, Ngorongoro and Tarangire with guides who grew up here.',
    keywords: ['safari'],
    categoryKeyword: 'safari',
    emptyIcon: Binoculars,
  },
  {
    id: 'mountain',
    label: 'Mountain',
    path: '/kilimanjaro-packages',
    search: '',
    title: 'Kilimanjaro & Mountain Treks',
    subtitle: 'Climb Africa’s highest peak or Mount Meru with an experienced mountain crew at your side.',
    // 'mountain' catches the trip type and the theme 'Mountain Climbing';
    // the peaks' names catch climbs whose type or categories say neither.
    keywords: ['mountain', 'kilimanjaro', 'meru'],
    categoryKeyword: 'mountain',
    emptyIcon: MountainSnow,
    guide: { label: 'Kilimanjaro climbing guide: routes, summit odds and group climbs', to: '/kilimanjaro' },
  },
  {
    id: 'zanzibar',
    label: 'Zanzibar',
    path: '/zanzibar-packages',
    search: '',
    title: 'Zanzibar Beach Holidays',
    subtitle: 'White sand, turquoise water and the spice-scented lanes of Stone Town.',
    // The original's keywords were 'Zanzibar beach', read here as two words.
    keywords: ['zanzibar', 'beach'],
    categoryKeyword: 'Zanzibar',
    emptyIcon: TreePalm,
  },
  {
    id: 'beach',
    label: 'Beach',
    path: '/all-packages',
    search: '?tab=beach',
    title: 'Beach Escapes',
    subtitle: 'Indian Ocean beaches for a honeymoon, a family break or a slow finish after safari.',
    keywords: ['beach'],
    categoryKeyword: 'beach',
    emptyIcon: Umbrella,
  },
];

const byPath: Record<string, ListingTabId> = {
  '/safari-packages': 'safari',
  '/kilimanjaro-packages': 'mountain',
  '/zanzibar-packages': 'zanzibar',
};

export function tabById(id: string): ListingTab {
  return LISTING_TABS.find((tab) => tab.id === id) ?? LISTING_TABS[0]!;
}

/**
 * The tab a URL shows: the dedicated routes fix their tab; /all-packages reads ?tab= (so the
 * Beach tab, which has no route of its own, can still be linked) and defaults to All.
 */
export function tabFromLocation(pathname: string, search: string): ListingTab {
  const fixed = byPath[pathname.replace(/\/+$/, '')];
  if (fixed) return tabById(fixed);
  return tabById(new URLSearchParams(search).get('tab') ?? 'all');
}

/**
 * The matching rule: a trip belongs to a tab when ANY of the tab's keywords appears,
 * case-insensitively, anywhere in the trip's name, its trip type name or one of its category
 * names. A tab without keywords (All) takes every trip.
 */
export function tripMatchesTab(trip: TripCard, tab: Pick<ListingTab, 'keywords'>): boolean {
  if (tab.keywords.length === 0) return true;
  const haystack = [trip.name, trip.trip_type.name, ...trip.trip_categories.map((c) => c.category.name)].join('\n').toLowerCase();
  return tab.keywords.some((keyword) => haystack.includes(keyword.toLowerCase()));
}
