import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/migrations-folder';

/**
 * Once per API test run on PGlite: a database with the committed migrations applied, dumped to
 * a file that every test file's database starts from (test-database.ts). Creating a PGlite
 * database runs initdb; loading a dump takes about 0.4 s against 1.4–2.3 s for that plus the
 * migrations, across some 80 test files.
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') return;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'safari-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Read by test-database.ts in the workers, which inherit this process's environment.
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
