import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A language's messages, from both its catalogs (the layout's and the pages'): id -> text (the header entries left out; texts here are one line each). */
function catalog(locale: string): Map<string, string> {
  const entries = [join('src/locales', `${locale}.po`), join('src/locales/pages', `${locale}.po`), join('src/locales/widgets', `${locale}.po`)].flatMap(
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

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|<\/?(\d+)>/g)].map(([m]) => m).sort();

describe('the message catalogs', () => {
  const english = catalog('en');
  const nepali = catalog('ne');

  it('hold every message the code names, and no other (npm run messages:extract writes them)', () => {
    expect([...english.keys()].sort()).toEqual([...idsInCode()].sort());
    expect([...nepali.keys()].sort()).toEqual([...english.keys()].sort());
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
