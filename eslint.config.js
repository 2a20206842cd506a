import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createRequire } from 'node:module';

/**
 * The layers and which way imports may flow between them (docs/ARCHITECTURE.md draws it).
 *
 * Paths are checked after resolution (import-x/no-restricted-paths), so `../../src/app/x`, `./x`
 * and a dynamic `import('…')` are all caught, whatever the relative spelling. Packages are checked
 * by name (no-restricted-imports). Each file set below gets exactly one no-restricted-imports
 * entry: in flat config a later block that matches the same file replaces an earlier block's
 * options for that rule instead of adding to them.
 */
const ROOT = import.meta.dirname;

/** Reads type-only imports as imports, so that a cycle closed by one is reported (scripts/lint). */
const COUNT_TYPE_IMPORTS = join(ROOT, 'scripts/lint/count-type-imports.cjs');
const countTypeImports = createRequire(import.meta.url)(COUNT_TYPE_IMPORTS);

/** Every folder of src/features: each may import itself, never another one. */
const FEATURES = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers below the features: they serve the features and never import them or the app
 * (src/domain has a stricter zone of its own).
 */
/** The Fastify methods that declare a route (an esquery regex for the rule below). */
const ROUTE_METHODS = '/^(get|post|put|patch|delete|head|options|all|route)$/';
const BELOW_FEATURES = ['src/common', 'src/ui', 'src/api', 'src/search', 'src/config', 'src/data'];

const zones = [
  {
    target: 'machines',
    from: 'src',
    except: ['./domain', './config'],
    message: 'A machine imports only xstate, src/domain and src/config: the app provides the rest with machine.provide().',
  },
  { target: 'machines', from: 'server', message: 'A machine imports only xstate, src/domain and src/config.' },
  {
    target: 'src/domain',
    from: 'src',
    except: ['./domain'],
    message: 'src/domain (schemas and types, shared with the server) imports nothing else of the app.',
  },
  { target: 'src/domain', from: ['machines', 'server'], message: 'src/domain imports nothing else of the app.' },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/common or src/ui.',
  })),
  {
    target: BELOW_FEATURES,
    from: ['src/features', 'src/app'],
    message: 'Imports flow down: src/app composes features; features use src/common, src/ui, api, data, config and domain.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'A feature does not import src/app: what both need belongs in src/common.',
  },
  {
    target: 'server',
    from: 'src',
    except: ['./domain', './data'],
    message: 'The server imports only src/domain and src/data from src/.',
  },
  { target: 'server', from: 'machines', message: 'The server imports only src/domain and src/data from src/.' },
  { target: 'src', from: 'server', message: 'The browser app never imports server code.' },
  {
    target: 'worker',
    from: 'src',
    except: ['./domain/wire.ts', './config/site.ts', './ui/theme.ts'],
    message: 'The service worker is its own small bundle: it imports only the wire contract, the site name and the theme from src/.',
  },
  { target: 'worker', from: ['server', 'machines'], message: 'The service worker imports nothing of the server or the statecharts.' },
];

/** Packages of the browser side: never in the server. */
const BROWSER_PACKAGES = ['react', 'react-dom', '@xstate/react', 'wouter', 'styled-components', 'axios', 'axios-retry', 'dompurify', '@statelyai/inspect'];
const browserPackagePatterns = BROWSER_PACKAGES.map((name) => ({
  regex: `^${name.replace('/', '\\/')}(\\/.*)?$`,
  message: 'The server does not use browser packages (React, router, styling, axios).',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'test-results', 'playwright-report', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A parser for the lint itself, loaded with require() by eslint-plugin-import-x.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The boundaries between layers, and no import cycles (dynamic import() and type-only imports included:
    // the files checked, and the files the cycle rule follows, are parsed with every import counted).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'worker/**/*.ts'],
    languageOptions: { parser: countTypeImports },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { [COUNT_TYPE_IMPORTS]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports come first: one mid-file import hid a dependency from a reader.
      'import-x/first': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!xstate(\\/|$)|\\.)', message: 'A machine imports only xstate, src/domain and src/config (no React, DOM, router, axios or styling).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // nepali-date-converter: the Bikram Sambat calendar (pure, no DOM), which both sides convert with.
          patterns: [
            {
              regex: '^(?!zod(\\/|$)|nepali-date-converter$|\\.)',
              message: 'src/domain imports only zod, nepali-date-converter and itself: the browser and the server both use it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server is typed throughout: no `any`, and no comment can switch that (or any other) rule off.
    files: ['server/**/*.ts'],
    linterOptions: { noInlineConfig: true },
    rules: {
      'no-restricted-imports': ['error', { patterns: browserPackagePatterns }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Every API route declares its schemas (validation, serialization and the OpenAPI description come from them).
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.object.name=/^(api|app)$/][callee.property.name=${ROUTE_METHODS}][arguments.length=2]`,
          message: 'A route declares its schemas: pass `{ schema: { ... } }` between the path and the handler.',
        },
        {
          selector: `CallExpression[callee.object.name=/^(api|app)$/][callee.property.name=${ROUTE_METHODS}] > ObjectExpression:nth-child(2):not(:has(Property[key.name='schema']))`,
          message: 'A route declares its schemas: its options need a `schema` (params, querystring, body, response).',
        },
      ],
    },
  },
);
