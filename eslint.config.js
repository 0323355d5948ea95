import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'artifacts/**', 'data/**', '**/migrations/**'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
