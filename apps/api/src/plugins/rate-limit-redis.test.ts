import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// Two app instances on one Redis share the rate limit; without Redis each counts alone; with
// Redis away, requests pass rather than fail. Tests choose their Redis like their database:
// TEST_REDIS_URL, else the one our machines run on 127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await reachable(redisUrl);
if (!hasRedis) console.warn(`Redis not reachable at ${redisUrl}: the shared rate-limit tests are skipped.`);

const LIMIT = 6;
let database: TestDatabase;
const apps: FastifyInstance[] = [];

async function instance(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: LIMIT, ...config }), database });
  await app.ready();
  apps.push(app);
  return app;
}
const trips = async (app: FastifyInstance) => (await app.inject('/api/trips?limit=1')).statusCode;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
});

describe.runIf(hasRedis)('with REDIS_URL', () => {
  const prefix = `safari-test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('two instances share one budget', async () => {
    const [a, b] = [
      await instance({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }),
      await instance({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }),
    ];
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await trips(i % 2 === 0 ? a! : b!));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await trips(a!)).toBe(429);
    expect(await trips(b!)).toBe(429);
    const redis = new Redis(redisUrl);
    expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBeGreaterThan(0); // the counter lives in Redis
    redis.disconnect();
  });
});

describe('without REDIS_URL', () => {
  it('each instance counts alone (the reason to set REDIS_URL with more than one)', async () => {
    const [a, b] = [await instance({}), await instance({})];
    for (let i = 0; i < LIMIT; i++) expect(await trips(a!)).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect(await trips(b!)).toBe(200);
    expect(await trips(a!)).toBe(429);
  });
});

describe('with Redis away', () => {
  it('requests pass instead of failing: the limit protects the service, it must not take it down', async () => {
    const app = await instance({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'unused:' });
    for (let i = 0; i < LIMIT + 2; i++) expect(await trips(app)).toBe(200);
  });
});
