import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { GUIDE_CODE } from '../../lingui.config';
import { GUIDE_TEXT_PAGES } from '../../src/app/i18n';
import { PAGE_IMPORTS_FILE, pageSourceFiles } from '../../scripts/page-sources';

/** A language's messages, from all its catalogs (the layout's, the pages', the guides', the widgets'): id -> text (the header entries left out; texts here are one line each). */
function catalog(locale: string): Map<string, string> {
  const entries = [join('src/locales', `${locale}.po`), ...['pages', 'guides', 'widgets'].map((dir) => join('src/locales', dir, `${locale}.po`))].flatMap(
    (file) => [...readFileSync(file, 'utf8').matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map(([, id, text]) => [id, text] as const),
  );
  return new Map(entries.filter(([id]) => id !== ''));
}

/** Every message id the code names: `/*i18n*\/ { id: '…' }` objects and <Trans id="…">. */
function idsInCode(dir = 'src'): Set<string> {
  const ids = new Set<string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      for (const id of idsInCode(path)) ids.add(id);
    } else if (/\.tsx?$/.test(name)) {
      const source = readFileSync(path, 'utf8');
      for (const [, id] of source.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)) ids.add(id);
      for (const [, id] of source.matchAll(/<Trans\s+id="([^"]+)"/g)) ids.add(id);
    }
  }
  return ids;
}

/** Every message's English as the code writes it (`message` beside its id), for the files under `dir`. */
function messagesInCode(dir = 'src', found = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) messagesInCode(path, found);
    else if (/\.tsx?$/.test(name)) {
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const text = (node: ts.Node | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
      const visit = (node: ts.Node) => {
        let id: string | undefined;
        let message: string | undefined;
        if (ts.isObjectLiteralExpression(node)) {
          for (const p of node.properties) {
            if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
            if (p.name.text === 'id') id = text(p.initializer);
            if (p.name.text === 'message') message = text(p.initializer);
          }
        } else if (ts.isJsxOpeningLikeElement(node) && node.tagName.getText() === 'Trans') {
          for (const a of node.attributes.properties) {
            if (!ts.isJsxAttribute(a)) continue;
            const value = a.initializer && ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
            if (a.name.getText() === 'id') id = text(value);
            if (a.name.getText() === 'message') message = text(value);
          }
        }
        if (id !== undefined && message !== undefined) found.set(id, message);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

/** A .po string's text (its escapes undone). */
const poText = (text: string) => text.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|<\/?(\d+)>/g)].map(([m]) => m).sort();

describe('the message catalogs', () => {
  const english = catalog('en');
  const nepali = catalog('ne');

  it('hold every message the code names, and no other (npm run messages:extract writes them)', () => {
    expect([...english.keys()].sort()).toEqual([...idsInCode()].sort());
    expect([...nepali.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('say in English what the code says: a message reworded in the code is reworded in the English catalog too', () => {
    const code = messagesInCode();
    const stale = [...english]
      .filter(([id, text]) => code.has(id) && poText(text) !== code.get(id))
      .map(([id, text]) => ({ id, catalog: poText(text), code: code.get(id) }));
    expect(stale).toEqual([]);
    expect(code.size).toBeGreaterThan(english.size / 2);
  });

  it('every message has its English text and its Nepali text', () => {
    expect([...english].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
    expect(
      [...nepali].filter(([, text]) => text === '').map(([id]) => id),
      'messages without their Nepali text',
    ).toEqual([]);
  });

  it('a Nepali text is written in Devanagari, and keeps the English text’s links (<0>…</0>) and no placeholder the English lacks', () => {
    for (const [id, text] of nepali) {
      expect(text, id).toMatch(/[\u0900-\u097F]/);
      const own = placeholders(english.get(id) ?? '');
      for (const p of placeholders(text)) expect(own, `${id}: ${p}`).toContain(p);
      expect(
        placeholders(text).filter((p) => p.startsWith('<')),
        id,
      ).toEqual(own.filter((p) => p.startsWith('<')));
    }
  });
});

/** The modules a module imports for its code (not `import type`), resolved to files: its static import graph. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gms)].map(([, spec]) => spec);
  return specifiers
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const base = resolve(dirname(file), spec);
      return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => {
        try {
          return statSync(f).isFile();
        } catch {
          return false;
        }
      });
    })
    .filter((f): f is string => f !== undefined);
}

function reaches(start: string): Set<string> {
  const seen = new Set([start]);
  for (const file of seen) for (const next of staticImports(file)) seen.add(next);
  return seen;
}

describe('the guides’ catalog', () => {
  it('is loaded by exactly the pages whose code shows its texts (the code lingui.config.ts puts in it)', () => {
    const inGuides = (file: string) =>
      GUIDE_CODE.some((glob) => {
        const path = resolve(glob.replace('<rootDir>/', ''));
        return glob.endsWith('/**') ? file.startsWith(path.slice(0, -2)) : file === path;
      });
    const pages = Object.entries(pageSourceFiles(readFileSync(PAGE_IMPORTS_FILE, 'utf8')));
    expect(pages.length).toBeGreaterThan(20);
    const showing = pages.filter(([, module]) => [...reaches(resolve(module))].some(inGuides)).map(([page]) => page);
    expect(showing.sort()).toEqual([...GUIDE_TEXT_PAGES].sort());
  });
});
