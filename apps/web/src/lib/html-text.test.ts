import { describe, expect, it } from 'vitest';
import { decodeEntities, decodeEntitiesOnce, htmlToText, truncateText } from './html-text';

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities', () => {
    expect(decodeEntities('Fish &amp; chips &#39;n&#x27; &quot;more&quot; &lt;3')).toBe(`Fish & chips 'n' "more" <3`);
  });

  it('decodes repeatedly until the text is stable', () => {
    expect(decodeEntities('&amp;amp;')).toBe('&');
    expect(decodeEntities('Don&amp;#39;t')).toBe("Don't");
    expect(decodeEntities('&amp;amp;amp;lt;b&amp;gt;')).toBe('<b>');
    expect(decodeEntitiesOnce('&amp;amp;')).toBe('&amp;');
  });

  it('leaves stable text, unknown names and invalid code points alone', () => {
    expect(decodeEntities('Plain text, 100% & more')).toBe('Plain text, 100% & more');
    expect(decodeEntities('&bogus; &#0; &#xD800; &#1114112;')).toBe('&bogus; &#0; &#xD800; &#1114112;');
    expect(decodeEntities('')).toBe('');
  });

  it('stops after the pass limit (guard against endless loops)', () => {
    expect(decodeEntities('&amp;amp;amp;', 1)).toBe('&amp;amp;');
    // '&' followed by 51 'amp;': each pass strips one, the default limit is 10 passes.
    const deep = `&${'amp;'.repeat(51)}`;
    expect(decodeEntities(deep)).toBe(`&${'amp;'.repeat(41)}`);
  });

  it('returns text: markup it reveals stays a string', () => {
    const decoded = decodeEntities('&lt;img src=x onerror=alert(1)&gt;');
    expect(decoded).toBe('<img src=x onerror=alert(1)>');
    expect(typeof decoded).toBe('string');
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes once and collapses whitespace', () => {
    expect(htmlToText('<p>Big &amp; wild</p>\n<p>&lt;b&gt; stays text</p>')).toBe('Big & wild <b> stays text');
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('The great migration crosses the Mara river', 20)).toBe('The great migration\u2026');
    expect(truncateText('Short', 20)).toBe('Short');
    expect(truncateText('Forest, grassland, and swamp', 19)).toBe('Forest, grassland\u2026');
    expect(truncateText('\u{1F981}\u{1F981}\u{1F981}', 2)).toBe('\u{1F981}\u{1F981}\u2026');
  });
});
