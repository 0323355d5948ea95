import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every catalogue route is in the OpenAPI document at /api/docs with a tag, a summary and
// the schemas it validates with: the document is generated from the same zod contracts.

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject('/api/docs/json')).json();
});
afterAll(() => t.close());

const routes: Array<[string, string, { query?: string[]; path?: string[]; body?: boolean }]> = [
  ['get', '/api/splash', {}],
  ['post', '/api/exchange-rate', { query: ['currency'] }],
  ['get', '/api/trips', { query: ['destination', 'limit', 'offset'] }],
  ['get', '/api/trips/{id}', { path: ['id'] }],
  ['post', '/api/trips/{id}', { path: ['id'] }],
  ['get', '/api/trips/search', { query: ['location', 'guest_count', 'check_in', 'check_out'] }],
  ['post', '/api/search_trip', { body: true }],
  ['get', '/api/lookups', {}],
  ['get', '/api/destinations', { query: ['limit', 'offset'] }],
  ['get', '/api/destinations/{key}', { path: ['key'] }],
  ['post', '/api/destinations/{slug}', { path: ['slug'] }],
  ['get', '/api/faqs', {}],
  ['get', '/api/get-testimonals', {}],
];

describe('OpenAPI document', () => {
  it.each(routes)('documents %s %s', (method, path, expected) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path} missing`).toBeDefined();
    expect(op!.tags?.length).toBeGreaterThan(0);
    expect(op!.summary?.length).toBeGreaterThan(10);
    expect(op!.responses['200']).toBeDefined();
    const params = (where: string) => (op!.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
    expect(params('query').sort()).toEqual([...(expected.query ?? [])].sort());
    expect(params('path')).toEqual(expected.path ?? []);
    expect(Boolean(op!.requestBody)).toBe(Boolean(expected.body));
  });

  it('documents the sitemap and robots.txt, and hides nothing of the catalogue', () => {
    expect(doc.paths['/sitemap.xml']?.get?.tags).toEqual(['seo']);
    expect(doc.paths['/robots.txt']?.get?.tags).toEqual(['seo']);
    expect(doc.paths['/api/bench/noop']).toBeUndefined();
  });
});
