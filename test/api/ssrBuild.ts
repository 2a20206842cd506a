import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
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
 * The app built as `npm run build` builds it (client, server, server-render bundle), into a folder of
 * its own: Vite runs in a process of its own with NODE_ENV=production, as it does in the build.
 */
export function buildAppForTests(): Promise<TestBuild> {
  built ??= (async () => {
    const root = mkdtempSync(join(tmpdir(), 'gantavya-build-'));
    const vite = (...args: string[]) =>
      promisify(execFile)(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', ...args], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
    const distDir = join(root, 'dist');
    await vite('--outDir', distDir);
    await vite('--ssr', 'server/main.ts', '--mode', 'server', '--outDir', join(root, 'dist-server'));
    await vite('--ssr', 'src/entry-server.tsx', '--outDir', join(root, 'dist-server', 'render'));
    const renderer = await loadRenderer(join(root, 'dist-server', 'render', 'entry-server.js'));
    if (!renderer) throw new Error('the server-render bundle was not built');
    return { root, distDir, renderer };
  })();
  return built;
}
