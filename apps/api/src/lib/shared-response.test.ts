import { describe, expect, it } from 'vitest';
import { negotiateCoding } from './shared-response';

describe('negotiateCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br, gzip;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=abc, br;q=0', 'identity'],
  ])('%s → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});
