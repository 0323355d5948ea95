import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardData, saveTestimonialInput } from '@safari/contracts/account';
import { accountDeleteInput, publicUser } from '@safari/contracts/auth';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { ACCOUNT_MESSAGES, TESTIMONIAL_TEXTS } from '@safari/contracts/messages';
import { notFound } from '../../lib/http-errors';
import { ok } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import { readPassportImage } from '../auth/passport-image';
import { loadPublicUser } from '../auth/user-view';
import { invalidateCatalogue } from '../catalogue/invalidation';
import { ledgerDeps } from '../payments/bank-account';
import { deleteAccount, exportMyData, loadDashboard } from './service';
import { saveTestimonial } from './testimonials';

const failures = { 400: failureEnvelope, 401: failureEnvelope, 404: failureEnvelope };
const tags = ['account'];

/** The signed-in traveller's own space: profile, dashboard, their data and their passport image. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const money = ledgerDeps(app.config);
  r.addHook('preHandler', app.requireUser);
  // Personal answers: never stored by a shared cache.
  r.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/user',
    { schema: { tags, summary: 'My profile', response: { 200: successEnvelope(z.object({ user: publicUser })), ...failures } } },
    async (request) => ok({ user: await loadPublicUser(db, signedIn(request).user.id) }),
  );
  r.get(
    '/user/dashboard',
    { schema: { tags, summary: 'My dashboard (SPEC §3)', response: { 200: successEnvelope(dashboardData), ...failures } } },
    async (request) => ok(await loadDashboard(db, money, signedIn(request).user.id)),
  );
  r.get('/user/export', { schema: { tags, summary: 'Download all my data as JSON' } }, async (request, reply) => {
    const data = await exportMyData(db, money, signedIn(request).user.id);
    return reply
      .header('content-disposition', 'attachment; filename="safari-tanzania-my-data.json"')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
  r.delete(
    '/user',
    {
      schema: {
        tags,
        summary: 'Delete my account and personal data (password required)',
        body: accountDeleteInput,
        response: { 200: successEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await deleteAccount(db, app.config.DATA_DIR, signedIn(request).user, request.body.password);
      // Their published testimonials went with them (foreign key cascade): no cache may show them.
      await invalidateCatalogue(app.readCache, 'testimonials');
      return ok(null, ACCOUNT_MESSAGES.accountDeleted);
    },
  );
  r.get('/user/passport-image', { schema: { tags, summary: 'My passport image (only ever shown to me)' } }, async (request, reply) => {
    const { passportImage } = signedIn(request).user;
    const image = passportImage ? await readPassportImage(app.config.DATA_DIR, passportImage) : null;
    if (!image) throw notFound();
    return reply.type('image/jpeg').header('content-disposition', 'inline').send(image);
  });
  r.post(
    '/save-testimonal',
    {
      schema: {
        tags,
        summary: 'Submit a testimonial (published after the operator approves it)',
        body: saveTestimonialInput,
        response: { 201: successEnvelope(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      await saveTestimonial(db, signedIn(request).user, request.body.comments, app.config.OPERATOR_EMAIL);
      app.outbox.kick();
      return reply.code(201).send(ok(null, TESTIMONIAL_TEXTS.saved, 201));
    },
  );
}
