import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * Rewrites `import { ChevronRight } from 'lucide-react'` in the app's sources to the icon's own
 * module (`lucide-react/icons/chevron-right`), as Next's optimizePackageImports does.
 * The bundle is the same, but the module graph then says which components use which icon:
 * through the package's index every icon looks imported by every module that imports any
 * icon, the entry included, and shared-chunk-groups.ts could not place a single one.
 */
export function lucideIconImports(): Plugin {
  let icons: Map<string, string> | undefined;
  const load = () => {
    const require = createRequire(import.meta.url);
    const index = require.resolve('lucide-react').replace(/[\\/]cjs[\\/]lucide-react\.js$/, '/esm/lucide-react.mjs');
    const map = new Map<string, string>();
    for (const line of fs.readFileSync(index, 'utf8').split('\n')) {
      const m = /^export \{ (.*) \} from '(\.\/icons\/[^']+\.mjs)';$/.exec(line);
      if (!m) continue;
      const file = `lucide-react/icons/${path.basename(m[2]!, '.mjs')}`;
      for (const spec of m[1]!.split(',')) map.set(spec.trim().replace(/^default as /, ''), file);
    }
    return map;
  };
  return {
    name: 'lucide-icon-imports',
    enforce: 'pre',
    // The browser build only: the server bundle keeps lucide-react external, as one package.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        icons ??= load();
        let changed = false;
        const out = code.replace(NAMED_IMPORT, (whole, list: string) => {
          const direct: string[] = [];
          const rest: string[] = [];
          for (const raw of list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = raw.split(/\s+as\s+/) as [string, string?];
            const file = icons!.get(imported);
            if (file && !raw.startsWith('type ')) direct.push(`import ${local} from ${JSON.stringify(file)};`);
            else rest.push(raw);
          }
          if (direct.length === 0) return whole;
          changed = true;
          // Type-only leftovers as `import type`: a bare `import {} from 'lucide-react'` would keep the index in the graph.
          const leftover = rest.every((s) => s.startsWith('type '))
            ? `import type { ${rest.map((s) => s.slice(5)).join(', ')} } from 'lucide-react';`
            : `import { ${rest.join(', ')} } from 'lucide-react';`;
          return [...direct, ...(rest.length > 0 ? [leftover] : [])].join(' ');
        });
        return changed ? { code: out, map: null } : undefined;
      },
    },
  };
}
