import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { API_MESSAGES } from '@safari/contracts/messages';
import { HttpError } from '../lib/http-errors';
import { isApiRoute } from '../lib/request-path';
import { INTERNAL_REQUEST_HEADER, internalRequestToken } from '../lib/server-render';

/**
 * Rate limits (decision 0017), decided by the route a request matched, not the raw URL: the router
 * decodes `/%61pi/trips` to the `/api/trips` route, so a check on the string let it through.
 *
 * - every route is limited, RATE_LIMIT_PER_MINUTE per client; the API routes share one budget;
 * - each site-root route (media, sitemap, robots, storefront pages) has a budget of its own,
 *   so a page's images do not eat the API budget of the visitor who looks at them;
 * - an unknown path counts against the API budget (the not-found handler, see error-handler.ts);
 * - exempt: a route that says `config: { rateLimit: false }` (the health check, which a load
 *   balancer must never see refused) and the storefront's static files (read from disk, no database).
 *
 * With REDIS_URL the counters live in Redis and every instance shares them; without it, in
 * this process's memory. If Redis is away, requests pass unlimited (and a warning is logged)
 * rather than failing: the limit protects the service, it must not take it down.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { RATE_LIMIT_PER_MINUTE: max, REDIS_URL, REDIS_KEY_PREFIX } = app.config;

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ??= {}) as NonNullable<RouteOptions['config']> & { file?: unknown; rateLimit?: unknown };
    if (config.rateLimit !== undefined) return; // the route decided
    if (isStaticFile(config)) config.rateLimit = false;
    else if (!isApiRoute(route.url)) config.rateLimit = { max, timeWindow: '1 minute' };
  });

  const redis = REDIS_URL ? await connectRedis(REDIS_URL, app) : undefined;
  await app.register(rateLimit, {
    max,
    timeWindow: '1 minute',
    redis,
    nameSpace: `${REDIS_KEY_PREFIX}rate-limit:`,
    skipOnError: true,
    // The server's own API calls while it renders a page (decision 0029): the page request
    // itself was counted already.
    allowList: (request) => request.headers[INTERNAL_REQUEST_HEADER] === internalRequestToken,
    errorResponseBuilder: () => new HttpError(429, API_MESSAGES.rateLimited),
  });
});

/** @fastify/static's routes carry the file they serve in their config. */
const isStaticFile = (config: { file?: unknown }) => typeof config.file === 'string';

async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast while Redis is away (skipOnError lets the request through) instead of
    // queueing commands and holding every request until it returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ err: error }, 'Redis unavailable: rate limits are not enforced until it returns');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Start limiting from the first request when Redis is there; start anyway (unlimited, and
  // reconnecting in the background) when it is not.
  await redis.connect().catch(() => undefined);
  return redis;
}
