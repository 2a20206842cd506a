/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { styledIds } from './scripts/styled-ids.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), styledIds(), precompress()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // Bundled into the server-render build: Node's ESM loader does not see styled-components' CommonJS default export.
  ssr: { noExternal: ['styled-components'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    // The client build's manifest (dist/.vite/manifest.json) tells the server which chunks a page needs.
    manifest: !isSsrBuild,
  },
  test: {
    environment: 'jsdom',
    include: ['test/{unit,component,model,api}/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Generous: tests wait for conditions (never fixed sleeps), and a loaded machine only makes them wait longer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));
