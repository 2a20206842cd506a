// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageImports } from '../../src/app/pageImports';
import { PAGE_IMPORTS_FILE, pageImportSpecifiers } from '../../scripts/page-sources';

const text = readFileSync(PAGE_IMPORTS_FILE, 'utf8');

describe("each page's chunk, found for its preload links from pageImports.ts's syntax tree", () => {
  it('finds every page key with the module it imports, and each module exists', () => {
    const found = pageImportSpecifiers(text);
    expect(Object.keys(found).sort()).toEqual(Object.keys(pageImports).sort());
    for (const spec of Object.values(found)) expect(existsSync(resolve('src/app', `${spec}.tsx`)), spec).toBe(true);
  });

  it('finds the same pages however the file is laid out (quotes, line breaks, comments, quoted keys)', () => {
    const relaid = text
      .replace(/\(\) => import\('([^']+)'\)/g, (_m, spec: string) => `() =>\n    import(\n      /* the page */ "${spec}"\n    )`)
      .replace(/^(\s*)home:/m, "$1'home':");
    expect(relaid).not.toBe(text);
    expect(pageImportSpecifiers(relaid)).toEqual(pageImportSpecifiers(text));
  });
});
