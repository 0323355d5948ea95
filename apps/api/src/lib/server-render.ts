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
/** entry-server.tsx's RenderHooks. */
interface RenderHooks {
  onStatusKnown?: (status: number) => void;
}
type CreateRenderer = (options: {
  origin: string;
  fetch: typeof fetch;
  warn?: (message: string) => void;
}) => (url: string, hooks?: RenderHooks) => Promise<RenderResult>;

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
 * scripts run (in development, Vite's client); a page without any keeps the strict policy as
 * it is. `html` may be the first part of a streamed page: `apply` swaps the placeholder in the
 * parts that follow.
 */
export function withNonce(html: string, policy: string): { html: string; policy: string; apply: (text: string) => string } {
  if (!html.includes(CSP_NONCE_PLACEHOLDER)) return { html, policy, apply: (text) => text };
  const nonce = randomBytes(16).toString('base64');
  const apply = (text: string) => text.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  return { html: apply(html), policy: policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`), apply };
}

/**
 * Server-rendered pages for anonymous visitors, which every page request is: the session
 * token lives in the browser, never in a cookie. Built from the catalogue, so dropped with any
 * cache namespace (decision 0029).
 */
const HTML_PAGES = cacheNamespace('html-pages', { maxEntries: 300, droppedWithAny: true });
const ROOT = '<div id="root"></div>';

/** Marks the server's own API calls, which the rate limit lets through (an unguessable value per process). */
export const INTERNAL_REQUEST_HEADER = 'x-internal-render';
export const internalRequestToken = randomBytes(24).toString('base64url');

/** Receives a page's document start and status as soon as its loaders have settled. */
type OnHead = (head: string, status: number) => void;

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
  let current: { module: RenderModule; render: ReturnType<CreateRenderer> } | undefined;
  const rendererFor = async () => {
    const module = await source.load();
    if (current?.module !== module) {
      // Development reports queries a page rendered that no route loader loaded (decision 0038).
      const warn = source.cache ? undefined : (message: string) => app.log.warn(message);
      current = { module, render: module.createRenderer({ origin: app.config.PUBLIC_URL, fetch: injectFetch(app), warn }) };
    }
    return current.render;
  };
  // Fail at start-up, not on the first visitor, when the bundle cannot load.
  if (source.cache) await rendererFor();

  const renderPage = async (url: string, onHead?: OnHead): Promise<RenderedPage> => {
    const template = await source.template(url);
    let result: RenderResult;
    let sentStatus: number | undefined;
    try {
      result = await (
        await rendererFor()
      )(url, {
        onStatusKnown: onHead && ((status) => onHead(documentStart(template), (sentStatus = status))),
      });
    } catch (error) {
      // A page that failed to render (a bug, not its data: loaders' failures are pages of their
      // own) answers 500 with the shell, which the browser may still render; never cached. A
      // streamed answer has already sent the same document start, and its status.
      app.log.error({ err: error, path: url.split('?')[0] }, 'server rendering failed; sent the client-only shell');
      const shell = document(template, { head: '' });
      return { status: sentStatus ?? 500, html: shell, etag: etagOf(shell), cacheable: false };
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
    /**
     * `url`: the path and query the visitor asked for. Successful pages are cached per URL.
     * `onHead`: when this request renders the page (not a cache hit, nor a render already under
     * way for another visitor), called once the route's loaders have settled with the start of
     * the document, which `html` then begins with, and the page's status: the caller may send
     * both at once.
     */
    async page(url: string, onHead?: OnHead): Promise<RenderedPage> {
      if (!source.cache) return renderPage(url, onHead);
      const cacheable = (page: RenderedPage) => page.status === 200 && page.cacheable !== false;
      return app.readCache.wrap(
        HTML_PAGES,
        url,
        async () => {
          const page = await renderPage(url, onHead);
          // A page with a nonce placeholder differs per response (withNonce), so it cannot be prepared.
          if (!cacheable(page) || page.html.includes(CSP_NONCE_PLACEHOLDER)) return page;
          return { ...page, prepared: await finish(page.html) };
        },
        { ttlMs: (page) => (cacheable(page) ? Infinity : 0) },
      );
    },
  };
}

/** The template is the same for every page of a build: cut once, not per render. */
let lastParts: { template: string; parts: { start: string; title: string; description: string; end: string } } | undefined;

/**
 * The page template (dist/index.html) cut around the page's own head tags: `start` (charset,
 * viewport, the stylesheet and the entry script) is the same for every page and can be sent
 * before the page renders; the template's default title and description come after it, where
 * the page's own replace them.
 */
function templateParts(template: string) {
  if (lastParts?.template === template) return lastParts.parts;
  const title = /<title>[\s\S]*?<\/title>\s*/.exec(template)?.[0] ?? '';
  const description = /<meta\s+name="description"[\s\S]*?\/?>\s*/.exec(template)?.[0] ?? '';
  const rest = template.replace(title, '').replace(description, '');
  const headEnd = rest.indexOf('</head>');
  const parts = { start: rest.slice(0, headEnd), title, description, end: rest.slice(headEnd) };
  lastParts = { template, parts };
  return parts;
}

/** What a page's HTML begins with, before anything of its own. */
const documentStart = (template: string) => templateParts(template).start;

/** The page template with the rendered parts in place; it begins with documentStart(template). */
function document(template: string, parts: { head: string; body?: string; data?: string }): string {
  const { start, title, description, end } = templateParts(template);
  const defaults = (parts.head.includes('<title>') ? '' : title) + (parts.head.includes('name="description"') ? '' : description);
  return start + defaults + parts.head + end.replace(ROOT, `<div id="root">${parts.body ?? ''}</div>${parts.data ?? ''}`);
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
