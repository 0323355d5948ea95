// A quick report, after a build, of the gzipped JavaScript each main page imports STATICALLY:
// the entry, the route's chunk and their static imports, read from Vite's manifest. It is not
// what a visitor downloads — sections and chrome the page lazy-loads are missing from it — so
// it never fails. The gate is the browser measurement in apps/web/e2e/bundle-budget.spec.ts
// (every public page, run by `npm test`), which writes the real figures to artifacts/bundle-size.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

// WEB_DIST_DIR: a build made beside the default one (as the browser tests accept it).
const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.log('No build manifest: run "npm run build" first.');
  process.exit(0);
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
  '/': 'src/routes/home-page.tsx',
  '/all-packages': 'src/routes/packages-page.tsx',
  '/packages/{uuid}': 'src/routes/package-detail-page.tsx',
  '/destinations': 'src/routes/destinations-page.tsx',
  '/destinations/{slug}': 'src/routes/destination-detail-page.tsx',
  '/experiences': 'src/routes/experiences-page.tsx',
  '/about-us': 'src/routes/about-page.tsx',
  '/faq': 'src/routes/faq-page.tsx',
  '/terms': 'src/routes/terms-page.tsx',
  '/privacy': 'src/routes/privacy-page.tsx',
  '/blog': 'src/routes/blog-page.tsx',
  '/kilimanjaro': 'src/routes/kilimanjaro-page.tsx',
  '/contact-us': 'src/routes/contact-page.tsx',
};

const entry = collect('index.html');
console.log('JavaScript per page, static imports only (gzip -9; entry + route chunk + their static imports).');
console.log('Lazy-loaded sections and chrome are not included: the browser-measured figures and the');
console.log('budget gate come from apps/web/e2e/bundle-budget.spec.ts (artifacts/bundle-size.json).');
for (const [page, routeModule] of Object.entries(pages)) {
  if (!manifest[routeModule]) {
    console.log(`  ${page.padEnd(22)} route module ${routeModule} not in the build`);
    continue;
  }
  console.log(
    `  ${page.padEnd(22)} ${gzipKb(collect(routeModule, new Set(entry)))
      .toFixed(1)
      .padStart(6)} KB`,
  );
}
console.log(`  entry alone            ${gzipKb(entry).toFixed(1).padStart(6)} KB`);
