// The fuzz test (apps/api/src/openapi-fuzz.test.ts) against the production build: starts
// apps/api/dist/server.js on a throw-away PGlite directory, sends every generated hostile
// request over HTTP (raw paths as generated), and stops the server. Run by `npm test` after
// the build; the same test also runs in-process on PGlite and PostgreSQL in the API suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const server = path.resolve(process.env.FUZZ_SERVER ?? 'apps/api/dist/server.js');
if (!fs.existsSync(server)) {
  console.error('apps/api/dist/server.js is missing: run "npm run build" first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-fuzz-'));
const port = Number(process.env.FUZZ_PORT ?? 4480);
const child = spawn(process.execPath, [server], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
    SHUTDOWN_DRAIN_MS: '0',
  },
});

let status = 1;
try {
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the production build did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'apps/api/src/openapi-fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_BASE_URL: base },
  });
  status = run.status ?? 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
