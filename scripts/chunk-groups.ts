import { resolve } from 'node:path';

/**
 * Fewer, larger chunks where they always load together (client build only). A phone on a slow
 * connection pays the latency for every request, and HTTP/1.1 fetches six at a time from one host:
 * the ~35 small chunks a page needed to hydrate arrived in six rounds of 2 s each on Slow 3G.
 * - `app`: everything the app's own code (src/app/boot.tsx) imports statically, which every page
 *   loads before it hydrates, in one chunk (the entry's own small imports stay in the entry);
 * - `widgets`: the statecharts and XState, the saved lists' and the page loader's code, which load
 *   together once the page is idle after hydration (src/app/warmWidgets.ts), in one chunk (a page whose
 *   own code uses the header's statechart loads it with its first load). The search dialog's chunk stays
 *   its own (it loads at the same time), under the page loader's rules like a page.
 */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ENTRY = 'src/main.tsx';
const BOOT = 'src/app/boot.tsx';
const WIDGETS = [
  'src/common/header/headerCode.ts',
  'src/common/storedListCode.ts',
  'src/app/pageLoading.tsx',
];

function closure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(walk);
  };
  roots.forEach((r) => walk(resolve(r)));
  return seen;
}

export function chunkGroups() {
  let sets: { entry: Set<string>; app: Set<string>; widgets: Set<string> } | null = null;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    sets ??= { entry: closure([ENTRY], ctx), app: closure([BOOT], ctx), widgets: closure(WIDGETS, ctx) };
    if (sets.entry.has(id)) return null;
    if (sets.app.has(id)) return 'app';
    if (sets.widgets.has(id)) return 'widgets';
    return null;
  };
  return { groups: [{ name, includeDependenciesRecursively: false }] };
}
