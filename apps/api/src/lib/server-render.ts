import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { etagOf } from './etag';
import { cacheNamespace } from './read-cache';
import { finish, type SharedResponse } from './shared-response';

/** What apps/web/src/entry-server.tsx exports (its bundle is plain JavaScript, typed here). */
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client-only' }
  | { kind: 'page'; status: number; head: string; body: string; payload: unknown };
type CreateRenderer = (options: { origin: string; fetch: typeof fetch; dataTimeoutMs: number }) => (url: string) => Promise<RenderResult>;

/** The placeholder entry-server.tsx gives React as the nonce of its inline scripts. */
export const CSP_NONCE_PLACEHOLDER = 'ssr-csp-nonce-placeholder';

export interface RenderedPage {
  status: number;
  /** Set for a redirect. */
  location?: string;
  html: string;
  etag: string;
  /** False for a fallback that must not outlive this request. */
  cacheable?: boolean;
  /** A page only the browser renders (signed-in pages): sent with `X-Robots-Tag: noindex`. */
  noindex?: boolean;
  /**
   * A cached page without inline scripts is the same bytes for every visitor: compressed and
   * tagged once when cached (decision 0025's prepared bytes), not on every request.
   */
  prepared?: SharedResponse;
}

/**
 * The page with a fresh nonce for this response, and the CSP that lets exactly its inline
 * scripts run (React's few bytes that reveal a streamed boundary); a page without any keeps
 * the strict policy as it is.
 */
export function withNonce(html: string, policy: string): { html: string; policy: string } {
  if (!html.includes(CSP_NONCE_PLACEHOLDER)) return { html, policy };
  const nonce = randomBytes(16).toString('base64');
  return {
    html: html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
    policy: policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`),
  };
}

/**
 * Server-rendered pages for anonymous visitors, which every page request is: the session
 * token lives in the browser, never in a cookie. Built from the catalogue, so dropped with any
 * cache namespace (decision 0029).
 */
const HTML_PAGES = cacheNamespace('html-pages', { maxEntries: 300, droppedWithAny: true });
const DATA_TIMEOUT_MS = 3_000;
const ROOT = '<div id="root"></div>';

/** Marks the server's own API calls, which the rate limit lets through (an unguessable value per process). */
export const INTERNAL_REQUEST_HEADER = 'x-internal-render';
export const internalRequestToken = randomBytes(24).toString('base64url');

/** The module entry-server.tsx builds to (or, in dev, Vite's live copy of it). */
export interface RenderModule {
  createRenderer: CreateRenderer;
}

/**
 * Where the renderer's code and page template come from: the production build (loaded once),
 * or Vite in development, which hands over a fresh module after an edit (lib/vite-dev.ts).
 * One renderer serves both, so dev renders exactly what production does.
 */
export interface RenderSource {
  /** The renderer's module; called per request, so it may change between requests (dev). */
  load(): Promise<RenderModule>;
  /** The page template for this URL: dist/index.html, or index.html through Vite's transforms. */
  template(url: string): Promise<string>;
  /** Keep rendered pages in the HTML cache (production); dev renders each request afresh. */
  cache: boolean;
}

/**
 * The server-rendering bundle built beside the storefront (dist/.server); null without it (a
 * client-only build), and every page is the shell, as before.
 */
export function builtRenderSource(app: FastifyInstance, distDir: string, template: string): RenderSource | null {
  const bundle = path.join(distDir, '.server', 'entry-server.js');
  if (!fs.existsSync(bundle)) {
    app.log.warn(`No server-rendering bundle at ${bundle}; pages are sent as the client-only shell.`);
    return null;
  }
  const loaded = import(pathToFileURL(bundle).href) as Promise<RenderModule>;
  return { load: () => loaded, template: () => Promise.resolve(template), cache: true };
}

export async function createPageRenderer(app: FastifyInstance, source: RenderSource) {
  // One renderer per module: a new module (dev, after an edit) gets a renderer of its own.
  let current: { module: RenderModule; render: (url: string) => Promise<RenderResult> } | undefined;
  const rendererFor = async () => {
    const module = await source.load();
    if (current?.module !== module) {
      current = { module, render: module.createRenderer({ origin: app.config.PUBLIC_URL, fetch: injectFetch(app), dataTimeoutMs: DATA_TIMEOUT_MS }) };
    }
    return current.render;
  };
  // Fail at start-up, not on the first visitor, when the bundle cannot load.
  if (source.cache) await rendererFor();

  const renderPage = async (url: string): Promise<RenderedPage> => {
    const template = await source.template(url);
    let result: RenderResult;
    try {
      result = await (await rendererFor())(url);
    } catch (error) {
      // A page that cannot render on the server still works in the browser: send the shell.
      app.log.error({ err: error, url: new URL(url, 'http://x').pathname }, 'server rendering failed; sent the client-only shell');
      return { status: 200, html: template, etag: etagOf(template), cacheable: false };
    }
    if (result.kind === 'redirect') return { status: result.status, location: result.location, html: '', etag: '' };
    // Kept out of search results by a header: the page adds its own robots meta when it renders.
    if (result.kind === 'client-only') return { status: 200, html: template, etag: etagOf(template), noindex: true };
    const html = document(template, {
      head: result.head,
      body: result.body,
      // A JSON block, not a script: nothing runs, so the CSP needs no nonce; `<` escaped so
      // no text in the data can close the element.
      data: `<script type="application/json" id="ssr-data">${JSON.stringify(result.payload).replace(/</g, '\\u003c')}</script>`,
    });
    return { status: result.status, html, etag: etagOf(html) };
  };

  return {
    /** `url`: the path and query the visitor asked for. Successful pages are cached per URL. */
    async page(url: string): Promise<RenderedPage> {
      if (!source.cache) return renderPage(url);
      const cacheable = (page: RenderedPage) => page.status === 200 && page.cacheable !== false;
      return app.readCache.wrap(
        HTML_PAGES,
        url,
        async () => {
          const page = await renderPage(url);
          // A page with a nonce placeholder differs per response (withNonce), so it cannot be prepared.
          if (!cacheable(page) || page.html.includes(CSP_NONCE_PLACEHOLDER)) return page;
          return { ...page, prepared: await finish(page.html) };
        },
        { ttlMs: (page) => (cacheable(page) ? Infinity : 0) },
      );
    },
  };
}

/** The page template (dist/index.html) with the rendered parts in place. */
function document(template: string, parts: { head: string; body?: string; data?: string }): string {
  let html = template;
  // The page's own title and description replace the template's defaults.
  if (parts.head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (parts.head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  return html
    .replace('</head>', `${parts.head}</head>`)
    .replace(ROOT, `<div id="root">${parts.body ?? ''}</div>${parts.data ?? ''}`);
}

/**
 * fetch() for the renderer: requests go through this app's whole pipeline (validation, read
 * cache, maintenance) in process, without a socket.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...(init?.headers as Record<string, string> | undefined), [INTERNAL_REQUEST_HEADER]: internalRequestToken },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}
