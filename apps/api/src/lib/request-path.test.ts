import { describe, expect, it } from 'vitest';
import { isApiPath } from './request-path';

describe('isApiPath', () => {
  it.each([
    '/api',
    '/api/trips',
    '/API/trips',
    '//api/trips',
    '/%61pi/trips',
    '/./api/trips',
    // Found by the fuzz test once pages answered 404: dots after /api/ must not make it a page.
    '/api/x/../blog/%2e%2e%2f%2e%2e%2f',
    '/api/x/../admin/trips/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  ])('%s is the API', (url) => expect(isApiPath(url)).toBe(true));

  it.each(['/', '/all-packages', '/apiary', '/packages/api', '/blog/api-guide'])('%s is a page', (url) =>
    expect(isApiPath(url)).toBe(false),
  );
});
