/** The text of a sanitized HTML fragment, whitespace collapsed (for excerpts and meta tags). */
export function htmlToPlainText(html: string): string {
  // DOMParser builds an inert document: no script runs and no image loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, li, br, h1, h2, h3, h4')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cuts text to at most `max` characters at a word boundary, ending with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
