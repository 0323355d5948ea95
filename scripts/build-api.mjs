// Bundles the API into apps/api/dist/server.js with esbuild: our TypeScript (and the
// contracts package, which ships as source) is compiled in; npm dependencies stay external
// and load from node_modules. Migrations are copied beside the bundle. The admin CLI is
// bundled beside it (dist/admin.js): a production install runs it without tsx, and the
// browser tests create their staff account in a second instead of compiling the sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
// API_DIST_DIR: build somewhere else (a second browser-test run beside the first).
const dist = process.env.API_DIST_DIR ? path.resolve(process.env.API_DIST_DIR) : path.join(apiDir, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(apiDir, 'src/server.ts'), admin: path.join(apiDir, 'src/cli/admin.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        // Bare imports are npm packages, except our own workspace packages.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@safari/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
fs.cpSync(path.join(apiDir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`API bundled to ${path.relative(process.cwd(), path.join(dist, 'server.js'))}`);
