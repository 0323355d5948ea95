// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The storefront's import directions are lint rules (eslint.config.js, decision 0015), so
// `npm run lint` fails on a violation. These snippets break each rule on purpose, linted as
// if they were files at the given places, to prove the rules bite (and that the allowed
// directions stay allowed). Imports must name real files: the rule resolves them.

const root = path.resolve(import.meta.dirname, '../../..');
const at = (file: string) => path.join(root, 'apps/web/src', file);
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The import boundary errors ESLint reports for `source` as the file at `file`. */
async function boundaryErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: at(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const snippet = (specifier: string) => `import * as target from '${specifier}';\nexport const used = target;\n`;

describe('import boundaries', { timeout: 60_000 }, () => {
  it('a feature never imports the app shell or a page', async () => {
    expect(await boundaryErrors('features/trips/components/probe.tsx', snippet('../../../app/router'))).toEqual([
      expect.stringContaining('A feature never imports the app shell or a page'),
    ]);
    expect(await boundaryErrors('features/content/components/probe.tsx', snippet('../../../routes/not-found-page'))).toEqual([
      expect.stringContaining('A feature never imports the app shell or a page'),
    ]);
  });

  it("a feature never imports another domain feature's files", async () => {
    expect(await boundaryErrors('features/trips/components/probe.tsx', snippet('../../destinations/api/get-destinations'))).toEqual([
      expect.stringContaining('features/trips may import its own files and the foundation features'),
    ]);
    expect(await boundaryErrors('features/testimonials/components/probe.tsx', snippet('../../content/data/about-content'))).toEqual([
      expect.stringContaining('features/testimonials may import'),
    ]);
  });

  it('a foundation feature never imports a domain feature', async () => {
    expect(await boundaryErrors('features/reference/api/probe.ts', snippet('../../trips/api/get-trips'))).toEqual([
      expect.stringContaining('features/reference may import'),
    ]);
  });

  it('components/, lib/ and testing/ never import a feature, a page or the app', async () => {
    for (const [file, specifier] of [
      ['components/ui/probe.tsx', '../../features/currency/components/price'],
      ['components/ui/probe.tsx', '../../routes/home-page'],
      ['lib/probe.ts', '../features/reference/api/get-lookups'],
      ['lib/probe.ts', '../app/query-client'],
      ['testing/probe.tsx', '../features/trips/api/get-trip'],
    ] as const) {
      expect(await boundaryErrors(file, snippet(specifier)), `${file} → ${specifier}`).toEqual([
        expect.stringContaining('never import a feature, a page or the app'),
      ]);
    }
  });

  it('a page never imports the app shell, and lib/ never imports components/', async () => {
    expect(await boundaryErrors('routes/probe.tsx', snippet('../app/providers'))).toEqual([
      expect.stringContaining('A page never imports the app shell'),
    ]);
    expect(await boundaryErrors('lib/probe.ts', snippet('../components/ui/button'))).toEqual([
      expect.stringContaining('lib/ is plain TypeScript below the UI'),
    ]);
  });

  it('allows the intended directions', async () => {
    for (const [file, specifier] of [
      ['app/probe.tsx', '../features/currency/components/currency-provider'],
      ['app/probe.tsx', '../routes/home-page'],
      ['routes/probe.tsx', '../features/trips/components/package-detail'],
      ['features/trips/components/probe.tsx', '../../currency/components/price'],
      ['features/trips/components/probe.tsx', '../../reference/api/get-lookups'],
      ['features/testimonials/components/probe.tsx', '../../auth/hooks/use-auth-token'],
      ['features/trips/components/probe.tsx', '../../../lib/site-status'],
      ['features/trips/components/probe.tsx', '../../../components/ui/button'],
      ['components/ui/probe.tsx', '../../lib/cn'],
    ] as const) {
      expect(await boundaryErrors(file, snippet(specifier)), `${file} → ${specifier}`).toEqual([]);
    }
  });
});
