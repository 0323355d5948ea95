import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './sanitize-html';

// Trip and destination descriptions go through sanitizeRichText before they are stored, and
// the storefront renders them as HTML: these cases are the XSS the sanitizer must stop.

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hello</p><script>alert(1)</script>', '<p>Hello</p>'],
    ['<script src="https://evil.example/x.js"></script><p>Hi</p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" onmouseover="x()">Safari</p>', '<p>Safari</p>'],
    ['<a href="javascript:alert(1)">click</a>', '<a rel="noopener noreferrer nofollow">click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', '<a rel="noopener noreferrer nofollow">click</a>'],
    ['<a href="  javascript:alert(1)">click</a>', '<a rel="noopener noreferrer nofollow">click</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="card"></form>', ''],
  ])('strips %s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('keeps the allowed formatting tags', () => {
    const html =
      '<h3>Day one</h3><p><strong>Game</strong> <b>drive</b>, <em>lunch</em> <i>in</i> <u>camp</u>.<br />Night.</p>' +
      '<ul><li>Tents</li></ul><ol><li>Meals</li></ol><h4>Notes</h4><blockquote>Karibu</blockquote>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>Day one</h3><p><strong>Game</strong> <b>drive</b>, <em>lunch</em> <i>in</i> <u>camp</u>.<br />Night.</p>' +
        '<ul><li>Tents</li></ul><ol><li>Meals</li></ol><h4>Notes</h4><blockquote>Karibu</blockquote>',
    );
  });

  it('keeps safe links and makes them nofollow, dropping unknown attributes', () => {
    expect(sanitizeRichText('<a href="https://tanzaniaparks.go.tz" title="Parks" target="_blank" class="x">parks</a>')).toBe(
      '<a href="https://tanzaniaparks.go.tz" title="Parks" rel="noopener noreferrer nofollow">parks</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hello@example.com">mail</a>')).toContain('href="mailto:hello@example.com"');
    expect(sanitizeRichText('<a href="tel:+255123456">call</a>')).toContain('href="tel:+255123456"');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('href');
  });

  it('unwraps tags that are not allowed but keeps their text', () => {
    expect(sanitizeRichText('<div><span class="x">Serengeti</span></div>')).toBe('Serengeti');
    expect(sanitizeRichText('<h1>Big</h1>')).toBe('Big');
  });

  it('escapes stray markup characters in text', () => {
    expect(sanitizeRichText('<p>5 < 6 & "quotes"</p>')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
  });
});

describe('htmlToText', () => {
  it('drops every tag and collapses whitespace', () => {
    expect(htmlToText('<p>Big  <strong>five</strong></p>\n<script>alert(1)</script><p>safari</p>')).toBe('Big five safari');
  });
});
