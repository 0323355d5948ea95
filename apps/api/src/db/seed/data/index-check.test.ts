// Integrity checks for the demo catalogue data and the banner artwork generator.
import { describe, it, expect } from 'vitest';
import type { SeedBudgetRow, SeedServiceClass, SeedTrip } from '../types';
import { renderArtSvg } from '../art';
import {
  SEED_ADDONS,
  SEED_AGE_GROUPS,
  SEED_DESTINATION_CATEGORIES,
  SEED_FAQ_CATEGORIES,
  SEED_LOCATIONS,
  SEED_PAYMENT_MODES,
  SEED_REGIONS,
  SEED_TRIP_CATEGORIES,
} from './reference';
import { SEED_COUNTRIES } from './countries';
import { SEED_DESTINATIONS } from './destinations';
import { SEED_TRIPS } from './trips';
import { SEED_FAQS } from './faqs';
import { SEED_TESTIMONIALS } from './testimonials';

const SEASONS = ['Low Season', 'High Season'] as const;
const CLASS_RANK: Record<SeedServiceClass, number> = { Budget: 0, Comfort: 1, Luxury: 2 };
const HEX = /^#[0-9a-f]{6}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em']);

function duplicates<T>(values: T[]): T[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => (m[1] ?? '').toLowerCase());
}

function priceOf(row: SeedBudgetRow, tier: 2 | 4 | 6): number {
  return row.prices[tier];
}

function findRow(trip: SeedTrip, season: string, cls: SeedServiceClass): SeedBudgetRow | undefined {
  return trip.budgets.find((b) => b.season === season && b.serviceClass === cls);
}

