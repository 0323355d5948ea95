import { describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHits } from './etag';

describe('etag', () => {
  it('is a quoted digest that changes with the body', () => {
    expect(etagOf('<urlset/>')).toMatch(/^"[\w-]{32}"$/);
    expect(etagOf('<urlset/>')).toBe(etagOf('<urlset/>'));
    expect(etagOf('<urlset/>')).not.toBe(etagOf('<urlset />'));
  });

  it('matches If-None-Match lists, weak tags and *, and nothing else', () => {
    const tag = '"abc"';
    expect(ifNoneMatchHits('"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits('"abcd"', tag)).toBe(false);
    expect(ifNoneMatchHits('abc', tag)).toBe(false);
  });
});
