// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, proved on small files linted in memory with the project's own
 * config: each forbidden import is reported, and the allowed ones are not. `npm run lint` (and so
 * `npm test`) fails on any of these reports.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = join(ROOT, 'eslint.config.js');
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });
});

/** The boundary reports for `code` as if it were the file at `path` (relative to the repository). */
async function boundaryReports(path: string, code: string, linter = eslint, cwd = ROOT) {
  const [result] = await linter.lintText(code, { filePath: join(cwd, path) });
  return result.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

describe('machines import only xstate, src/domain and src/config', () => {
  it('a machine importing React is reported', async () => {
    const reports = await boundaryReports('machines/booking/fixture.machine.ts', "import { useState } from 'react';\nexport const hook = useState;\n");
    expect(reports).toEqual([expect.objectContaining({ rule: 'no-restricted-imports', line: 1 })]);
  });

  it('a machine importing axios, the router or styling is reported', async () => {
    const reports = await boundaryReports(
      'machines/booking/fixture.machine.ts',
      "import axios from 'axios';\nimport { Link } from 'wouter';\nimport styled from 'styled-components';\nexport const all = [axios, Link, styled];\n",
    );
    expect(reports.map((r) => [r.rule, r.line])).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
      ['no-restricted-imports', 3],
    ]);
  });

  it('a machine importing the api layer or a feature is reported', async () => {
    const reports = await boundaryReports(
      'machines/booking/fixture.machine.ts',
      "import { consultanciesApi } from '../../src/api/consultancies';\nimport ContactPage from '../../src/features/contact/ContactPage';\nexport const all = [consultanciesApi, ContactPage];\n",
    );
    expect(reports.map((r) => [r.rule, r.line])).toEqual([
      ['import-x/no-restricted-paths', 1],
      ['import-x/no-restricted-paths', 2],
    ]);
  });

  it('a machine importing xstate, src/domain and src/config is not reported', async () => {
    const reports = await boundaryReports(
      'machines/booking/fixture.machine.ts',
      "import { setup } from 'xstate';\nimport { bookingSchema } from '../../src/domain/booking';\nimport * as constants from '../../src/config/constants';\nexport const all = [setup, bookingSchema, constants];\n",
    );
    expect(reports).toEqual([]);
  });
});

describe('src/domain imports nothing of the app', () => {
  it('domain code importing a feature is reported', async () => {
    const reports = await boundaryReports(
      'src/domain/fixture.ts',
      "import ContactPage from '../features/contact/ContactPage';\nexport const page = ContactPage;\n",
    );
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('domain code importing React or axios is reported', async () => {
    const reports = await boundaryReports(
      'src/domain/fixture.ts',
      "import { useState } from 'react';\nimport axios from 'axios';\nexport const all = [useState, axios];\n",
    );
    expect(reports.map((r) => [r.rule, r.line])).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
    ]);
  });

  it('domain code importing zod and other domain modules is not reported', async () => {
    const reports = await boundaryReports(
      'src/domain/fixture.ts',
      "import { z } from 'zod';\nimport * as common from './common';\nexport const all = [z, common];\n",
    );
    expect(reports).toEqual([]);
  });
});

