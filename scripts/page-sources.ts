import { posix, relative, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { parseAst, type Plugin } from 'vite';

/** Where the pages' dynamic imports are written, one per page key. */
export const PAGE_IMPORTS_FILE = 'src/app/pageImports.ts';
/** The module that gives the server render each page's source file, as Vite's manifest names it. */
export const PAGE_SOURCES_ID = 'virtual:page-sources';

type Node = { type: string; [key: string]: unknown };

/**
 * Each page key's import specifier in pageImports.ts, read from its syntax tree: every property of
 * the exported `pageImports` object whose value is `() => import('…')`. However the file is laid out.
 */
export function pageImportSpecifiers(text: string): Record<string, string> {
  const program = parseAst(text, { lang: 'ts' }) as unknown as { body: Node[] };
  const found: Record<string, string> = {};
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'VariableDeclarator' && (n.id as Node).type === 'Identifier' && (n.id as { name: string }).name === 'pageImports') {
      let init = n.init as Node;
      while (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression') init = init.expression as Node;
      for (const p of (init.properties as Node[]) ?? []) {
        const key = p.key as { type: string; name?: string; value?: string };
        const fn = p.value as Node;
        const body = fn.type === 'ArrowFunctionExpression' ? (fn.body as Node) : null;
        const source = body?.type === 'ImportExpression' ? (body.source as { type: string; value?: unknown }) : null;
        if (source?.type === 'Literal' && typeof source.value === 'string') found[key.name ?? String(key.value)] = source.value;
      }
      return;
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(program.body);
  return found;
}

/**
 * Each page key's source file (from the project root, as Vite's manifest names it), from its import
 * specifier in pageImports.ts (relative to that file's folder; every page is a .tsx module).
 */
export function pageSourceFiles(text: string): Record<string, string> {
  const folder = PAGE_IMPORTS_FILE.slice(0, PAGE_IMPORTS_FILE.lastIndexOf('/'));
  return Object.fromEntries(Object.entries(pageImportSpecifiers(text)).map(([key, spec]) => [key, `${posix.join(folder, spec)}.tsx`]));
}

/**
 * Vite plugin: `virtual:page-sources`, each page key's source file as the client manifest names it
 * (the import resolved as the build resolves it, relative to the project root). The server render
 * looks each page's chunk up in the manifest with it, for the page's modulepreload links.
 */
export function pageSources(): Plugin {
  const resolvedId = `\0${PAGE_SOURCES_ID}`;
  let root = process.cwd();
  return {
    name: 'gantavya:page-sources',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === PAGE_SOURCES_ID ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const file = resolve(root, PAGE_IMPORTS_FILE);
      this.addWatchFile(file);
      const sources: Record<string, string> = {};
      for (const [key, spec] of Object.entries(pageImportSpecifiers(readFileSync(file, 'utf8')))) {
        const r = await this.resolve(spec, file);
        if (!r) throw new Error(`${PAGE_IMPORTS_FILE}: ${key}'s import '${spec}' does not resolve`);
        sources[key] = relative(root, r.id.split('?')[0]).replaceAll('\\', '/');
      }
      return `export default ${JSON.stringify(sources)};`;
    },
  };
}
