interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
    isEntry: boolean;
  } | null;
}

export interface SharedChunkOptions {
  /** Module ids that never join a group (the back office, stylesheets). */
  exclude: RegExp;
  /** A page: a lazily imported module whose download is a route's own (not a dialog's, not the back office's). */
  isPage: (id: string) => boolean;
  /** What one more file costs a page that loads it, in bytes of source: gzip framing, import lines, a preload entry. */
  fileCost: number;
  /** How many bytes of source a page may take on from others' groups in all, net of the files it saves. */
  tolerance: number;
}

const ENTRY = '\0entry';

/**
 * A codeSplitting group (`test` and `name`) that merges small modules several pages share.
 * Rolldown's automatic splitting gives every distinct set of importers (pages, dialogs, lazy
 * parts of the layout) a chunk of its own, so a package page downloaded 37 files, most of them
 * 100–300 bytes of gzip. Here each shared module starts in a group keyed by the pages that load
 * it; then groups merge, the best merge first, while it lowers what the pages download in all
 * (source bytes, plus `fileCost` per file per page) and no page takes on more than
 * `tolerance` bytes of code it does not use beyond the files it saves. A merged module brings
 * along the modules it imports, so a page's extra bytes count those too.
 */
export function sharedChunkGroups({ exclude, isPage, fileCost, tolerance }: SharedChunkOptions) {
  const candidates: string[] = [];
  let labels: Map<string, string> | undefined;

  const test = (id: string) => {
    if (exclude.test(id)) return false;
    candidates.push(id);
    return true;
  };

  function plan(graph: ModuleGraph): Map<string, string> {
    // The pages whose download includes a module: every module a page (or the entry) reaches
    // through static imports. Modules the entry reaches are the index chunk's already.
    const pagesByModule = new Map<string, Set<string>>();
    const roots = new Set<string>();
    for (const id of candidates) {
      const info = graph.getModuleInfo(id);
      for (const m of [id, ...(info?.importers ?? [])]) {
        const i = m === id ? info : graph.getModuleInfo(m);
        if (i && (i.isEntry || (i.dynamicImporters.length > 0 && isPage(m)))) roots.add(m);
      }
    }
    for (const root of roots) {
      const label = graph.getModuleInfo(root)?.isEntry ? ENTRY : root;
      const seen = new Set([root]);
      const stack = [root];
      while (stack.length > 0) {
        const id = stack.pop()!;
        (pagesByModule.get(id) ?? pagesByModule.set(id, new Set()).get(id)!).add(label);
        for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          stack.push(dep);
        }
      }
    }
    const none = new Set<string>();
    const pagesOf = (id: string) => pagesByModule.get(id) ?? none;
    const size = (id: string) => graph.getModuleInfo(id)?.code?.length ?? 0;
    // A module and what it imports, short of the entry's modules: what a page gets by loading its chunk.
    const closureMemo = new Map<string, Set<string>>();
    const closure = (id: string): Set<string> => {
      let out = closureMemo.get(id);
      if (out) return out;
      out = new Set([id]);
      closureMemo.set(id, out);
      const stack = [id];
      while (stack.length > 0) {
        for (const dep of graph.getModuleInfo(stack.pop()!)?.importedIds ?? []) {
          if (out.has(dep) || pagesOf(dep).has(ENTRY)) continue;
          out.add(dep);
          stack.push(dep);
        }
      }
      return out;
    };

    type Group = { pages: Set<string>; modules: string[]; reach: Set<string> };
    const bySignature = new Map<string, Group>();
    for (const id of candidates) {
      const info = graph.getModuleInfo(id);
      if (!info || info.isEntry || info.dynamicImporters.length > 0) continue;
      const pages = pagesOf(id);
      if (pages.size < 2 || pages.has(ENTRY)) continue;
      const key = [...pages].sort().join('\n');
      const group = bySignature.get(key) ?? { pages, modules: [], reach: new Set<string>() };
      group.modules.push(id);
      for (const m of closure(id)) group.reach.add(m);
      bySignature.set(key, group);
    }
    const groups = [...bySignature.values()];

    // Per page: its net change in bytes so far. What a group would add to a page it does not
    // serve is counted in full each time (a module two merges would both bring counts twice):
    // the estimate errs towards fewer merges.
    const balance = new Map<string, number>();
    const extraMemo = new WeakMap<Group, Map<string, number>>();
    const extraFor = (page: string, group: Group) => {
      const memo = extraMemo.get(group) ?? extraMemo.set(group, new Map()).get(group)!;
      let bytes = memo.get(page);
      if (bytes === undefined) {
        bytes = 0;
        for (const m of group.reach) if (!pagesOf(m).has(page)) bytes += size(m);
        memo.set(page, bytes);
      }
      return bytes;
    };
    const changes = (a: Group, b: Group) => {
      const out = new Map<string, number>();
      for (const p of a.pages) out.set(p, b.pages.has(p) ? -fileCost : extraFor(p, b));
      for (const p of b.pages) if (!a.pages.has(p)) out.set(p, extraFor(p, a));
      return out;
    };

    for (;;) {
      let best: { i: number; j: number; gain: number; delta: Map<string, number> } | undefined;
      for (let i = 0; i < groups.length; i += 1)
        for (let j = i + 1; j < groups.length; j += 1) {
          const delta = changes(groups[i]!, groups[j]!);
          if ([...delta].some(([p, d]) => (balance.get(p) ?? 0) + d > tolerance)) continue;
          const gain = -[...delta.values()].reduce((sum, d) => sum + d, 0);
          if (gain > 0 && (!best || gain > best.gain)) best = { i, j, gain, delta };
        }
      if (!best) break;
      const a = groups[best.i]!;
      const b = groups[best.j]!;
      for (const [p, d] of best.delta) balance.set(p, (balance.get(p) ?? 0) + d);
      groups[best.i] = {
        pages: new Set([...a.pages, ...b.pages]),
        modules: [...a.modules, ...b.modules],
        reach: new Set([...a.reach, ...b.reach]),
      };
      groups.splice(best.j, 1);
    }

    const out = new Map<string, string>();
    groups.forEach((group, index) => {
      if (group.modules.length > 1) for (const id of group.modules) out.set(id, `shared-${index}`);
    });
    return out;
  }

  const name = (id: string, graph: ModuleGraph) => (labels ??= plan(graph)).get(id) ?? null;
  return { test, name };
}
