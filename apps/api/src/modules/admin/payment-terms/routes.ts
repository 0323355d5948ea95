import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { adminPaymentTerms, paymentTermsInput, tripPaymentTerms } from '@safari/contracts/payment-terms';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { getPaymentTerms, getTripPaymentTerms, setSitePaymentTerms, setTripPaymentTerms } from './service';

const tags = ['admin: payment terms'];

/** Deposit share and balance deadline: the site's default and a trip's own. */
export async function paymentTermsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  // The package pages show the terms: cached details and pages are rendered again with the new ones.
  const changed = () => invalidateCatalogue(app.readCache, 'trips');

  r.get(
    '/payment-terms',
    {
      schema: {
        tags,
        summary: "The site's payment terms and the trips with their own",
        response: { 200: successEnvelope(adminPaymentTerms), ...adminFailures },
      },
    },
    async () => ok(await getPaymentTerms(db)),
  );
  r.put(
    '/payment-terms',
    {
      schema: {
        tags,
        summary: "Change the site's payment terms (bookings made before keep their schedule)",
        body: paymentTermsInput,
        response: { 200: successEnvelope(adminPaymentTerms), ...adminWriteFailures },
      },
    },
    async (request) => {
      const answer = await setSitePaymentTerms(db, actorOf(request), request.body);
      await changed();
      return ok(answer, ADMIN_MESSAGES.saved);
    },
  );
  r.get(
    '/trips/:id/payment-terms',
    {
      schema: {
        tags,
        summary: "A trip's own payment terms (null: the site's apply)",
        params: uuidParam,
        response: { 200: successEnvelope(tripPaymentTerms), ...adminFailures },
      },
    },
    async (request) => ok(await getTripPaymentTerms(db, request.params.id)),
  );
  r.put(
    '/trips/:id/payment-terms',
    {
      schema: {
        tags,
        summary: 'Give a trip its own payment terms',
        params: uuidParam,
        body: paymentTermsInput,
        response: { 200: successEnvelope(tripPaymentTerms), ...adminWriteFailures },
      },
    },
    async (request) => {
      const answer = await setTripPaymentTerms(db, actorOf(request), request.params.id, request.body);
      await changed();
      return ok(answer, ADMIN_MESSAGES.saved);
    },
  );
  r.delete(
    '/trips/:id/payment-terms',
    {
      schema: {
        tags,
        summary: "Let a trip follow the site's payment terms again",
        params: uuidParam,
        response: { 200: successEnvelope(tripPaymentTerms), ...adminWriteFailures },
      },
    },
    async (request) => {
      const answer = await setTripPaymentTerms(db, actorOf(request), request.params.id, null);
      await changed();
      return ok(answer, ADMIN_MESSAGES.saved);
    },
  );
}
