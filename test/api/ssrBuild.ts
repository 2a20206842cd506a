import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject, vi } from 'vitest';
import type { ServerRenderer } from '../../src/domain/ssr';
import { loadRenderer } from '../../server/render/pages';

export interface TestBuild {
  /** A folder laid out as `npm run build` lays out the project: dist/, dist-server/main.js, dist-server/render/. */
  root: string;
  distDir: string;
  renderer: ServerRenderer;
}

let built: Promise<TestBuild> | null = null;

/**
 * The app built as `npm run build` builds it (client, server, server-render bundle), once a run: the
 * first test file to ask builds it into the run's folder (test/globalSetup.ts), the others wait for it.
 * Vite runs in a process of its own with NODE_ENV=production, as it does in the build.
 */
export function buildAppForTests(): Promise<TestBuild> {
  built ??= (async () => {
    const root = inject('appBuildDir');
    const ready = join(root, 'ready');
    const failed = join(root, 'failed');
    let builder = true;
    try {
      mkdirSync(join(root, 'lock'));
    } catch {
      builder = false;
    }
    if (builder) {
      try {
        await buildInto(root);
        writeFileSync(ready, '');
      } catch (e) {
        writeFileSync(failed, String(e));
        throw e;
      }
    } else {
      await vi.waitFor(
        () => {
          if (existsSync(failed)) throw new Error(`the app's build failed in another test file: ${readFileSync(failed, 'utf8')}`);
          if (!existsSync(ready)) throw new Error('the build is not ready yet');
        },
        { timeout: 300_000, interval: 200 },
      );
    }
    const renderer = await loadRenderer(join(root, 'dist-server', 'render', 'entry-server.js'));
    if (!renderer) throw new Error('the server-render bundle was not built');
    return { root, distDir: join(root, 'dist'), renderer };
  })();
  return built;
}

async function buildInto(root: string) {
  const vite = (...args: string[]) =>
    promisify(execFile)(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', ...args], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
  await vite('--outDir', join(root, 'dist'));
  await vite('--ssr', 'server/main.ts', '--mode', 'server', '--outDir', join(root, 'dist-server'));
  await vite('--ssr', 'src/entry-server.tsx', '--outDir', join(root, 'dist-server', 'render'));
}
