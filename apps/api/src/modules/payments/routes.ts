import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { cardCheckoutAnswer, cardCheckoutInput, checkoutStatusAnswer, checkoutStatusQuery } from '@safari/contracts/payments/instructions';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { ledgerDeps } from './bank-account';
import { checkoutStatus, createCardCheckout, receiveStripeEvent, type CardDeps } from './card-payments';
import { stripeClientOf } from './stripe-client';

const tags = ['payments'];
const notOffered = 'Card payments are off (no Stripe keys configured)';

/** Card payments through Stripe Checkout. Registered whether or not Stripe is configured: without it each answers 404. */
export async function paymentRoutes(app: FastifyInstance) {
  const deps: CardDeps = {
    ...ledgerDeps(app.config),
    db: app.database.db,
    stripe: await stripeClientOf(app.config),
    webhookSecret: app.config.STRIPE_WEBHOOK_SECRET ?? null,
    publicUrl: app.config.PUBLIC_URL.replace(/\/+$/, ''),
    log: app.log,
    outbox: app.outbox,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/payments/card-checkout',
    {
      // Each one calls Stripe: the budget of the other public writes.
      config: writeLimit(app.config),
      schema: {
        tags,
        summary:
          'Start a card payment of what a booking owes now: a Stripe Checkout Session for the booking named by its reference and e-mail; answers the URL of Stripe’s payment page',
        body: cardCheckoutInput,
        response: {
          200: successEnvelope(cardCheckoutAnswer),
          400: failureEnvelope.describe('Invalid reference or e-mail'),
          404: failureEnvelope.describe(`No booking with this reference and e-mail; or ${notOffered.toLowerCase()}`),
          409: failureEnvelope.describe('Nothing is due, or the booking is cancelled'),
          503: failureEnvelope.describe('Stripe did not answer'),
        },
      },
    },
    async (request) => ok(await createCardCheckout(deps, request.body), 'Checkout started'),
  );

  r.get(
    '/payments/checkout-status',
    {
      schema: {
        tags,
        summary: 'Whether the card payment of a Checkout Session (the id Stripe puts in the return address) is recorded yet',
        querystring: checkoutStatusQuery,
        response: { 200: successEnvelope(checkoutStatusAnswer), 400: failureEnvelope, 404: failureEnvelope.describe(notOffered) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: await checkoutStatus(deps, request.query.session_id) });
    },
  );

  // The webhook's signature covers the exact bytes Stripe sent: in this scope alone every body is
  // kept as the raw Buffer, whatever its content type, and never parsed as JSON first.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/stripe-webhook',
      {
        schema: {
          tags,
          summary:
            'Stripe’s webhook (raw JSON body, Stripe-Signature header): a paid checkout.session.completed records the booking’s card payment once; other events are acknowledged and ignored',
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: {
            200: successEnvelope(z.object({ received: z.literal(true) })),
            400: failureEnvelope.describe('Missing or invalid signature: nothing recorded'),
            404: failureEnvelope.describe(notOffered),
          },
        },
      },
      async (request) => {
        const outcome = await receiveStripeEvent(deps, request.body, request.headers['stripe-signature']);
        return ok({ received: true as const }, `Event ${outcome}`);
      },
    );
  });
}
