import sanitize from 'sanitize-html';

// Rich text (trip and destination descriptions) is sanitized on the way INTO the database,
// so every reader, including ones we have not written yet, gets safe HTML.
const options: sanitize.IOptions = {
  // h2: an article's sections (blog); a page's own h1 is never in stored HTML.
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options).trim();
}

/** Plain text for meta descriptions and card excerpts. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
