import type { Config } from '../config';

/**
 * The per-address budget of every public write (sign-in, sign-up, reset, booking, inquiry,
 * signup, reservation): far below the API's general limit, because each one costs an argon2
 * hash, a transaction or an e-mail. Route config for @fastify/rate-limit.
 */
export const writeLimit = (config: Config) => ({
  rateLimit: { max: config.RATE_LIMIT_WRITES_PER_MINUTE, timeWindow: '1 minute' },
});
