import type { LucideIcon } from 'lucide-react';

/** The five static experience pages; the route's :slug must be one of these. */
export const EXPERIENCE_SLUGS = [
  'safari-adventures',
  'cultural-tours',
  'beach-activities',
  'mountain-trekking',
  'accommodation',
] as const;
export type ExperienceSlug = (typeof EXPERIENCE_SLUGS)[number];

/** Which inline SVG scene and colour wash the hero draws (no external images). */
export type ExperienceTheme = 'savanna' | 'culture' | 'ocean' | 'mountain' | 'lodge';

interface ExperienceFact {
  label: string;
  value: string;
}

/** A place worth the trip, drawn with its /media/destinations/<slug>.svg banner. */
export interface ExperiencePlace {
  name: string;
  /** Destination slug: the banner art and the link to its destination page. */
  slug: string;
  /** Short line under the name, e.g. the region or the headline fact. */
  tagline: string;
  description: string;
}

/** Something to do or a kind of stay, drawn with an icon. */
export interface ExperienceActivity {
  title: string;
  icon: LucideIcon;
  description: string;
  /** Optional small print, e.g. the season it works best. */
  note?: string;
}

type ExperienceSection =
  | { kind: 'places'; id: string; title: string; intro: string; items: ExperiencePlace[] }
  | { kind: 'activities'; id: string; title: string; intro: string; items: ExperienceActivity[] };

/** A Kilimanjaro route card (the image is left out: the cards are drawn, not photographed). */
export interface KilimanjaroRoute {
  id: string;
  name: string;
  nickname: string;
  /** Typical length of the climb in days, e.g. '6-7 days'. */
  duration: string;
  difficulty: 'Moderate' | 'Challenging';
  /** Summit success percentage quoted to travellers. */
  success: number;
  description: string;
  highlights: string[];
}

export interface ExperienceContent {
  slug: ExperienceSlug;
  /** The page's <h1> and the name other pages link with. */
  title: string;
  eyebrow: string;
  summary: string;
  metaDescription: string;
  theme: ExperienceTheme;
  facts: ExperienceFact[];
  intro: string[];
  sections: ExperienceSection[];
  /** Only the mountain page lists the Kilimanjaro routes. */
  routes?: KilimanjaroRoute[];
  tips: { title: string; items: string[] };
  /** The matching package listing shown at the end of the page. */
  listing: { to: string; label: string };
}
