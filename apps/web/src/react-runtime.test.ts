import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0038: the storefront runs on React itself, not on a library behind its names.
const root = path.resolve(import.meta.dirname, '../../..');
const manifests = ['package.json', 'apps/web/package.json', 'apps/api/package.json', 'packages/contracts/package.json'];

describe('React at runtime', () => {
  it('has no preact package in any package.json', () => {
    for (const file of manifests) {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const names = ['dependencies', 'devDependencies', 'peerDependencies', 'overrides'].flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      );
      expect(
        names.filter((name) => name.includes('preact')),
        file,
      ).toEqual([]);
    }
  });

  it('builds with React DOM and the React plugin, with no alias of react or react-dom', () => {
    const config = fs.readFileSync(path.join(root, 'apps/web/vite.config.ts'), 'utf8');
    expect(config).toContain("from '@vitejs/plugin-react'");
    expect(config).not.toMatch(/find:\s*\/\^react(-dom)?[\\/$]/);
    expect(config).not.toMatch(/preact/);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['react', 'react-dom']));
  });

  it("renders on the server with React DOM's streaming renderer", () => {
    const entry = fs.readFileSync(path.join(root, 'apps/web/src/entry-server.tsx'), 'utf8');
    expect(entry).toContain("import { renderToPipeableStream } from 'react-dom/server';");
  });
});
