/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { styledIds } from './scripts/styled-ids.ts';
import { preloadDeps } from './scripts/preload-deps.ts';
import { lowPriorityScripts } from './scripts/low-priority-scripts.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { earlyInputScript } from './scripts/early-input-script.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { pageSources } from './scripts/page-sources.ts';
import { initialViews } from './scripts/initial-views.ts';
import { devanagariFont } from './scripts/devanagari-font.ts';

export default defineConfig(({ command, isSsrBuild, mode }) => {
  // `vite build --ssr src/entry-server.tsx`: the server-render bundle; `--ssr server/main.ts --mode server`: the server.
  const renderBundle = isSsrBuild && mode !== 'server';
  const preload = preloadDeps();
  return {
    plugins: [
      react(),
      lingui(),
      styledIds(),
      preload.plugin,
      lowPriorityScripts(),
      earlyInputScript(),
      serviceWorker(),
      precompress(),
      pageSources(),
      initialViews(),
      devanagariFont(),
    ],
    resolve: {
      // @xstate/react imports the useSyncExternalStore shims for React 17; React 19 has the hook itself,
      // and the package's own non-shim entries use it (the shim's fallback code left the first load).
      alias: [
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      ],
    },
    // React and everything that imports it are bundled into the server-render build, in their production
    // form whatever NODE_ENV the server runs with (React's development server renderer is several times
    // slower). styled-components also because Node's ESM loader does not see its CommonJS default export.
    // In development (Vite's module runner) they stay Node's own modules.
    ssr: {
      noExternal:
        command === 'serve'
          ? []
          : [
              'react',
              'react-dom',
              'scheduler',
              'styled-components',
              'wouter',
              '@xstate/react',
              'use-sync-external-store',
              'use-isomorphic-layout-effect',
              '@lingui/react',
              '@lingui/core',
            ],
    },
    ...(renderBundle ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: {
      outDir: 'dist',
      // MAP=1: source maps beside the chunks, for npm run bench:profile (never in a release build).
      sourcemap: !!process.env.MAP,
      reportCompressedSize: true,
      // The client build's manifest (dist/.vite/manifest.json) tells the server which chunks a page needs.
      manifest: !isSsrBuild,
      // Browsers without modulepreload (none of the ones we support) would only fetch later, not fail.
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      // The server builds run in Node: nothing of public/ belongs beside them.
      ...(isSsrBuild ? { target: 'node20', copyPublicDir: false } : { rolldownOptions: { output: { codeSplitting: chunkGroups() } } }),
    },
    test: {
      environment: 'jsdom',
      projects: [
        { extends: true, test: { name: 'app', include: ['test/{unit,component,model}/**/*.test.{ts,tsx}'] } },
        // The API's files share their workers' modules (each file builds its own server, on its own data):
        // importing the server afresh for each of them was a third of their time (154 s against 200 on a
        // quiet machine).
        { extends: true, test: { name: 'api', include: ['test/api/**/*.test.{ts,tsx}'], isolate: false } },
      ],
      setupFiles: ['test/setup.ts'],
      globalSetup: ['test/globalSetup.ts'],
      pool: 'forks',
      // One worker per core (Vitest's default leaves one core to its own process, which mostly waits:
      // on a 2-core machine that ran the suite on one core, 13 minutes against 9).
      maxWorkers: availableParallelism(),
      // Generous: tests wait for conditions (never fixed sleeps), and a loaded machine only makes them wait longer.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
