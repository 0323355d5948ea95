import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogArticleData, blogListData, blogListQuery, blogSlugParam } from '@safari/contracts/blog';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../lib/envelope';
import { getArticle, listArticles } from './service';

/** The blog: articles in the database, filtered by category on the server. */
export async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  r.get(
    '/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published articles, newest first, optionally of one category',
        querystring: blogListQuery,
        response: { 200: successEnvelope(blogListData) },
      },
    },
    async (request) => ok({ articles: await listArticles(db, request.query.category) }),
  );
  r.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One article',
        params: blogSlugParam,
        response: { 200: successEnvelope(blogArticleData), 404: failureEnvelope },
      },
    },
    async (request) => ok({ article: await getArticle(db, request.params.slug) }),
  );
}
