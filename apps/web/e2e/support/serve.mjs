// Starts what the browser tests run against: the built app (apps/api/dist/server.js) on a
// fresh temporary database, plus a local fake exchange-rate provider so currency tests see
// "live" rates that differ from the stored fallback ones. Everything is removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const port = Number(process.env.E2E_PORT ?? 4173);
const ratesPort = Number(process.env.E2E_RATES_PORT ?? 4174);
export const LIVE_RATES = { EUR: 0.9, GBP: 0.8, TZS: 2600 };

// E2E_SERVER lets two checkouts of work run their own builds side by side.
const server = process.env.E2E_SERVER ? path.resolve(root, process.env.E2E_SERVER) : path.join(root, 'apps/api/dist/server.js');
if (!fs.existsSync(server)) {
  console.error('apps/api/dist/server.js is missing: run "npm run build" before the browser tests.');
  process.exit(1);
}

const rates = http
  .createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ base: 'USD', rates: LIVE_RATES }));
  })
  .listen(ratesPort, '127.0.0.1');

// The same folder as E2E_DATA_DIR in environment.ts: tests read the e-mails written there.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `safari-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// The back office's tests need a staff account. It is made the way an operator makes the first
// one on a fresh install (decision 0022): the admin CLI on the empty database, before the server
// starts (PGlite belongs to one process at a time). Further staff are invited by this admin.
const staff = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'staff-account.json'), 'utf8'));
// The CLI bundled beside the server (scripts/build-api.mjs) starts in a second; through tsx it takes ~18 s on a busy machine.
const bundledCli = path.join(path.dirname(server), 'admin.js');
const cliArgs = fs.existsSync(bundledCli) ? [bundledCli] : ['--import', 'tsx', 'apps/api/src/cli/admin.ts'];
const cli = spawnSync(process.execPath, [...cliArgs, 'create', '--email', staff.email, '--name', staff.name], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: staff.password },
});
if (cli.status !== 0) {
  console.error('serve.mjs: the admin CLI could not create the e2e staff account.');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    EXCHANGE_RATE_PROVIDER_URL: `http://127.0.0.1:${ratesPort}/latest`,
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    // Every browser test signs in from 127.0.0.1: the wrong-password tests must not lock the rest out.
    LOGIN_FAILURE_LIMIT: '100000',
  },
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  rates.close();
  child.kill('SIGTERM');
  child.once('exit', () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
  setTimeout(() => process.exit(code), 5000).unref();
}
child.on('exit', (code) => {
  if (!stopping) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 1);
  }
});
process.on('SIGTERM', () => stop());
process.on('SIGINT', () => stop());
