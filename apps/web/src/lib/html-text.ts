import { UI_LIMITS } from './ui-constants';

// Turning server text into plain text without a DOM: no DOMParser, no innerHTML, so nothing
// decoded here can ever become markup. Callers render the result as a React text node.
// This is the one place the storefront turns HTML into text, excerpts and initials.

/** Named entities that occur in our content; anything else is left as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
  times: '\u00d7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  eacute: '\u00e9',
  egrave: '\u00e8',
  agrave: '\u00e0',
  aacute: '\u00e1',
  ccedil: '\u00e7',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
};

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function fromCodePoint(codePoint: number, original: string): string {
  const valid = Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : original;
}

/** One pass of HTML entity decoding; unknown or invalid entities stay as they are. */
export function decodeEntitiesOnce(text: string): string {
  return text.replace(ENTITY, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return fromCodePoint(parseInt(body.slice(2), 16), match);
    if (body.startsWith('#')) return fromCodePoint(parseInt(body.slice(1), 10), match);
    return NAMED[body] ?? match;
  });
}

/**
 * Decodes entities repeatedly until the text stops changing, because some imported FAQ
 * text was escaped more than once ('&amp;amp;' → '&'). Each pass that changes anything
 * makes the text shorter, so this ends; `maxPasses` is a second guard all the same.
 */
export function decodeEntities(text: string, maxPasses = 10): string {
  let current = text;
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const next = decodeEntitiesOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

// Block-level tags (opening or closing) and <br> separate words, so '<p>One</p><p>Two</p>'
// reads 'One Two'; inline tags do not, so 'Safari<em>s</em>' stays one word.
const BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h[1-6]',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK_TAGS.join('|')})\\b[^>]*>`, 'gi');
const ANY_TAG = /<[^>]*>/g;

/**
 * Plain text of a (sanitized) HTML fragment, for excerpts, meta descriptions and JSON-LD:
 * tags go, entities are decoded once (after the tags are gone, so a decoded '<' is never
 * read as a tag), whitespace collapses.
 */
export function htmlToText(html: string): string {
  return decodeEntitiesOnce(html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '')).replace(/\s+/g, ' ').trim();
}

/**
 * Shortens text to at most `maxChars` visible characters (150 for card descriptions),
 * at a word boundary when one is near, adding an ellipsis when anything was cut. Counts code
 * points so an emoji is never split in half.
 */
export function truncateText(text: string, maxChars: number = UI_LIMITS.descriptionTruncateChars): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  const cut = chars.slice(0, maxChars).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // Prefer a whole word unless that would throw away most of the text.
  const kept = lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut;
  // 'grassland,…' reads badly: drop dangling punctuation before the ellipsis.
  return `${kept.replace(/[\s,;:.!?\u2013\u2014-]+$/u, '')}\u2026`;
}

/** A plain-text excerpt of an HTML description (150 visible characters by default). */
export function excerpt(html: string, maxChars: number = UI_LIMITS.descriptionTruncateChars): string {
  return truncateText(htmlToText(html), maxChars);
}

/**
 * Up to two initials for an avatar, first and last name ('Amelia van der Berg' → 'AB'); '?' when
 * there is no name. Testimonial avatars show these, never the passport image, which stays private.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firstLetter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (first + last).toUpperCase() || '?';
}
