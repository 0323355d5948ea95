import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/migrations-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (test-database.ts starts each file's from it); '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Once per API test run on PGlite: a database with the committed migrations applied, dumped to
 * a file that every test file's database starts from (test-database.ts). Creating a PGlite
 * database runs initdb; loading a dump takes about 0.4 s against 1.4–2.3 s for that plus the
 * migrations, across some 80 test files.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'safari-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
