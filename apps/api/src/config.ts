import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_OPERATOR_TIME_ZONE, isTimeZone } from '@safari/contracts/calendar';
import { isValidIban } from '@safari/contracts/payments/bank-transfer';

// The only reader of process.env. Every setting is parsed and validated here once; a bad
// value stops start-up with a message naming the variable.

/** The workspace root, found from this file whether it runs from src/ or bundled in dist/. */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
const repoRoot = findRepoRoot();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * `npm run dev` sets it to apps/web: pages come from the sources through Vite (hot reload,
   * server rendering, no HTML cache) instead of WEB_DIST_DIR's build.
   */
  WEB_DEV_ROOT: z.string().min(1).optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Provider answering GET {url}?base=USD with { rates: { EUR: 0.92, … } }. Empty: stored rates only. */
  EXCHANGE_RATE_PROVIDER_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EXCHANGE_RATE_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  EXCHANGE_RATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  MAINTENANCE_MODE: booleanFlag,
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default('true')
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  /** Only behind a reverse proxy: trust X-Forwarded-For for client IPs (rate limits key on them). */
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Failed sign-ins allowed per account and per client address in 15 minutes, then 429. */
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Per client address, for each public write route (sign-in, booking, inquiry, signup…). */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** How long catalogue reads (listing, detail, search, lookups) are served from memory; 0 = off. */
  READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** smtp://user:pass@host:587 (or smtps://): where e-mail goes. Unset: .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Safari Tanzania <hello@safari-tanzania.example>'),
  /** How often each process looks for e-mail to send (after a kick it sends at once anyway). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How long a message claimed by a process is left to it before another may retry it. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** The operator's inbox for bookings, inquiries and signups. */
  OPERATOR_EMAIL: z.email().default('bookings@safari-tanzania.example'),
  /**
   * The operator's calendar (docs/product.md#operator-calendar): "today", "from tomorrow" and
   * seasons are reckoned here, on the server and in the storefront alike, wherever the visitor or
   * the server is.
   */
  OPERATOR_TIME_ZONE: z
    .string()
    .default(DEFAULT_OPERATOR_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone name such as Africa/Dar_es_Salaam'),
  /**
   * The operator's bank account that travellers pay by transfer. The defaults are a DEMO account
   * (a valid checksum, no real bank behind it) so the whole payment path works out of the box;
   * set the real one in production.
   */
  BANK_ACCOUNT_HOLDER: z.string().trim().min(1).max(70).default('Safari Tanzania SRL (demo account)'),
  BANK_IBAN: z
    .string()
    .default('BE71 0961 2345 6769')
    .refine(isValidIban, 'must be a valid IBAN (its mod-97 checksum fails)')
    .transform((iban) => iban.replace(/\s+/g, '').toUpperCase()),
  BANK_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be an 8- or 11-character BIC')
    .default('GKCCBEBB'),
  BANK_NAME: z.string().trim().min(1).max(70).default('Demo Bank Brussels'),
  /**
   * Card payments through Stripe Checkout, on only when both the secret key and the webhook's
   * signing secret are set (GUIDE decision 10). Without them the storefront offers bank transfer only.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The signing secret of the webhook endpoint /api/payments/stripe-webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where the Stripe SDK sends its requests instead of https://api.stripe.com: a local stand-in (tests, development). */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Travellers are reminded this many days before their balance is due. */
  PAYMENT_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** How often each process looks for reminders and overdue notices to send (each goes once). */
  PAYMENT_REMINDER_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * On SIGTERM, how long /api/health answers 503 while requests are still served, so a load
   * balancer stops sending before the listener closes.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** redis://…: rate-limit counters shared by every instance. Unset: counted in this process's memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of every Redis key we write, so several apps (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('safari:'),
  /**
   * Upper bound of one SQL statement (PostgreSQL statement_timeout); the client gives up a
   * second later when the server does not answer at all (a network blackhole).
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  /** How long to wait for a PostgreSQL connection (new or from the busy pool) before answering 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** /api/health answers 503 when the database does not answer its ping within this. */
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  /** A request (headers and body) must arrive within this, or the connection is answered 408 and closed. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** A connection idle in the middle of a request for this long is closed. */
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Idle keep-alive connections are closed after this: above the 60 s idle timeout of common load balancers. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** Open connections this process accepts at once; more are refused by the kernel backlog, not queued in memory. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(1024),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The admin CLI's password (`ADMIN_PASSWORD=… npm run admin -- create …`, for scripts). Read
 * here so this file stays the only reader of process.env, and kept out of Config: the server
 * never holds it. Unset or empty: the CLI prompts for the password instead.
 */
export function readAdminPassword(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;
}

/** Defaults for tests and tools that build the app without an environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No read cache in tests: a test that creates a trip must see it in the next request.
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_CACHE_TTL_SECONDS: '0' }), ...overrides };
}

/**
 * React and other libraries choose their production build by process.env.NODE_ENV, which
 * `npm start` does not set: give them the configuration's (production by default), so pages
 * are rendered with React's production server build, not its slower development one.
 */
export function alignNodeEnv(config: Config) {
  process.env.NODE_ENV ??= config.NODE_ENV;
}
