import type { BlogArticleCard } from '@safari/contracts/blog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findPublished, listPublished, type ArticleRow } from './repository';

const card = (a: ArticleRow): BlogArticleCard => ({
  slug: a.slug,
  title: a.title,
  excerpt: a.excerpt,
  image: a.image,
  author: a.author,
  date: a.publishedOn,
  read_time: `${a.readMinutes} min read`,
  category: a.category,
  featured: a.isFeatured,
});

/** Published articles as cards, newest first; 'All' or one category. */
export async function listArticles(db: Db, category: string) {
  return (await listPublished(db, category)).map(card);
}

/** One published article with its body, or 404. */
export async function getArticle(db: Db, slug: string) {
  const row = await findPublished(db, slug);
  if (!row) throw notFound('Article not found');
  return { ...card(row), body: row.body };
}
