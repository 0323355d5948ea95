import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogArticleData, blogListData, blogListQuery, blogSlugParam, type BlogArticleCard } from '@safari/contracts/blog';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../lib/envelope';
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

/** The blog (SPEC §2): articles in the database, filtered by category on the server. */
export async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  r.get('/blog', { schema: { tags: ['blog'], summary: 'Published articles, newest first, optionally of one category', querystring: blogListQuery, response: { 200: successEnvelope(blogListData) } } }, async (request) => {
    const rows = await listPublished(db, request.query.category);
    return ok({ articles: rows.map(card) });
  });
  r.get('/blog/:slug', { schema: { tags: ['blog'], summary: 'One article', params: blogSlugParam, response: { 200: successEnvelope(blogArticleData), 404: failureEnvelope } } }, async (request) => {
    const row = await findPublished(db, request.params.slug);
    if (!row) throw notFound('Article not found');
    return ok({ article: { ...card(row), body: row.body } });
  });
}
