import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webRoot = path.join(repoRoot, 'apps/web');

/**
 * Builds the storefront (client and server bundle, as `npm run build` does) into a folder of
 * its own, for API tests that serve rendered pages: `npm test` runs the API suite before the
 * build, so apps/web/dist may be missing or stale. Unminified, without source maps: half the
 * time, and the pages are the same. The folder sits under node_modules/.cache because the
 * server bundle imports React and the rest from node_modules, found from where it lies.
 */
export async function buildStorefront(): Promise<{ distDir: string; remove(): void; seconds: number }> {
  const { build } = await import('vite');
  const cache = path.join(repoRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const distDir = fs.mkdtempSync(path.join(cache, 'safari-web-test-'));
  const started = performance.now();
  const common = { root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn' as const };
  await build({ ...common, build: { outDir: distDir, emptyOutDir: false, minify: false, sourcemap: false } });
  await build({
    ...common,
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(distDir, '.server'), emptyOutDir: false, minify: false, sourcemap: false },
  });
  return {
    distDir,
    seconds: (performance.now() - started) / 1000,
    remove: () => fs.rmSync(distDir, { recursive: true, force: true }),
  };
}
