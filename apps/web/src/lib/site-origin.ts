// The site's public origin for absolute URLs (canonical links, Open Graph images, JSON-LD).
// The server renders with its configured PUBLIC_URL and hands the same value to the browser,
// so both render identical markup; without server rendering it is the page's own origin.
let configured: string | null = null;

export function setSiteOrigin(origin: string) {
  configured = origin.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  return configured ?? window.location.origin;
}
