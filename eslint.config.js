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
const FOUNDATION_FEATURES = ['auth', 'currency', 'reference'];
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
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration in apps/api/src/config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
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
