// `node scripts/dev-smoke.mjs`: checks that `npm run dev` renders pages on the server from the
// live sources (decision 0030). It copies the storefront's sources into a scratch folder (an
// edit there disturbs nobody), starts dev mode on them (PORT, default 3010, with its own PGlite
// folder), reads the home page's <h1> from the server's HTML, edits the hero component, and
// expects the next load to show the edit. Not part of `npm test`: it takes a minute or two.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3010';
// Inside the repository (.data-*/ is ignored by git), so the copy's imports find node_modules.
const scratch = fs.mkdtempSync(path.join(root, '.data-dev-smoke-'));
const web = path.join(scratch, 'web');
fs.cpSync(path.join(root, 'apps/web'), web, {
  recursive: true,
  filter: (source) => !/[/\\](node_modules|dist[^/\\]*|test-results[^/\\]*)$/.test(source),
});
// The Vite plugins are apps/web's own dependencies.
fs.symlinkSync(path.join(root, 'apps/web/node_modules'), path.join(web, 'node_modules'), 'dir');
const hero = path.join(web, 'src/features/content/components/home-hero.tsx');
const marker = `smoke ${Date.now()}`;

const server = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: port, WEB_DEV_ROOT: web, DATA_DIR: path.join(scratch, 'data'), LOG_LEVEL: 'warn' },
});

async function heading() {
  const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
}

async function waitFor(check, what, seconds = 180) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

let failed = false;
try {
  const before = await waitFor(heading, 'the first server-rendered page');
  console.log(`server HTML <h1>: ${before}`);
  fs.writeFileSync(hero, fs.readFileSync(hero, 'utf8').replace(before, `${before} (${marker})`));
  const after = await waitFor(async () => ((await heading()).includes(marker) ? await heading() : ''), 'the edit in the HTML', 60);
  console.log(`after the edit:    ${after}\nok: dev mode renders on the server from the live sources`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
