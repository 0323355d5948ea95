// Runs the API suite on PGlite, then again on PostgreSQL when DATABASE_URL is set (each test
// file creates and drops its own database there).
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

// A time zone far from the operator's (Dar es Salaam, UTC+3): date code that reads the
// server's local calendar or toISOString() instead of the operator's calendar fails then.
let ok = run('PGlite', { TEST_DB: 'pglite', TZ: 'America/Los_Angeles' });
if (process.env.DATABASE_URL)
  ok = run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, { TEST_DB: 'postgres', TZ: 'Pacific/Kiritimati' }) && ok;
else console.log('\nDATABASE_URL not set: API tests ran on PGlite only.');
process.exit(ok ? 0 : 1);
