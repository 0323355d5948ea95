import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRateData, exchangeRateQuery, splashData } from '@safari/contracts/currency';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { ok } from '../../lib/envelope';
import { createExchangeRateService, getSplashCurrencies } from './service';

export async function currencyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rates = createExchangeRateService({
    db: app.database.db,
    providerUrl: app.config.EXCHANGE_RATE_PROVIDER_URL,
    ttlMinutes: app.config.EXCHANGE_RATE_TTL_MINUTES,
    timeoutMs: app.config.EXCHANGE_RATE_TIMEOUT_MS,
    log: app.log,
  });

  r.get(
    '/splash',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Start-up data: the currencies with their stored (fallback) rates',
        response: { 200: successEnvelope(splashData) },
      },
    },
    async (_request, reply) => {
      const currencies = await getSplashCurrencies(app.database.db, app.readCache);
      reply.header('cache-control', 'public, max-age=300');
      return ok({ currencies });
    },
  );

  r.post(
    '/exchange-rate',
    {
      schema: {
        tags: ['currencies'],
        summary:
          'Units of a currency per 1 USD: live from the provider (cached for the TTL), else the stored rate; never an error for a provider failure',
        querystring: exchangeRateQuery,
        response: { 200: successEnvelope(exchangeRateData), 400: failureEnvelope, 404: failureEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rates.getRate(request.query.currency), 'Exchange rate retrieved successfully');
    },
  );
}
