import type { AdminArticle } from '@safari/contracts/admin-catalogue';
import { iso } from '../paging';
import type { ArticleRow } from './repository';

export const toArticle = (a: ArticleRow): AdminArticle => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  body: a.body,
  image: a.image,
  author: a.author,
  category: a.category,
  published_on: a.publishedOn,
  read_minutes: a.readMinutes,
  is_featured: a.isFeatured,
  is_published: a.isPublished,
  updated_at: iso(a.updatedAt),
});

/** An article in the list: everything but its body. */
export const toArticleSummary = (a: ArticleRow) => {
  const { body: _body, ...rest } = toArticle(a);
  return rest;
};
