// `npm run bench [-- --explain]`: runs bench/run.ts (TypeScript, through tsx). Environment:
// BENCH_DATABASE_URL=postgres://… benchmarks on a fresh PostgreSQL database instead of
// PGlite; BENCH_TRIPS, BENCH_DURATION_SECONDS, BENCH_CONNECTIONS tune the run.
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
