import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileRequest, type Operation } from '../test/fuzz/requests';
import { httpTarget, injectTarget, type FuzzResponse, type FuzzTarget } from '../test/fuzz/targets';

// Fuzzing every operation of the OpenAPI document (so a new route is covered the day it is
// added) with generated hostile requests: wrong types, huge and unicode strings, NUL bytes,
// injection strings, malformed JSON, wrong content types, encoded paths, signed in or not.
// The promise checked: no 5xx, no stack trace or source path in any answer, and every failure
// under /api in the envelope. Deterministic: the seed of each operation derives from its name
// (FUZZ_SEED changes them all; FUZZ_RUNS the number of requests per operation).

// 300 per operation against the production build (npm test's 'fuzz (build)' step); 100 in the
// API suite, which runs twice (PGlite and PostgreSQL) on the same code.
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.FUZZ_BASE_URL ? 300 : 100));
const SEED = Number(process.env.FUZZ_SEED ?? 7);
const LEAK = /\n\s+at \S|node_modules|\.(ts|js|mjs):\d+|\/(src|dist|home|work|srv|usr)\/[\w.-]+\//;

// Collected before the tests run, so it.each can name one test per operation. With
// FUZZ_BASE_URL the requests go over HTTP to a running production build (npm test does this
// after the build, scripts/fuzz-build.mjs); otherwise to this process's app through inject.
const target: FuzzTarget = process.env.FUZZ_BASE_URL ? await httpTarget(process.env.FUZZ_BASE_URL) : await injectTarget();
const { operations, valid, authHeaders } = target;
afterAll(() => target.close());

function problem(request: InjectOptions, res: FuzzResponse): string | null {
  const headers = request.headers as Record<string, string> | undefined;
  const sent = request.payload === undefined ? '' : ` [${headers?.['content-type']}] ${String(request.payload).slice(0, 80)}`;
  const where = `${request.method} ${request.url}${sent} → ${res.statusCode}`;
  if (res.statusCode >= 500) return `${where}: ${res.body.slice(0, 300)}`;
  if (LEAK.test(res.body)) return `${where} leaks: ${res.body.slice(0, 300)}`;
  const apiPath = /^\/api(\/|$)/.test(String(request.url)) && !String(request.url).startsWith('/api/docs');
  if (apiPath && res.statusCode >= 400 && request.method !== 'HEAD') {
    let body: { status?: unknown; code?: unknown; message?: unknown } = {};
    try {
      body = res.json() as typeof body;
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

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', { timeout: 120_000 }, async (_name, op) => {
    const requests = fc.sample(hostileRequest(op, valid, authHeaders), { numRuns: RUNS, seed: seedOf(op) });
    const problems: string[] = [];
    // A few at a time: PostgreSQL serves them in parallel, PGlite queues them.
    for (let i = 0; i < requests.length; i += 5) {
      const batch = requests.slice(i, i + 5);
      const answers = await Promise.all(batch.map((request) => target.send(request)));
      answers.forEach((res, j) => {
        const found = res && problem(batch[j]!, res);
        if (found) problems.push(found);
      });
    }
    expect(problems.slice(0, 5), `${problems.length} of ${requests.length} requests failed (seed ${seedOf(op)})`).toEqual([]);
  });
});

// Any path the storefront receives is a path on this site, however it is spelled: a leading
// '//' or '/\' (which URL parsers read as another host), encoded slashes and backslashes,
// brackets, dot segments. Unknown → 404 (or a redirect), never a 5xx. Only over HTTP against the
// build (npm test's 'fuzz (build)' step): inject parses the path as a URL, so it can neither send
// these paths as they are nor reach the storefront, which the in-process app does not serve.
const ODD_STARTS = ['//', '/\\', '/%2F', '/%2f', '/%5C', '//%5B', '/%2e%2e/', '/./', '/../', '///', '//api/', '/\\\\'];
const ODD_PIECES = [
  '[',
  ']',
  '%5B',
  '%5D',
  '%2F',
  '\\',
  '..',
  '.',
  '@',
  ':',
  'x',
  'packages',
  'destinations',
  'blog',
  'book',
  '%00',
  '%',
  '%zz',
  '?',
  '#',
  '~',
  'é',
  '%E2%80%AE',
];
const oddPath = fc
  .tuple(
    fc.constantFrom(...ODD_STARTS),
    fc.array(fc.constantFrom(...ODD_PIECES), { maxLength: 6 }),
    fc.constantFrom('', '/', '?q=[', '?a=%2F'),
  )
  .map(([start, pieces, end]) => `${start}${pieces.join('')}${end}`);

describe.runIf(process.env.FUZZ_BASE_URL)('fuzzing page paths', () => {
  it('answers every odd spelling of a path without a 5xx', { timeout: 120_000 }, async () => {
    // Each of these names nothing: the built storefront answers them 404.
    const unknown = ['//[', '//a[b', '//%5B', '//x', '/\\x', '/%2Fx', '//packages/x'];
    for (const url of unknown)
      expect((await target.send({ method: 'GET', url, headers: { accept: 'text/html' } }))?.statusCode, url).toBe(404);
    const urls = [...unknown, ...fc.sample(oddPath, { numRuns: RUNS, seed: SEED })];
    const problems: string[] = [];
    for (let i = 0; i < urls.length; i += 5) {
      const batch = urls.slice(i, i + 5).map((url) => ({ method: 'GET' as const, url, headers: { accept: 'text/html' } }));
      const answers = await Promise.all(batch.map((request) => target.send(request)));
      answers.forEach((res, j) => {
        const found = res && problem(batch[j]!, res);
        if (found) problems.push(found);
      });
    }
    expect(problems.slice(0, 5), `${problems.length} of ${urls.length} paths failed`).toEqual([]);
  });
});
