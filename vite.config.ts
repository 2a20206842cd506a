/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
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
});