describe('a feature imports neither src/app nor another feature', () => {
  it('a feature importing another feature is reported', async () => {
    const reports = await boundaryReports(
      'src/features/blog/Fixture.tsx',
      "import ContactPage from '../contact/ContactPage';\nexport const page = ContactPage;\n",
    );
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('a dynamic import() of another feature is reported too', async () => {
    const reports = await boundaryReports('src/features/blog/Fixture.tsx', "export const load = () => import('../contact/ContactPage');\n");
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('a feature importing src/app is reported', async () => {
    const reports = await boundaryReports('src/features/blog/Fixture.tsx', "import { pages } from '../../app/pages';\nexport const all = pages;\n");
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('src/common importing a feature is reported (common pieces serve the features, never the reverse)', async () => {
    const reports = await boundaryReports(
      'src/common/Fixture.tsx',
      "import ContactPage from '../features/contact/ContactPage';\nexport const page = ContactPage;\n",
    );
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('a feature importing its own folder, src/common, src/ui and the lower layers is not reported', async () => {
    const reports = await boundaryReports(
      'src/features/blog/Fixture.tsx',
      [
        "import BlogListPage from './BlogListPage';",
        "import { useRemote } from '../../common/Remote';",
        "import { Prose } from '../../ui/Prose';",
        "import { blogsApi } from '../../api/blogs';",
        "import { ROUTES } from '../../config/routes';",
        "import { bookingSchema } from '../../domain/booking';",
        "import { formMachine } from '../../../machines/form/form.machine';",
        'export const all = [BlogListPage, useRemote, Prose, blogsApi, ROUTES, bookingSchema, formMachine];',
        '',
      ].join('\n'),
    );
    expect(reports).toEqual([]);
  });
});

describe('the server imports only src/domain and src/data from src/', () => {
  it('server code importing src/features is reported', async () => {
    const reports = await boundaryReports(
      'server/routes/fixture.ts',
      "import ContactPage from '../../src/features/contact/ContactPage';\nexport const page = ContactPage;\n",
    );
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('server code importing src/api or React is reported', async () => {
    const reports = await boundaryReports(
      'server/routes/fixture.ts',
      "import { consultanciesApi } from '../../src/api/consultancies';\nimport { useState } from 'react';\nexport const all = [consultanciesApi, useState];\n",
    );
    expect(reports.map((r) => [r.rule, r.line]).sort()).toEqual([
      ['import-x/no-restricted-paths', 1],
      ['no-restricted-imports', 2],
    ]);
  });

  it('the browser app importing server code is reported', async () => {
    const reports = await boundaryReports('src/api/fixture.ts', "import { buildApp } from '../../server/app';\nexport const app = buildApp;\n");
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
  });

  it('server code importing src/domain, src/data and its own modules is not reported', async () => {
    const reports = await boundaryReports(
      'server/routes/fixture.ts',
      "import { bookingSchema } from '../../src/domain/booking';\nimport { CONSULTANCIES } from '../../src/data/consultancies';\nimport { HttpError } from '../http';\nexport const all = [bookingSchema, CONSULTANCIES, HttpError];\n",
    );
    expect(reports).toEqual([]);
  });
});

describe('no import cycles', () => {
  // Cycles need both files on disk: they are written to a scratch folder laid out like the repository
  // (the config's file patterns are relative to the linting folder), never into the repository itself.
  let scratch: string;
  let scratchLint: ESLint;
  const write = (path: string, code: string) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), code);
  };
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
    scratchLint = new ESLint({ cwd: scratch, overrideConfigFile: CONFIG });
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('two files that import each other are reported', async () => {
    write('src/features/home/Page.tsx', "import { Tile } from './Feeds';\nexport const page = Tile;\nexport const formatDate = (d: string) => d;\n");
    write('src/features/home/Feeds.tsx', "import { formatDate } from './Page';\nexport const Tile = formatDate;\n");
    const code = "import { Tile } from './Feeds';\nexport const page = Tile;\nexport const formatDate = (d: string) => d;\n";
    const reports = await boundaryReports('src/features/home/Page.tsx', code, scratchLint, scratch);
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle', line: 1 })]);
  });

  it('a cycle closed by a dynamic import() is reported too', async () => {
    write('src/app/routes.ts', "import { Area } from './Area';\nexport const routes = [Area];\n");
    write('src/app/Area.ts', "export const Area = () => import('./routes');\n");
    const reports = await boundaryReports('src/app/Area.ts', "export const Area = () => import('./routes');\n", scratchLint, scratch);
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle', line: 1 })]);
  });

  it('a cycle closed by a type-only import is reported too', async () => {
    // The shape the widgets had: a context module naming the live actor's type, whose module imports the context.
    write(
      'src/common/panel/panelContext.ts',
      "import type { PanelLive } from './panelLive';\nexport const PanelContext: { value: PanelLive | null } = { value: null };\n",
    );
    write(
      'src/common/panel/panelLive.ts',
      "import { PanelContext } from './panelContext';\nexport type PanelLive = { open: boolean };\nexport const panel = PanelContext;\n",
    );
    const reports = await boundaryReports(
      'src/common/panel/panelContext.ts',
      "import type { PanelLive } from './panelLive';\nexport const PanelContext: { value: PanelLive | null } = { value: null };\n",
      scratchLint,
      scratch,
    );
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle', line: 1 })]);
  });

  it("two modules that only name each other's types are a cycle too", async () => {
    write('src/features/blog/post.ts', "import type { Author } from './author';\nexport type Post = { by: Author };\n");
    write('src/features/blog/author.ts', "import { type Post } from './post';\nexport type Author = { posts: Post[] };\n");
    const reports = await boundaryReports(
      'src/features/blog/author.ts',
      "import { type Post } from './post';\nexport type Author = { posts: Post[] };\n",
      scratchLint,
      scratch,
    );
    expect(reports).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle', line: 1 })]);
  });

  it('imports that only go one way are not reported', async () => {
    write('src/features/blog/List.tsx', "import { formatDate } from './format';\nexport const list = formatDate;\n");
    write('src/features/blog/format.ts', 'export const formatDate = (d: string) => d;\n');
    const reports = await boundaryReports(
      'src/features/blog/List.tsx',
      "import { formatDate } from './format';\nexport const list = formatDate;\n",
      scratchLint,
      scratch,
    );
    expect(reports).toEqual([]);
  });
});

describe('the service worker (worker/) imports only the wire contract, the site name and the theme from src/', () => {
  it('a worker file importing app code, a machine or the server is reported', async () => {
    for (const spec of ['../src/api/client', '../machines/header/header.machine', '../server/app']) {
      const reports = await boundaryReports('worker/fixture.ts', `import * as x from '${spec}';\nexport const y = x;\n`);
      expect(reports, spec).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 })]);
    }
  });

  it('a worker file importing the wire contract, the site name or the theme is not reported', async () => {
    for (const spec of ['../src/domain/wire', '../src/config/site', '../src/ui/theme']) {
      expect(await boundaryReports('worker/fixture.ts', `import * as x from '${spec}';\nexport const y = x;\n`), spec).toEqual([]);
    }
  });
});

describe('the server is typed: no `any` in server/', () => {
  const anyReports = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
    return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-explicit-any').map((m) => ({ rule: m.ruleId, line: m.line }));
  };

  it('an `any` in server code is reported', async () => {
    expect(await anyReports('server/queries/fixture.ts', 'export const rows = (qb: any) => qb;\n')).toEqual([
      { rule: '@typescript-eslint/no-explicit-any', line: 1 },
    ]);
  });

  it('a comment that switches the rule off does not hide it', async () => {
    const code =
      '/* eslint-disable @typescript-eslint/no-explicit-any */\nexport const rows = (qb: any) => qb;\n// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const table = (db: unknown) => db as any;\n';
    expect(await anyReports('server/routes/fixture.ts', code)).toEqual([
      { rule: '@typescript-eslint/no-explicit-any', line: 2 },
      { rule: '@typescript-eslint/no-explicit-any', line: 4 },
    ]);
  });

  it('server code typed with unknown and generics is not reported', async () => {
    expect(
      await anyReports('server/queries/fixture.ts', 'export const first = <T>(rows: T[]): T | undefined => rows[0];\nexport const raw = (v: unknown) => v;\n'),
    ).toEqual([]);
  });
});

describe('every API route declares its schemas', () => {
  const schemaReports = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'server/routes/public/fixture.ts') });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
  };
  const plugin = (routes: string) =>
    `import type { FastifyInstance } from 'fastify';\nimport { z } from 'zod';\nexport async function routes(api: FastifyInstance) {\n${routes}\n}\n`;

  it('a route without a schema is reported', async () => {
    expect(await schemaReports(plugin("  api.get('/things', async () => []);"))).toEqual([4]);
  });

  it('a route whose options have no schema is reported', async () => {
    expect(await schemaReports(plugin("  api.post('/things', { bodyLimit: 1024 }, async () => ({}));"))).toEqual([4]);
  });

  it('a route with its schemas is not reported, nor a call that only shares a method name', async () => {
    const code = plugin(
      "  api.get('/things', { schema: { response: { 200: z.array(z.string()) } } }, async () => []);\n  const seen = new Map<string, number>();\n  seen.get('x');",
    );
    expect(await schemaReports(code)).toEqual([]);
  });
});

describe('every file is formatted (npm run lint checks it with Prettier)', () => {
  const formatted = async (path: string, code: string) => {
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(join(ROOT, path));
    return prettier.check(code, { ...options, filepath: join(ROOT, path) });
  };

  it('an unformatted file is reported', async () => {
    expect(await formatted('src/features/fixture.ts', 'export const a  =  {b:1}\n')).toBe(false);
    expect(await formatted('server/routes/fixture.ts', 'export const say = (name: string) => "hello " + name;\n')).toBe(false);
  });

  it('a file as Prettier writes it is not', async () => {
    expect(await formatted('src/features/fixture.ts', 'export const a = { b: 1 };\n')).toBe(true);
  });

  it('the lint command runs the check over the whole repository', async () => {
    const { readFileSync } = await import('node:fs');
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toMatch(/prettier --check \./);
  });
});
