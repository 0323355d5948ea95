import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, idParam } from '@safari/contracts/admin';
import {
  adminArticleSchema,
  adminArticlesPage,
  adminArticlesQuery,
  articleCreateInput,
  articleUpdateInput,
} from '@safari/contracts/admin-catalogue';
import { successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './service';

const tags = ['admin: catalogue'];
const article = successEnvelope(adminArticleSchema);

// The public /api/blog reads the table each time, but the server-rendered pages show articles
// and are cached: every write drops them (modules/blog/cache.ts), after it has committed.

/** Blog articles: write, edit, publish or keep as draft, delete. */
export async function blogAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  const changed = () => invalidateCatalogue(app.readCache, 'blog');

  r.get(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Blog articles, drafts included: searched, by status',
        querystring: adminArticlesQuery,
        response: { 200: successEnvelope(adminArticlesPage), ...adminFailures },
      },
    },
    async (request) => ok(await listArticles(db, request.query)),
  );
  r.get(
    '/articles/:id',
    { schema: { tags, summary: 'One article with its body', params: idParam, response: { 200: article, ...adminFailures } } },
    async (request) => ok(await getArticle(db, request.params.id)),
  );
  r.post(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Write an article (a draft unless is_published); body sanitised on save',
        body: articleCreateInput,
        response: { 201: article, ...adminWriteFailures },
      },
    },
    async (request, reply) => {
      const created = await createArticle(db, actorOf(request), request.body);
      await changed();
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.saved, 201));
    },
  );
  r.patch(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'Edit an article: only the fields sent change',
        params: idParam,
        body: articleUpdateInput,
        response: { 200: article, ...adminWriteFailures },
      },
    },
    async (request) => {
      const updated = await updateArticle(db, actorOf(request), request.params.id, request.body);
      await changed();
      return ok(updated, ADMIN_MESSAGES.saved);
    },
  );
  r.delete(
    '/articles/:id',
    {
      schema: { tags, summary: 'Delete an article', params: idParam, response: { 200: successEnvelope(z.null()), ...adminWriteFailures } },
    },
    async (request) => {
      await deleteArticle(db, actorOf(request), request.params.id);
      await changed();
      return ok(null, ADMIN_MESSAGES.deleted);
    },
  );
}
