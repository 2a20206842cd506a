import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHUNK_GROUPS, type ChunkGroup } from '../src/config/chunks.ts';
import { PAGE_IMPORTS_FILE, pageSourceFiles } from './page-sources.ts';

/**
 * Fewer, larger chunks where they always load together (client build only). A phone on a slow
 * connection pays the latency for every request (2 s on Slow 3G), and HTTP/1.1 fetches six at a time
 * from one host: a page whose code came in 27 small chunks waited five rounds before it could hydrate.
 * - `app`: everything the app's own code (src/app/boot.tsx) imports statically, which every page
 *   loads before it hydrates, in one chunk (the entry's own small imports stay in the entry), with the
 *   few small parts the home page draws beyond its own module (the home page loads the entry, `app`,
 *   its page and the bundler's small runtime);
 * - `widgets`: the statecharts and XState, the saved lists' and the page loader's code, which load
 *   together right after hydration (src/app/warmWidgets.ts), in one chunk (a page whose own code uses
 *   the header's statechart loads it with its first load). The search dialog's chunk stays its own
 *   (it loads at the same time), under the page loader's rules like a page;
 * - `forms`: what two or more public pages share and what depends on the validation library (the form
 *   kit and zod): only the pages with a form load it;
 * - `facts`: what two or more public pages share of the facts kit (the built-in facts, the notes, the
 *   rates, Markdown with embedded facts and its renderer, the licensing authority's note), apart from
 *   the data kit it reads through: the guides load it, the directory does not. Its roots are listed
 *   (FACTS): a module of `shared` that imports one of them would pull the built-in facts into every page;
 *   and a small part of the kit that a page without the kit imports too (a link, a guide's data) goes
 *   to `shared`, or that page would load the whole kit (44 KB gzip) for it;
 * - `shared`: everything else two or more public pages share (the API client and the data kit, the list
 *   kit, the built-in directory, small parts), in one chunk: a few kilobytes more for some pages, rounds
 *   of 2 s fewer for all. What one page alone uses stays in that page's chunk, and each page's own module is its own chunk.
 */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ENTRY = 'src/main.tsx';
const BOOT = 'src/app/boot.tsx';
const HOME = 'src/features/home/HomePage.tsx';
const WIDGETS = ['src/common/header/headerCode.ts', 'src/common/storedListCode.ts', 'src/app/pageLoading.tsx'];
const FORMS_LIBRARY = /[\\/]node_modules[\\/]zod[\\/]/;
/** The facts kit (the built-in facts, the notes, the rates, fact Markdown, the licensing note), apart from the data kit it reads through. */
const FACTS = [
  'src/common/facts/usePageFacts.ts',
  'src/common/facts/FactNotes.tsx',
  'src/common/facts/useRates.ts',
  'src/common/facts/factMarkdown.ts',
  'src/common/SourceNote.tsx',
  'src/data/guide-facts.ts',
  'src/common/LicensingAuthority.tsx',
  'src/common/facts/FactMarkdown.tsx',
];
const DATA = ['src/common/Remote.tsx'];

/** The public pages' modules, from src/app/pageImports.ts's syntax tree (one list of pages); the admin area is not one. */
function publicPages(): string[] {
  const { adminArea: _admin, ...pages } = pageSourceFiles(readFileSync(resolve(PAGE_IMPORTS_FILE), 'utf8'));
  return Object.values(pages);
}

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

interface Sets {
  entry: Set<string>;
  app: Set<string>;
  widgets: Set<string>;
  /** Modules two or more public pages reach statically, with the group each goes to. */
  shared: Map<string, ChunkGroup>;
}

function sets(ctx: ChunkingContext): Sets {
  const entry = closure([ENTRY], ctx);
  const home = resolve(HOME);
  const app = new Set([...closure([BOOT], ctx), ...[...closure([HOME], ctx)].filter((id) => id !== home)]);
  const widgets = closure(WIDGETS, ctx);
  const reached = new Map<string, number>();
  for (const page of publicPages()) for (const id of closure([page], ctx)) reached.set(id, (reached.get(id) ?? 0) + 1);
  const formsMemo = new Map<string, boolean>();
  const usesForms = (id: string): boolean => {
    const known = formsMemo.get(id);
    if (known !== undefined) return known;
    formsMemo.set(id, false); // a cycle reaches nothing new
    const found = FORMS_LIBRARY.test(id) || (ctx.getModuleInfo(id)?.importedIds ?? []).some(usesForms);
    formsMemo.set(id, found);
    return found;
  };
  const data = closure(DATA, ctx);
  const shared = new Map<string, ChunkGroup>();
  // A page's own module stays the chunk its route imports.
  const pageModules = new Set(publicPages().map((page) => resolve(page)));
  for (const [id, pages] of reached) if (pages >= 2 && !pageModules.has(id)) shared.set(id, usesForms(id) ? CHUNK_GROUPS.forms : CHUNK_GROUPS.shared);
  // The facts kit, less what the rest of `shared` imports (a page loading `shared` would load `facts` too),
  // and less what a page that uses none of the kit imports (a small part the kit uses too, such as a
  // link, would load the whole kit with that page).
  const factsRoots = FACTS.map((root) => resolve(root));
  const outsideTheKit = new Set(
    publicPages()
      .map((page) => closure([page], ctx))
      .filter((reaches) => !factsRoots.some((root) => reaches.has(root)))
      .flatMap((reaches) => [...reaches]),
  );
  let facts = new Set([...closure(FACTS, ctx)].filter((id) => shared.get(id) === CHUNK_GROUPS.shared && !data.has(id) && !outsideTheKit.has(id)));
  for (;;) {
    const rest = [...shared].filter(([id, group]) => group === CHUNK_GROUPS.shared && !facts.has(id)).map(([id]) => id);
    const needed = closure(rest, ctx);
    const kept = new Set([...facts].filter((id) => !needed.has(id)));
    if (kept.size === facts.size) break;
    facts = kept;
  }
  facts.forEach((id) => shared.set(id, CHUNK_GROUPS.facts));
  return { entry, app, widgets, shared };
}

export function chunkGroups() {
  let known: Sets | null = null;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    known ??= sets(ctx);
    if (known.entry.has(id)) return null;
    if (known.app.has(id)) return CHUNK_GROUPS.app;
    if (known.widgets.has(id)) return CHUNK_GROUPS.widgets;
    return known.shared.get(id) ?? null;
  };
  return { groups: [{ name, includeDependenciesRecursively: false }] };
}
