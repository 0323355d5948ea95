import { z } from 'zod';
import { BLOG_CATEGORIES } from './blog-categories';

export { BLOG_CATEGORIES };

const blogArticleCard = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  author: z.string(),
  date: z.string(),
  read_time: z.string(),
  category: z.string(),
  featured: z.boolean(),
});
export type BlogArticleCard = z.infer<typeof blogArticleCard>;
const blogArticle = blogArticleCard.extend({ body: z.string() });
export type BlogArticle = z.infer<typeof blogArticle>;

export const blogListQuery = z.object({ category: z.enum(BLOG_CATEGORIES).default('All') });
export const blogListData = z.object({ articles: z.array(blogArticleCard) });
export const blogArticleData = z.object({ article: blogArticle });
export const blogSlugParam = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(120),
});
