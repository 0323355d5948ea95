import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('returns to a page of this site', () => {
    expect(safeRedirectTarget('/packages/abc?x=1')).toBe('/packages/abc?x=1');
  });

  it.each([null, '', 'https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/login', '/login?tab=register'])(
    'goes to the dashboard instead of %s',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/dashboard');
    },
  );
});

describe('loginPath', () => {
  it('remembers where the visitor was, except the home page and /login itself', () => {
    expect(loginPath('/packages/abc')).toBe('/login?redirect=%2Fpackages%2Fabc');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?tab=login')).toBe('/login');
  });
});
