import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The API's layers are lint rules (eslint.config.js, decision 0041): routes → service →
// repository → table, a module's repository is its own, and no import cycles. These snippets
// break each rule on purpose, linted as if they were files at the given places, to prove the
// rules bite (and that the allowed directions stay allowed). Imports must name real files:
// the path rules resolve them.

const root = path.resolve(import.meta.dirname, '../../..');
const at = (file: string) => path.join(root, 'apps/api/src', file);
const RULES = ['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The layer errors ESLint reports for `source` as the file at `file`: "rule: message". */
async function layerErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: at(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId && RULES.includes(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

const snippet = (specifier: string) => `import * as target from '${specifier}';\nexport const used = target;\n`;
const typeSnippet = (specifier: string) => `import type * as target from '${specifier}';\nexport type Used = typeof target;\n`;

const ROUTE_TO_REPOSITORY = 'import-x/no-restricted-paths: Unexpected path';
const NO_DRIZZLE = 'no-restricted-imports:';

describe('API import boundaries', { timeout: 60_000 }, () => {
  it('a route never imports a repository, its own or another area’s', async () => {
    for (const [file, specifier] of [
      ['modules/blog/routes.ts', './repository'],
      ['modules/admin/newsletter/routes.ts', '../audit/repository'],
      ['modules/admin/probe-routes.ts', './paging-repository'],
    ] as const) {
      expect(await layerErrors(file, snippet(specifier)), `${file} → ${specifier}`).toEqual([
        expect.stringMatching(new RegExp(`^${ROUTE_TO_REPOSITORY}.*A route calls its service, never a repository`)),
      ]);
    }
  });

  it('a route never imports Drizzle or the schema', async () => {
    for (const specifier of ['drizzle-orm', 'drizzle-orm/pg-core', '../../db/schema/index']) {
      expect(await layerErrors('modules/blog/routes.ts', snippet(specifier)), specifier).toEqual([
        expect.stringMatching(new RegExp(`^${NO_DRIZZLE}.*Only a repository`)),
      ]);
    }
  });

  it('a service, a mapper, a plugin or a lib file never imports Drizzle or the schema, not even its types', async () => {
    for (const [file, source] of [
      ['modules/newsletter/service.ts', snippet('drizzle-orm')],
      ['modules/newsletter/service.ts', typeSnippet('drizzle-orm')],
      ['modules/account/service.ts', snippet('../../db/schema/index')],
      ['modules/admin/trips/mappers.ts', typeSnippet('../../../db/schema/trips')],
      ['modules/engagement/cart.ts', snippet('drizzle-orm')],
      ['plugins/probe.ts', snippet('drizzle-orm')],
      ['lib/probe.ts', snippet('../db/schema/index')],
    ] as const) {
      expect(await layerErrors(file, source), `${file}: ${source}`).toEqual([
        expect.stringMatching(new RegExp(`^${NO_DRIZZLE}.*Only a repository`)),
      ]);
    }
  });

  it('a module never imports another module’s repository', async () => {
    expect(await layerErrors('modules/search/service.ts', snippet('../trips/repository'))).toEqual([
      expect.stringContaining("modules/search never imports another module's repository"),
    ]);
    expect(await layerErrors('modules/account/service.ts', typeSnippet('../auth/repository'))).toEqual([
      expect.stringContaining("modules/account never imports another module's repository"),
    ]);
  });

  it('allows the intended directions', async () => {
    for (const [file, source] of [
      // A route calls its service, and may read the module's other plain files.
      ['modules/blog/routes.ts', snippet('./service')],
      ['modules/admin/trips/routes.ts', snippet('../catalogue/options')],
      // Repositories run the queries.
      ['modules/blog/repository.ts', snippet('drizzle-orm')],
      ['modules/blog/repository.ts', snippet('../../db/schema/index')],
      ['modules/admin/probe-repository.ts', snippet('drizzle-orm/pg-core')],
      // A service calls its own repository, and repositories of its own module.
      ['modules/blog/service.ts', snippet('./repository')],
      ['modules/admin/bookings/service.ts', snippet('../audit/repository')],
      // The deliberately shared modules.
      ['modules/search/repository.ts', snippet('../catalogue/trip-cards-repository')],
      // db/ (clients, schema, seed) and the schema's column type.
      ['db/seed/probe.ts', snippet('drizzle-orm')],
      ['lib/rich-text.ts', snippet('drizzle-orm/pg-core')],
      // Tests set up state through any repository, Drizzle or the schema.
      ['modules/account/probe.test.ts', snippet('../trips/repository')],
      ['modules/account/probe.test.ts', snippet('../../db/schema/index')],
      // Everyone may name the database type.
      ['modules/blog/service.ts', typeSnippet('../../db/client')],
    ] as const) {
      expect(await layerErrors(file, source), `${file}: ${source}`).toEqual([]);
    }
  });

  it('refuses an import cycle', async () => {
    // pglite.ts importing client.ts, which opens PGlite through pglite.ts: the cycle removed
    // by moving the shared types to db/database.ts.
    expect(await layerErrors('db/pglite.ts', `import { openDatabase } from './client';\nexport const used = openDatabase;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
    ]);
  });
});
