import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from './db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSignedInUser } from '../test/factories/users';
import { hostileRequest, operationsOf, type Operation } from '../test/fuzz/requests';

// Fuzzing every operation of the OpenAPI document (so a new route is covered the day it is
// added) with generated hostile requests: wrong types, huge and unicode strings, NUL bytes,
// injection strings, malformed JSON, wrong content types, encoded paths, signed in or not.
// The promise checked: no 5xx, no stack trace or source path in any answer, and every failure
// under /api in the envelope. Deterministic: the seed of each operation derives from its name
// (FUZZ_SEED changes them all; FUZZ_RUNS the number of requests per operation).

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 7);
const LEAK = /\n\s+at \S|node_modules|\.(ts|js|mjs):\d+|\/(src|dist|home|work|srv|usr)\/[\w.-]+\//;

// Collected before the tests run, so it.each can name one test per operation.
const setup = (async () => {
  const app = await createTestApp({ seed: true, config: { RATE_LIMIT_PER_MINUTE: 1_000_000, TRUST_PROXY: true } });
  const doc = (await app.app.inject('/api/docs/json')).json();
  return { app, operations: operationsOf(doc) };
})();
const { app: t0, operations } = await setup;

let testApp: TestApp;
let valid: string[] = [];
let authHeaders: Record<string, string> = {};
beforeAll(async () => {
  testApp = t0;
  const db = testApp.database.db;
  const [trip] = await db.select({ uuid: t.trips.uuid }).from(t.trips).limit(1);
  const [destination] = await db.select({ uuid: t.destinations.uuid, slug: t.destinations.slug }).from(t.destinations).limit(1);
  const [location] = await db.select({ name: t.locations.name }).from(t.locations).limit(1);
  valid = [trip!.uuid, destination!.uuid, destination!.slug, location!.name, 'USD', 'EUR', '2099-07-01', '2099-07-09', '4', '1', 'trip', 'destination'];
  authHeaders = (await createSignedInUser(testApp.app, db)).headers;
});
afterAll(() => testApp.close());

function problem(request: InjectOptions, res: LightMyRequestResponse): string | null {
  const headers = request.headers as Record<string, string> | undefined;
  const sent = request.payload === undefined ? '' : ` [${headers?.['content-type']}] ${String(request.payload).slice(0, 80)}`;
  const where = `${request.method} ${request.url}${sent} → ${res.statusCode}`;
  if (res.statusCode >= 500) return `${where}: ${res.body.slice(0, 300)}`;
  if (LEAK.test(res.body)) return `${where} leaks: ${res.body.slice(0, 300)}`;
  const apiPath = /^\/api(\/|$)/.test(String(request.url)) && !String(request.url).startsWith('/api/docs');
  if (apiPath && res.statusCode >= 400 && request.method !== 'HEAD') {
    let body: { status?: unknown; code?: unknown; message?: unknown } = {};
    try {
      body = res.json();
    } catch {
      return `${where}: not JSON: ${res.body.slice(0, 200)}`;
    }
    if (body.status !== false || body.code !== res.statusCode || typeof body.message !== 'string') {
      return `${where}: not the failure envelope: ${res.body.slice(0, 200)}`;
    }
  }
  return null;
}

const seedOf = (op: Operation) => SEED ^ createHash('sha256').update(`${op.method} ${op.path}`).digest().readUInt32BE(0);

describe('fuzzing the OpenAPI document', () => {
  it('covers the API', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((o) => o.path)).toContain('/api/trips/{id}');
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const requests = fc.sample(hostileRequest(op, valid, authHeaders), { numRuns: RUNS, seed: seedOf(op) });
    const problems: string[] = [];
    // A few at a time: PostgreSQL serves them in parallel, PGlite queues them.
    for (let i = 0; i < requests.length; i += 5) {
      const batch = requests.slice(i, i + 5);
      const answers = await Promise.all(batch.map((request) => testApp.app.inject(request)));
      answers.forEach((res, j) => {
        const found = problem(batch[j]!, res);
        if (found) problems.push(found);
      });
    }
    expect(problems.slice(0, 5), `${problems.length} of ${requests.length} requests failed (seed ${seedOf(op)})`).toEqual([]);
  });
});
