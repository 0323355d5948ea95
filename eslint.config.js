import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
// eslint-plugin-import-x 4.6 is the last release without a native resolver (unrs-resolver):
// its platform binaries are not all in our registry, which breaks `npm ci` (decision 0006).
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The storefront's import directions (GUIDE "Layout", decision 0015):
//   app → routes → features → components, lib, contracts
// A feature imports its own files, the foundation features and the layers below; never the
// app shell, a page, or another domain feature. The foundation features are the deliberate
// shared place between features: what every form and price needs.
const root = import.meta.dirname;
const web = 'apps/web/src';
// payments: what a booking owes and how to pay it, shown by every kind of booking and the dashboard.
const FOUNDATION_FEATURES = ['auth', 'currency', 'payments', 'reference'];
const features = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webBoundaries = [
  {
    target: `${web}/features`,
    from: [`${web}/app`, `${web}/routes`],
    message: 'A feature never imports the app shell or a page: pages compose features, not the reverse.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [...new Set([`./${feature}`, ...FOUNDATION_FEATURES.map((name) => `./${name}`)])],
    message: `features/${feature} may import its own files and the foundation features (${FOUNDATION_FEATURES.join(', ')}) only; compose two features in a page (src/routes), or move what both need to components/ or lib/.`,
  })),
  {
    target: `${web}/routes`,
    from: `${web}/app`,
    message: 'A page never imports the app shell (app/ holds the router, providers and layout).',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/testing`],
    from: [`${web}/features`, `${web}/routes`, `${web}/app`],
    message: 'components/, lib/ and testing/ sit below the features: they never import a feature, a page or the app.',
  },
  {
    target: `${web}/lib`,
    from: `${web}/components`,
    message: 'lib/ is plain TypeScript below the UI: it never imports components/.',
  },
];

// The API's layers (GUIDE "Layout", issue 19): routes → service → repository → table.
//   - Only a repository runs queries: Drizzle and the schema are imported by repository files,
//     db/ (clients, schema, migrations, seed) and tests, nowhere else (no-restricted-imports).
//   - A route never reaches past its service: no repository, no Drizzle, no schema.
//   - A module (a folder of modules/; the back office's areas are one module, admin/) never
//     imports another module's repository: it queries in its own repository, or uses a
//     deliberately shared one (SHARED_MODULES).
const api = 'apps/api/src';
const REPOSITORY = '{repository,*-repository}.ts';
const ROUTES = '{routes,*-routes}.ts';
// Shared on purpose, each for its reason:
const SHARED_MODULES = [
  // The e-mail queue: a booking, an inquiry, a reply… enqueues its e-mails in its own
  // transaction, so the message commits with the change or not at all (GUIDE decision 8).
  `${api}/modules/outbox/**`,
  // Catalogue reads shared by the listing and the search: one definition of a trip card, so
  // the two lists can never drift apart.
  `${api}/modules/catalogue/**`,
];
// The few files besides repositories, db/ and tests that import Drizzle or the schema:
const DRIZZLE_EXCEPTIONS = [
  // A Drizzle column type (rich text sanitised on every write) that the schema's tables are
  // built from: part of the table definitions, not a query.
  `${api}/lib/rich-text.ts`,
];
const apiModules = fs
  .readdirSync(path.join(root, api, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The exceptions of a glob zone are matched against absolute paths as they are.
const absolute = (glob) => path.join(root, glob);

const apiBoundaries = [
  {
    target: `${api}/**/${ROUTES}`,
    from: `${api}/**/${REPOSITORY}`,
    message: 'A route calls its service, never a repository: routes → service → repository (GUIDE "Layout").',
  },
  ...apiModules.map((module) => ({
    target: `${api}/modules/${module}`,
    from: `${api}/modules/**/${REPOSITORY}`,
    except: [...new Set([`${api}/modules/${module}/**`, ...SHARED_MODULES])].map(absolute),
    message: `modules/${module} never imports another module's repository: query in its own repository, or in a deliberately shared module (modules/catalogue for catalogue reads).`,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'test-results/**', 'artifacts/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in apps/api/src/config.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // The files import-x parses to follow imports (no-cycle): without TypeScript here it reads none.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@safari/contracts', message: "Import a subpath ('@safari/contracts/constants') to keep zod out of the first bundle." },
          ],
          patterns: [
            { group: ['**/apps/api/**', 'drizzle-orm', 'drizzle-orm/*'], message: 'The web app never imports the API or Drizzle.' },
          ],
        },
      ],
    },
  },
  {
    files: [`${api}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.js', '.mjs'],
    },
  },
  {
    // Only a repository runs queries: everything but repositories, db/ and tests stays
    // without Drizzle and the schema (types included).
    files: [`${api}/**/*.ts`],
    ignores: [`${api}/**/${REPOSITORY}`, `${api}/db/**`, `${api}/**/*.test.ts`, ...DRIZZLE_EXCEPTIONS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message:
                "Only a repository (repository.ts, *-repository.ts) or db/ imports Drizzle or the schema: move the query into the module's repository and call it from the service.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes → service → repository, and each module's repository is its own. Tests set up
    // and check state through any repository.
    files: [`${api}/**/*.ts`],
    ignores: [`${api}/**/*.test.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiBoundaries }],
    },
  },
  {
    // A cycle makes the load order decide what a module sees (an import still undefined at
    // first use), and it is where layers start to leak. Type-only imports do not count; lazy
    // import() does. No maxDepth: the cost is parsing each file once more (about 10 s of CPU
    // for both apps), and a depth limit measured no cheaper.
    files: [`${web}/**/*.{ts,tsx}`, `${api}/**/*.ts`],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Places allowed to read the environment: the API's config, tests, tooling.
    files: [
      'apps/api/src/config.ts',
      '**/*.test.ts',
      'apps/api/test/**',
      'apps/web/e2e/**',
      'scripts/**',
      'bench/**',
      '*.config.ts',
      'apps/*/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
