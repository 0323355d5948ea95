import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CSP_NONCE_PLACEHOLDER, type RenderModule, type RenderSource } from './server-render';

/**
 * `npm run dev` (WEB_DEV=true): Vite in middleware mode inside this process. It serves the
 * storefront's modules with hot reload, and hands the server renderer entry-server.tsx as a
 * live module, reloaded after an edit, so a page reload shows the change in the server's HTML
 * too. Imported only in development: production never loads Vite.
 */
export async function viteDevSource(app: FastifyInstance, webRoot: string) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      // Hot-reload messages on this server's own port, which the page's CSP allows ('self').
      ws: { server: app.server },
      // Builds beside the sources (dist, dist-*) are not edits.
      watch: { ignored: ['**/dist/**', '**/dist-*/**'] },
    },
    // Vite and the React plugin (Fast Refresh's preamble) add inline scripts to the page: they
    // carry the placeholder that each response swaps for its own nonce.
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  });
  app.addHook('onClose', async () => vite.close());
  const indexFile = path.join(webRoot, 'index.html');

  const source: RenderSource = {
    load: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<RenderModule>,
    template: async (url) => vite.transformIndexHtml(url, await fs.promises.readFile(indexFile, 'utf8')),
    cache: false,
  };

  /** Lets Vite answer the request (modules, /@vite/client, public files); false when it is not Vite's. */
  const serveAsset = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<boolean>((resolve, reject) => {
      res.once('finish', () => resolve(true));
      vite.middlewares(req, res, (error?: unknown) => (error ? reject(error) : resolve(false)));
    });

  return { source, serveAsset };
}
