import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/* eslint-disable @typescript-eslint/no-explicit-any -- walks an ESTree AST */

/**
 * Gives every styled component of the app a stable class-name prefix (`withConfig({ componentId })`)
 * made from its file and its place in that file.
 *
 * Without it, styled-components numbers components in the order their modules run. The server
 * bundle and the browser run the modules in different orders (pages are separate chunks, loaded
 * when needed), so the same component would get a different class on each side and hydration would
 * see mismatched class names. Runs after TypeScript and JSX are compiled away (plain JavaScript).
 */
export function styledIds(root = process.cwd()): Plugin {
  return {
    name: 'gantavya:styled-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\/src\/.*\.[jt]sx?$/.test(file) || !code.includes('styled')) return null;
      const out = addComponentIds(code, relative(root, file));
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** The source with `.withConfig({ componentId })` after every `styled.tag` and `styled(Component)` that tags a template. */
export function addComponentIds(code: string, fileKey: string): string {
  let ast: any;
  try {
    ast = parseAst(code);
  } catch {
    return code;
  }
  const styledNames = new Set<string>();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== 'styled-components') continue;
    for (const s of node.specifiers) {
      if (s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'default'))
        styledNames.add(s.local.name);
    }
  }
  if (styledNames.size === 0) return code;

  const isStyledBase = (n: any) =>
    (n?.type === 'MemberExpression' && n.object.type === 'Identifier' && styledNames.has(n.object.name) && !n.computed) ||
    (n?.type === 'CallExpression' && n.callee.type === 'Identifier' && styledNames.has(n.callee.name));
  /** The styled.x / styled(X) at the root of a tag such as styled.div, styled(X).attrs(...). */
  const baseOf = (tag: any): any => {
    let n = tag;
    for (;;) {
      if (isStyledBase(n)) return n;
      if (n?.type === 'CallExpression' && n.callee.type === 'MemberExpression' && ['attrs', 'withConfig'].includes(n.callee.property.name)) n = n.callee.object;
      else return null;
    }
  };

  const inserts: number[] = [];
  const visit = (node: any) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'TaggedTemplateExpression') {
      const base = baseOf(node.tag);
      if (base) inserts.push(base.end);
    }
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object' && typeof v.type === 'string') visit(v);
    }
  };
  visit(ast);
  if (inserts.length === 0) return code;
  const fileHash = createHash('sha1').update(fileKey.replaceAll('\\', '/')).digest('base64url').replace(/[-_]/g, '').slice(0, 4);
  const sorted = [...inserts].sort((a, b) => a - b);
  let out = '';
  let at = 0;
  sorted.forEach((pos, i) => {
    out += `${code.slice(at, pos)}.withConfig({componentId:"g${fileHash}${i}"})`;
    at = pos;
  });
  return out + code.slice(at);
}
