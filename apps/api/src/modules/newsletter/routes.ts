import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { NEWSLETTER_TEXTS, newsletterInput, newsletterTokenInput } from '@safari/contracts/inquiry';
import { HttpError } from '../../lib/http-errors';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { confirmSubscription, subscribe, unsubscribe } from './service';

/** Old clients read `status: 'success'` from this one route (not our envelope's boolean). */
const subscribeAnswer = z.object({ status: z.literal('success'), code: z.number().int(), message: z.string(), data: z.null() });

export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['newsletter'];

  r.post(
    '/subscribe',
    {
      config: writeLimit(app.config),
      schema: {
        tags,
        summary: 'Newsletter signup with double opt-in; the same answer for every address',
        body: newsletterInput,
        response: { 200: subscribeAnswer, 400: failureEnvelope },
      },
    },
    async (request) => {
      await subscribe(
        { db: app.database.db, publicUrl: app.config.PUBLIC_URL, operatorEmail: app.config.OPERATOR_EMAIL },
        request.body.email,
      );
      app.outbox.kick();
      return { status: 'success' as const, code: 200, message: NEWSLETTER_TEXTS.checkInbox, data: null };
    },
  );

  r.post(
    '/newsletter/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a signup from the e-mailed link',
        body: newsletterTokenInput,
        response: { 200: successEnvelope(z.null()), 400: failureEnvelope },
      },
    },
    async (request) => {
      if (!(await confirmSubscription(app.database.db, request.body.token))) throw new HttpError(400, NEWSLETTER_TEXTS.invalidLink);
      return ok(null, NEWSLETTER_TEXTS.confirmed);
    },
  );

  r.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe from the link in any newsletter e-mail (no sign-in)',
        body: newsletterTokenInput,
        response: { 200: successEnvelope(z.null()), 400: failureEnvelope },
      },
    },
    async (request) => {
      if (!(await unsubscribe(app.database.db, request.body.token))) throw new HttpError(400, NEWSLETTER_TEXTS.invalidLink);
      return ok(null, NEWSLETTER_TEXTS.unsubscribed);
    },
  );
}
