// `npm run bench [-- --explain]`: runs bench/run.ts (TypeScript, through tsx). Environment:
// BENCH_DATABASE_URL=postgres://… benchmarks on a fresh PostgreSQL database instead of
// PGlite (named BENCH_DATABASE_PREFIX_<random>, dropped afterwards); BENCH_TRIPS,
// BENCH_DURATION_SECONDS, BENCH_CONNECTIONS, BENCH_CONTENTION_REQUESTS, BENCH_DEPARTURE_SEATS
// tune the run; BENCH_WEB_DIST_DIR names the built storefront whose pages are measured
// (default apps/web/dist); BENCH_PORT pins the server's port; BENCH_ONLY=<regexp> measures
// only the endpoints whose name matches (beside the no-op); BENCH_PAIR_SECONDS is how long the
// no-op is measured between two endpoints (each row is read against the no-op around it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
