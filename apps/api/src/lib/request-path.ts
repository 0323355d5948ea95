/**
 * The path a request names, the way a lenient reader would see it: query string dropped,
 * percent-decoded, empty and `.` segments dropped, `..` applied, lower-cased. Used only for
 * requests no route matched (a matched request is judged by its route): `/%41PI/./trips`
 * and `//api/trips` are API paths, answered 404 (or 503 in maintenance) with the envelope.
 */
function canonicalPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not decodable: judge the raw text.
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

export function isApiPath(url: string): boolean {
  // As sent, too: `/api/x/../blog/%2e%2e%2f` names the API however its dots resolve, and must
  // get the API's JSON 404, not the storefront's not-found page.
  const raw = (url.split('?')[0] ?? '').toLowerCase();
  if (raw === '/api' || raw.startsWith('/api/')) return true;
  const path = canonicalPath(url);
  return path === '/api' || path.startsWith('/api/');
}

/** A route pattern (`/api/trips/:id`) of the JSON API, as opposed to the site root. */
export const isApiRoute = (route: string) => route === '/api' || route.startsWith('/api/');
