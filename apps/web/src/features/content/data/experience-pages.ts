import { ACCOMMODATION } from './experience-accommodation';
import { BEACH_ACTIVITIES } from './experience-beach';
import { CULTURAL_TOURS } from './experience-cultural';
import { MOUNTAIN_TREKKING } from './experience-mountain';
import { SAFARI_ADVENTURES } from './experience-safari';
import { EXPERIENCE_SLUGS, type ExperienceContent, type ExperienceSlug } from './experience-types';

/** Every static experience page by its slug, in the order pages cross-link them. */
export const EXPERIENCES: Record<ExperienceSlug, ExperienceContent> = {
  'safari-adventures': SAFARI_ADVENTURES,
  'cultural-tours': CULTURAL_TOURS,
  'beach-activities': BEACH_ACTIVITIES,
  'mountain-trekking': MOUNTAIN_TREKKING,
  accommodation: ACCOMMODATION,
};

const isExperienceSlug = (slug: string): slug is ExperienceSlug =>
  (EXPERIENCE_SLUGS as readonly string[]).includes(slug);

/** The page for a URL slug, or undefined for anything else (the route then shows the 404). */
export function findExperience(slug: string | undefined): ExperienceContent | undefined {
  return slug && isExperienceSlug(slug) ? EXPERIENCES[slug] : undefined;
}

/** The other experience pages, for the "More experiences" links. */
export function otherExperiences(slug: ExperienceSlug): ExperienceContent[] {
  return EXPERIENCE_SLUGS.filter((s) => s !== slug).map((s) => EXPERIENCES[s]);
}
