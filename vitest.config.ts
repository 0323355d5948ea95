import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The storefront runs on Preact's React compatibility layer (decision 0037); its unit tests
// run on the same, not on React.
const preactAliases = [
  // Testing Library's ES module build, so that its own React imports meet the aliases below.
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)),
  },
  // Their "node" export is CommonJS, whose require('react') no alias reaches.
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^lucide-react$/, replacement: fileURLToPath(new URL('node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url)) },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Two projects: `unit` (contracts and storefront units, in happy-dom) and `api` (Fastify
// through app.inject on a real database: PGlite in memory, or PostgreSQL with TEST_DB=postgres).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          alias: preactAliases,
          // Libraries that import React must be bundled by Vitest for the aliases to reach them.
          server: { deps: { inline: [/@testing-library/, /react-router/, /@tanstack\/react-query/, /lucide-react/, /radix-ui|@radix-ui/, /react-hook-form/, /@hookform/] } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // A migrated PGlite database that each test file's database is loaded from.
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
