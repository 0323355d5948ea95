import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Framing is refused the same way by both headers (X-Frame-Options for old browsers,
// frame-ancestors for the rest), and the Swagger UI keeps a CSP of its own that lets it run.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

describe('framing', () => {
  it.each(['/api/health', '/api/trips', '/api/docs', '/api/no-such-route'])(
    '%s: X-Frame-Options DENY agrees with frame-ancestors none',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(directives(String(res.headers['content-security-policy'])).get('frame-ancestors')).toEqual(["'none'"]);
    },
  );
});

describe('the Swagger UI at /api/docs', () => {
  it('gets its own CSP, under which every script it loads is allowed', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false); // would break a plain-http deployment
    // No inline script (which 'self' would block); every external one is ours and is served.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scripts = [...res.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/api\/docs\//);
      expect((await t.app.inject(src)).statusCode).toBe(200);
    }
  });

  it('leaves the site CSP strict everywhere else', async () => {
    const csp = directives(String((await t.app.inject('/api/health')).headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});
