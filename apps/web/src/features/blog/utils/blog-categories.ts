import { BLOG_CATEGORIES } from '@safari/contracts/blog-categories';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The category a ?category= value names ('wildlife' or 'Travel Tips'), else All. */
export function categoryFromParam(value: string | null): BlogCategory {
  const wanted = (value ?? '').trim().toLowerCase();
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? 'All';
}

/** The featured article leads; the rest fill the grid. A category without one leads with its newest. */
export function splitFeatured<T extends { featured: boolean }>(articles: readonly T[]): { featured: T | undefined; rest: T[] } {
  const featured = articles.find((a) => a.featured) ?? articles[0];
  return { featured, rest: articles.filter((a) => a !== featured) };
}
