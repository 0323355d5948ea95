import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lucideIconImports } from './build/lucide-icon-imports';
import { sharedChunkGroups } from './build/shared-chunk-groups';

// In development Vite serves the storefront with hot reload and forwards API and media
// requests to the API server (npm run dev starts both).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// Small modules several storefront pages share, merged into a few chunks (decision 0034). The
// back office stays out: its modules never join a group, so a storefront page cannot download
// them. A page is a route module (src/routes); dialogs and lazy layout parts load what they need
// on interaction and do not weigh in. fileCost and tolerance are bytes of source (about a
// quarter of that in gzip): measured best with apps/web/e2e/bundle-budget.spec.ts.
const sharedChunks = sharedChunkGroups({
  exclude: /[\\/]admin[\\/]|admin-routes|\.css$/,
  isPage: (id) => /[\\/]src[\\/]routes[\\/]/.test(id) && !/[\\/]admin[\\/]/.test(id),
  fileCost: 1200,
  tolerance: 1500,
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lucideIconImports(),
    // React's JSX and Fast Refresh in the dev server; React DOM itself at runtime (decision 0038).
    react(),
    tailwindcss(),
    {
      // The page arrives rendered (decision 0029): the entry script only hydrates it, so on a
      // slow connection it should not take bandwidth from the stylesheet and the hero image
      // before the first paint (Lighthouse counted its 120 KB into FCP and LCP). Vite drops
      // attributes it does not know from index.html's entry tag, hence after its own transform.
      name: 'entry-script-after-first-paint',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
      },
    },
  ],
  resolve: {
    alias: [
      // react-router's package exports point every bundler at its development build (dev
      // warnings included); the production build is the same API without them.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
  // The server-rendering bundle (decision 0027) lands in dist/.server: beside the storefront it
  // renders, and never served (the web-app plugin refuses dot-folders).
  // The contracts package exports TypeScript source, which Node cannot load: it is bundled;
  // React and the other libraries are Node's own imports from node_modules.
  ssr: { noExternal: ['@safari/contracts'] },
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // The manifest lets scripts/check-bundle-size.mjs report what each route imports statically.
        manifest: true,
        // Chromium, Firefox 115+ and Safari 17+ preload modules natively; older browsers skip the hint.
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
        rollupOptions: {
          output: {
            // Hash-only file names: lazy imports list every chunk's path in the entry, and readable
            // names there cost about 0.5 KB of the home page's budget. The manifest maps each file
            // back to its module (the bundle-size report shows both).
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              // Whatever the first screen of every page needs (React, the router, TanStack Query, the
              // layout) is one chunk, index.js; pages and on-demand pieces are chunks of their own.
              // One chunk compresses better than a vendor/app pair: the home page has a budget of
              // 120 KB gzip (apps/web/e2e/bundle-budget.spec.ts, decision 0009), and the pair costs
              // 1 KB more on a first visit, in exchange for React staying cached across deploys.
              //
              // Between pages, rolldown gives each distinct set of importers a chunk of its own: a
              // package page downloaded 37 files, most of them 100–300 bytes of gzip, each gzipped
              // alone and listed in the route table's preload lists. The second group merges the
              // shared ones where every page gains (build/shared-chunk-groups.ts). A merged module's
              // imports stay in their own chunks (includeDependenciesRecursively: false), or the
              // group would pull in libraries such as zod.
              groups: [
                { name: 'index', tags: ['$initial'] },
                { name: sharedChunks.name, test: sharedChunks.test, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
