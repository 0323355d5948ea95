import { describe, expect, it } from 'vitest';
import { decodeEntities, decodeEntitiesOnce, excerpt, htmlToText, initials, truncateText } from './html-text';

const long =
  'Follow the Great Migration across the Serengeti plains, descend into the Ngorongoro Crater at dawn and end with lazy days on the white beaches of Zanzibar.';

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

  it('keeps words apart across blocks and line breaks, but not across inline tags', () => {
    expect(htmlToText('<p>One</p><p>Two</p>')).toBe('One Two');
    expect(htmlToText('<p>Lions &amp; leopards</p><ul><li>Serengeti</li><li>Ngorongoro</li></ul>')).toBe(
      'Lions & leopards Serengeti Ngorongoro',
    );
    expect(htmlToText('Day one<br>Day two<br/>Day three<BR />end')).toBe('Day one Day two Day three end');
    expect(htmlToText('<h2>Title</h2>Intro<div>Body</div>')).toBe('Title Intro Body');
    expect(htmlToText('<p>Safari<em>s</em> for <strong>every</strong>one</p>')).toBe('Safaris for everyone');
  });

  it('runs no script and keeps only text', () => {
    expect(htmlToText('<p>Safe<script>window.hacked = true</script> text</p>')).toBe('Safewindow.hacked = true text');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('returns an empty string for empty or tag-only input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p> </p><br>')).toBe('');
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('The great migration crosses the Mara river', 20)).toBe('The great migration\u2026');
    expect(truncateText('Short', 20)).toBe('Short');
    expect(truncateText('Forest, grassland, and swamp', 19)).toBe('Forest, grassland\u2026');
    expect(truncateText('\u{1F981}\u{1F981}\u{1F981}', 2)).toBe('\u{1F981}\u{1F981}\u2026');
  });

  it('leaves text of 150 characters or fewer untouched (the SPEC default)', () => {
    const exact = 'a'.repeat(150);
    expect(truncateText(exact)).toBe(exact);
    expect(truncateText('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts longer text to at most 150 visible characters plus an ellipsis, at a word boundary', () => {
    const text = `${long} ${long}`;
    const result = truncateText(text);
    expect(result.endsWith('…')).toBe(true);
    const visible = result.slice(0, -1);
    expect(visible.length).toBeLessThanOrEqual(150);
    expect(text.startsWith(visible)).toBe(true);
    expect(text.charAt(visible.length)).toBe(' ');
    expect(visible).not.toMatch(/\s$/);
  });

  it('cuts a single very long word hard rather than returning almost nothing', () => {
    expect(truncateText('x'.repeat(400))).toBe(`${'x'.repeat(150)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🦁'.repeat(160);
    expect(Array.from(truncateText(text))).toHaveLength(151);
  });

  it('drops dangling punctuation before the ellipsis', () => {
    expect(truncateText('Wow! What a sight, truly amazing', 10)).toBe('Wow! What\u2026');
    expect(truncateText('Plains and hills – then the lake', 17)).toBe('Plains and hills\u2026');
  });
});

describe('excerpt', () => {
  it('truncates the plain text of HTML, not the markup', () => {
    const html = `<p><strong>${long}</strong></p><p>${long}</p>`;
    const result = excerpt(html);
    expect(result).not.toContain('<');
    expect(Array.from(result.replace(/…$/, '')).length).toBeLessThanOrEqual(150);
    expect(result.endsWith('…')).toBe(true);
  });

  it('returns short descriptions whole, as text, and honours a custom limit', () => {
    expect(excerpt('<p>Days on the plains &amp; nights under canvas.</p>')).toBe('Days on the plains & nights under canvas.');
    expect(excerpt('<p>Days on the plains</p><p>and nights</p>', 15)).toBe('Days on the\u2026');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Amelia van der Berg')).toBe('AB');
    expect(initials('Sarah Johnson')).toBe('SJ');
    expect(initials('amelia van dijk')).toBe('AD');
    expect(initials('Jean-Luc de la Fontaine')).toBe('JF');
  });

  it('uses one letter for a single name and "?" for none', () => {
    expect(initials('  sophie  ')).toBe('S');
    expect(initials('  Kofi ')).toBe('K');
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });

  it('never splits a character outside the Basic Multilingual Plane', () => {
    expect(initials('\u{1D4D0}nna \u{1D4D1}erg')).toBe('\u{1D4D0}\u{1D4D1}');
  });
});
