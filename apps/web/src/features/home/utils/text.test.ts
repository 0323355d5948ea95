import { describe, expect, it } from 'vitest';
import { excerpt, htmlToText, initials, truncateText } from './text';

const long =
  'Follow the Great Migration across the Serengeti plains, descend into the Ngorongoro Crater at dawn and end with lazy days on the white beaches of Zanzibar.';

describe('htmlToText', () => {
  it('strips tags, decodes entities and keeps words apart across blocks', () => {
    expect(htmlToText('<p>Lions &amp; leopards</p><ul><li>Serengeti</li><li>Ngorongoro</li></ul>')).toBe(
      'Lions & leopards Serengeti Ngorongoro',
    );
  });
  it('runs no script and keeps only text', () => {
    expect(htmlToText('<p>Safe<script>window.hacked = true</script> text</p>')).toBe('Safewindow.hacked = true text');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('truncateText', () => {
  it('leaves text of 150 characters or fewer untouched', () => {
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
});

describe('excerpt', () => {
  it('truncates the plain text of HTML, not the markup', () => {
    const html = `<p><strong>${long}</strong></p><p>${long}</p>`;
    const result = excerpt(html);
    expect(result).not.toContain('<');
    expect(Array.from(result.replace(/…$/, '')).length).toBeLessThanOrEqual(150);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Amelia van der Berg')).toBe('AB');
    expect(initials('  sophie  ')).toBe('S');
    expect(initials('')).toBe('?');
  });
});
