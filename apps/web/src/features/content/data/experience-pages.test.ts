import { describe, expect, it } from 'vitest';
import { EXPERIENCES, findExperience, otherExperiences } from './experience-pages';
import { EXPERIENCE_SLUGS } from './experience-types';

describe('experience pages', () => {
  it('finds each of the five slugs and nothing else', () => {
    for (const slug of EXPERIENCE_SLUGS) expect(findExperience(slug)?.slug).toBe(slug);
    expect(findExperience('safari')).toBeUndefined();
    expect(findExperience('toString')).toBeUndefined();
    expect(findExperience(undefined)).toBeUndefined();
  });

  it('links every page to a package listing and to the four others', () => {
    const listings = ['/safari-packages', '/kilimanjaro-packages', '/zanzibar-packages', '/all-packages'];
    for (const slug of EXPERIENCE_SLUGS) {
      expect(listings).toContain(EXPERIENCES[slug].listing.to);
      expect(otherExperiences(slug).map((e) => e.slug)).toHaveLength(4);
    }
  });

  it('presents the six Kilimanjaro routes on the mountain page only', () => {
    const routes = EXPERIENCES['mountain-trekking'].routes ?? [];
    expect(routes.map((r) => r.name)).toEqual(['Marangu', 'Machame', 'Lemosho', 'Rongai', 'Northern Circuit', 'Umbwe']);
    for (const route of routes) {
      expect(['Moderate', 'Challenging']).toContain(route.difficulty);
      expect(route.success).toBeGreaterThan(0);
      expect(route.success).toBeLessThanOrEqual(100);
      expect(route.highlights.length).toBeGreaterThanOrEqual(3);
    }
    // The route cards' success rates, shared with the summit calculator.
    expect(routes.slice(0, 5).map((r) => r.success)).toEqual([85, 90, 95, 80, 95]);
    expect(EXPERIENCE_SLUGS.filter((s) => EXPERIENCES[s].routes)).toEqual(['mountain-trekking']);
  });
});