describe('reference lists', () => {
  it('have no duplicates and are non-empty', () => {
    for (const list of [
      SEED_REGIONS,
      SEED_TRIP_CATEGORIES,
      SEED_ADDONS,
      SEED_DESTINATION_CATEGORIES,
      SEED_FAQ_CATEGORIES,
      SEED_AGE_GROUPS,
      SEED_PAYMENT_MODES,
    ]) {
      expect(list.length).toBeGreaterThan(0);
      expect(duplicates(list)).toEqual([]);
    }
    expect(SEED_TRIP_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    expect(SEED_ADDONS.length).toBeGreaterThanOrEqual(16);
  });

  it('locations are unique and sit in known regions', () => {
    expect(SEED_LOCATIONS.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(SEED_LOCATIONS.map((l) => l.name))).toEqual([]);
    for (const loc of SEED_LOCATIONS) expect(SEED_REGIONS, loc.name).toContain(loc.region);
  });
});

describe('countries', () => {
  it('cover ISO 3166-1 with unique names and alpha-2 codes, sorted by name', () => {
    expect(SEED_COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(duplicates(SEED_COUNTRIES.map((c) => c.code))).toEqual([]);
    expect(duplicates(SEED_COUNTRIES.map((c) => c.name))).toEqual([]);
    for (const c of SEED_COUNTRIES) expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
    const names = SEED_COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const code of ['TZ', 'BE', 'US', 'GB', 'KE', 'ZA']) {
      expect(SEED_COUNTRIES.some((c) => c.code === code), code).toBe(true);
    }
  });
});

describe('destinations', () => {
  const slugs = SEED_DESTINATIONS.map((d) => d.slug);

  it('have the expected count and required slugs', () => {
    expect(SEED_DESTINATIONS.length).toBeGreaterThanOrEqual(25);
    for (const slug of ['serengeti', 'ngorongoro', 'tarangire', 'lake-manyara', 'kilimanjaro', 'zanzibar']) {
      expect(slugs).toContain(slug);
    }
    expect(duplicates(slugs)).toEqual([]);
    expect(duplicates(SEED_DESTINATIONS.map((d) => d.name))).toEqual([]);
  });

  it('have a few inactive entries', () => {
    const inactive = SEED_DESTINATIONS.filter((d) => !d.isActive).length;
    expect(inactive).toBeGreaterThanOrEqual(2);
    expect(inactive).toBeLessThanOrEqual(3);
  });

  it.each(SEED_DESTINATIONS.map((d) => [d.slug, d] as const))('%s is complete and consistent', (_slug, d) => {
    expect(d.slug).toMatch(SLUG);
    const loc = SEED_LOCATIONS.find((l) => l.name === d.location);
    expect(loc, `location ${d.location}`).toBeDefined();
    expect(SEED_REGIONS).toContain(d.region);
    expect(loc?.region, 'destination region matches its location').toBe(d.region);
    expect(d.categories.length).toBeGreaterThanOrEqual(1);
    expect(d.categories.length).toBeLessThanOrEqual(3);
    for (const c of d.categories) expect(SEED_DESTINATION_CATEGORIES).toContain(c);
    expect(d.facts.length).toBeGreaterThanOrEqual(3);
    expect(d.activities.length).toBeGreaterThanOrEqual(3);
    expect(d.activities.some((a) => a.isActive)).toBe(true);
    expect((d.descriptionHtml.match(/<p>/g) ?? []).length).toBe(2);
    for (const tag of tagsIn(d.descriptionHtml)) expect(ALLOWED_TAGS).toContain(tag);
  });
});

describe('trips', () => {
  const destinationSlugs = new Set(SEED_DESTINATIONS.map((d) => d.slug));

  it('have the expected counts per type', () => {
    expect(SEED_TRIPS.length).toBeGreaterThanOrEqual(24);
    const byType = (t: SeedTrip['tripType']): number => SEED_TRIPS.filter((x) => x.tripType === t).length;
    expect(byType('Safari')).toBeGreaterThanOrEqual(8);
    expect(byType('Mountain Climbing')).toBeGreaterThanOrEqual(6);
    expect(byType('Beach Holiday')).toBeGreaterThanOrEqual(4);
    expect(byType('Cultural Tour')).toBeGreaterThanOrEqual(3);
  });

  it('have unique slugs, names and publication days', () => {
    expect(duplicates(SEED_TRIPS.map((t) => t.slug))).toEqual([]);
    expect(duplicates(SEED_TRIPS.map((t) => t.name))).toEqual([]);
    const days = SEED_TRIPS.map((t) => t.publishedDaysAgo);
    expect(duplicates(days)).toEqual([]);
    for (const d of days) {
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(400);
    }
  });

  it('have unique palettes across trips and destinations', () => {
    const palettes = [...SEED_TRIPS, ...SEED_DESTINATIONS].map((x) => x.art.palette.map((c) => c.toLowerCase()).join(','));
    expect(duplicates(palettes)).toEqual([]);
  });

  it.each(SEED_TRIPS.map((t) => [t.slug, t] as const))('%s is complete and consistent', (_slug, t) => {
    expect(t.slug).toMatch(SLUG);
    expect(Number.isInteger(t.durationDays) && t.durationDays >= 1).toBe(true);
    expect(t.maxGuests === 4 || (t.maxGuests >= 6 && t.maxGuests <= 16)).toBe(true);

    // Naming rules per type
    if (t.tripType === 'Safari') expect(t.name).toContain('Safari');
    if (t.tripType === 'Mountain Climbing') expect(t.name).toMatch(/Kilimanjaro|Mount Meru/);
    if (t.tripType === 'Beach Holiday') expect(t.name).toMatch(/Zanzibar|Pemba|Mafia/);

    // Copy
    expect(t.descriptionHtml.length).toBeGreaterThan(150);
    expect(t.descriptionHtml).not.toMatch(/lorem|ipsum|https?:/i);
    for (const tag of tagsIn(t.descriptionHtml)) expect(ALLOWED_TAGS).toContain(tag);
    expect(t.highlights.length).toBeGreaterThanOrEqual(3);
    expect(t.highlights.length).toBeLessThanOrEqual(6);

    // References
    expect(t.destinations.length).toBeGreaterThanOrEqual(1);
    expect(t.destinations.length).toBeLessThanOrEqual(5);
    for (const slug of t.destinations) expect(destinationSlugs.has(slug), `destination ${slug}`).toBe(true);
    expect(t.categories.length).toBeGreaterThanOrEqual(1);
    for (const c of t.categories) expect(SEED_TRIP_CATEGORIES).toContain(c);
    expect(t.included.length).toBeGreaterThanOrEqual(4);
    expect(t.included.length).toBeLessThanOrEqual(7);
    expect(t.excluded.length).toBeGreaterThanOrEqual(3);
    expect(t.excluded.length).toBeLessThanOrEqual(5);
    for (const a of [...t.included, ...t.excluded]) expect(SEED_ADDONS).toContain(a);
    expect(t.included.filter((a) => t.excluded.includes(a))).toEqual([]);

    // Itinerary: one point per day, at least 4
    expect(t.itinerary.length).toBeGreaterThanOrEqual(4);
    if (t.durationDays >= 4) expect(t.itinerary.length).toBe(t.durationDays);
    for (const p of t.itinerary) {
      expect(p.title.trim().length).toBeGreaterThan(0);
      expect(p.description.trim().length).toBeGreaterThan(0);
    }

    // Budgets: both seasons x at least two classes, tiers descending, seasons and classes ordered
    const classes = [...new Set(t.budgets.map((b) => b.serviceClass))];
    expect(classes.length).toBeGreaterThanOrEqual(2);
    expect(t.budgets.length).toBe(classes.length * 2);
    for (const season of SEASONS) {
      for (const cls of classes) {
        const row = findRow(t, season, cls);
        expect(row, `${season} ${cls}`).toBeDefined();
        if (!row) continue;
        for (const tier of [2, 4, 6] as const) {
          expect(Number.isInteger(priceOf(row, tier)) && priceOf(row, tier) > 0).toBe(true);
        }
        expect(row.prices[2]).toBeGreaterThan(row.prices[4]);
        expect(row.prices[4]).toBeGreaterThan(row.prices[6]);
      }
    }
    for (const cls of classes) {
      const low = findRow(t, 'Low Season', cls);
      const high = findRow(t, 'High Season', cls);
      if (!low || !high) continue;
      for (const tier of [2, 4, 6] as const) {
        const ratio = priceOf(high, tier) / priceOf(low, tier);
        expect(ratio).toBeGreaterThanOrEqual(1.09);
        expect(ratio).toBeLessThanOrEqual(1.26);
      }
    }
    const ranked = [...classes].sort((a, b) => CLASS_RANK[a] - CLASS_RANK[b]);
    for (const season of SEASONS) {
      for (let i = 1; i < ranked.length; i++) {
        const cheaper = findRow(t, season, ranked[i - 1] as SeedServiceClass);
        const dearer = findRow(t, season, ranked[i] as SeedServiceClass);
        if (!cheaper || !dearer) continue;
        for (const tier of [2, 4, 6] as const) expect(priceOf(dearer, tier)).toBeGreaterThan(priceOf(cheaper, tier));
      }
    }
    const allPrices = t.budgets.flatMap((b) => [b.prices[2], b.prices[4], b.prices[6]]);
    expect(Number.isInteger(t.basePrice)).toBe(true);
    expect(t.basePrice).toBe(Math.min(...allPrices));

    // Art
    expect(t.art.palette.every((c) => HEX.test(c))).toBe(true);
    expect(t.art.label.length).toBeGreaterThan(0);
  });

  it('have realistic price ranges', () => {
    for (const t of SEED_TRIPS) {
      const max = Math.max(...t.budgets.flatMap((b) => [b.prices[2], b.prices[4], b.prices[6]]));
      expect(t.basePrice, t.slug).toBeGreaterThanOrEqual(80);
      expect(max, t.slug).toBeLessThanOrEqual(5000);
      if (t.durationDays === 1) expect(max, t.slug).toBeLessThanOrEqual(250);
    }
  });
});

describe('faqs', () => {
  it('cover every category with at least three visible entries', () => {
    expect(SEED_FAQS.length).toBeGreaterThanOrEqual(18);
    for (const cat of SEED_FAQ_CATEGORIES) {
      expect(SEED_FAQS.filter((f) => f.category === cat && f.status).length, cat).toBeGreaterThanOrEqual(3);
    }
    for (const f of SEED_FAQS) if (f.category !== null) expect(SEED_FAQ_CATEGORIES).toContain(f.category);
  });

  it('include uncategorised, hidden and entity-encoded entries with distinct order', () => {
    expect(SEED_FAQS.filter((f) => f.category === null).length).toBeGreaterThanOrEqual(2);
    expect(SEED_FAQS.some((f) => !f.status)).toBe(true);
    expect(duplicates(SEED_FAQS.map((f) => f.order))).toEqual([]);
    const encoded = SEED_FAQS.filter((f) => /&(amp|#39|quot);/.test(f.question + f.answer));
    expect(encoded.length).toBeGreaterThanOrEqual(3);
    expect(SEED_FAQS.some((f) => (f.question + f.answer).includes('&amp;amp;'))).toBe(true);
  });
});

describe('testimonials', () => {
  it('are believable and refer to known countries', () => {
    expect(SEED_TESTIMONIALS.length).toBe(10);
    const countryNames = new Set(SEED_COUNTRIES.map((c) => c.name));
    for (const t of SEED_TESTIMONIALS) {
      expect(countryNames.has(t.country), t.country).toBe(true);
      expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
      expect(t.comments.length).toBeGreaterThan(60);
      expect(t.comments.length).toBeLessThanOrEqual(500);
    }
    expect(SEED_TESTIMONIALS.filter((t) => t.rating === 5).length).toBeGreaterThanOrEqual(7);
  });
});

describe('renderArtSvg', () => {
  const arts = [...SEED_TRIPS, ...SEED_DESTINATIONS].map((x) => ({ art: x.art, title: x.name }));

  it('returns self-contained, well-formed-ish SVG for every artwork', () => {
    for (const { art, title } of arts) {
      const svg = renderArtSvg(art, { width: 800, height: 450, title });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).toContain('font-family="system-ui, sans-serif"');
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
      expect(svg).not.toMatch(/<image|href=|<script|@import|url\((?!#)/i);
      expect(svg.length).toBeLessThan(4096);
      // Every opened element is closed (self-closing tags aside).
      const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened).toBe(closed);
    }
  });

  it('is deterministic and distinct per artwork', () => {
    const outputs = arts.map(({ art }) => renderArtSvg(art, { width: 640, height: 360, title: 'x' }));
    expect(duplicates(outputs)).toEqual([]);
    const first = arts[0];
    expect(first).toBeDefined();
    if (first) {
      expect(renderArtSvg(first.art, { width: 640, height: 360, title: 'x' })).toBe(outputs[0]);
    }
  });

  it('escapes the title and label', () => {
    const svg = renderArtSvg(
      { motif: 'village', palette: ['#111111', '#222222', '#333333'], label: 'A & B <c>' },
      { width: 300, height: 200, title: 'Tom & Jerry "quoted" <b>' },
    );
    expect(svg).toContain('Tom &amp; Jerry &quot;quoted&quot; &lt;b&gt;');
    expect(svg).toContain('A &amp; B &lt;c&gt;');
  });
});
