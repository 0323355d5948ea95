// Zod-free, like constants.ts: the blog page's category buttons need the list, and importing
// it from blog.ts would put the schema library and every schema (about 25 KB gzip) in the
// page's first download.

/** Blog categories, in the order of the buttons ('All' first). */
export const BLOG_CATEGORIES = ['All', 'Wildlife', 'Adventure', 'Culture', 'Photography', 'Travel Tips', 'Beach'] as const;
