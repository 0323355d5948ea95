// `npm run dev`: one process on :3000 (PORT to change it), as in production: the API, and the
// storefront from its sources through Vite in middleware mode, every page rendered on the
// server (WEB_DEV_ROOT, decision 0029). A storefront edit hot-reloads in the browser and shows
// in the server's HTML on the next load; an API edit restarts the process (tsx watch).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
// tsx's own CLI, not `npx tsx`: a signal to npx would leave tsx and the server running.
const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const child = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    NODE_ENV: 'development',
    HOST: process.env.HOST ?? '127.0.0.1',
    // Another copy of the storefront's sources can be served instead (scripts/dev-smoke.mjs edits one).
    WEB_DEV_ROOT: process.env.WEB_DEV_ROOT ?? path.join(repoRoot, 'apps/web'),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
