// Fails when the JavaScript a visitor downloads for '/' exceeds the budget, and reports the
// figures for the listing and detail pages too. It follows Vite's manifest: the entry, its
// static imports, and the route module the router lazy-loads for the page (with its imports).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 120;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}
const gzipKb = (files) =>
  [...files].reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0) / 1024;

const pages = {
  '/': 'src/features/home/routes/home-page.tsx',
  '/all-packages': 'src/features/catalogue/routes/packages-page.tsx',
  '/packages/{uuid}': 'src/features/catalogue/routes/package-detail-page.tsx',
  '/destinations': 'src/features/destinations/routes/destinations-page.tsx',
};

const entry = collect('index.html');
let failed = false;
console.log('JavaScript per page (gzip, entry + route chunk and their static imports):');
for (const [page, routeModule] of Object.entries(pages)) {
  if (!manifest[routeModule]) {
    console.log(`  ${page.padEnd(18)} route module ${routeModule} not in the build`);
    continue;
  }
  const files = collect(routeModule, new Set(entry));
  const kb = gzipKb(files);
  const over = page === '/' && kb > BUDGET_KB;
  failed ||= over;
  console.log(`  ${page.padEnd(18)} ${kb.toFixed(1).padStart(6)} KB${page === '/' ? `  (budget ${BUDGET_KB} KB)` : ''}${over ? '  OVER BUDGET' : ''}`);
}
console.log(`  entry alone         ${gzipKb(entry).toFixed(1).padStart(6)} KB`);
if (failed) {
  console.error(`The home page loads more than ${BUDGET_KB} KB of gzipped JavaScript.`);
  process.exit(1);
}
