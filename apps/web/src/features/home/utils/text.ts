import { LIMITS } from '@safari/contracts/constants';

// Closing block tags become spaces so '<p>One</p><p>Two</p>' reads 'One Two', not 'OneTwo'.
const BLOCK_END = /<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi;

/**
 * Plain text of the sanitized HTML our API returns, for excerpts. DOMParser builds an inert
 * document (no scripts run, no images load) and decodes entities such as &amp; for us.
 */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts text to at most `max` visible characters, at a word boundary when one is near, and
 * marks the cut with '…'. Counts code points so an emoji is never split in half.
 */
export function truncateText(text: string, max: number = LIMITS.descriptionTruncateChars): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // Prefer a whole word unless that would throw away most of the excerpt.
  if (lastSpace > max * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s.,;:!?–-]+$/u, '')}…`;
}

/** A plain-text excerpt of an HTML description (SPEC §9: 150 characters). */
export function excerpt(html: string, max: number = LIMITS.descriptionTruncateChars): string {
  return truncateText(htmlToText(html), max);
}

/** 'Amelia van der Berg' → 'AB'; used for testimonial avatars (SPEC §8). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
