import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { ServerRenderer } from '../../src/domain/ssr';
import { loadRenderer } from '../../server/render/pages';

let built: Promise<{ distDir: string; renderer: ServerRenderer }> | null = null;

/** The app built as `npm run build` builds it (client, then the server-render bundle), into a folder of its own. */
export function buildAppForTests() {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gantavya-ssr-'));
    const distDir = join(dir, 'dist');
    await build({ logLevel: 'silent', build: { outDir: distDir } });
    await build({ logLevel: 'silent', build: { ssr: 'src/entry-server.tsx', outDir: join(dir, 'render') } });
    const renderer = await loadRenderer(join(dir, 'render', 'entry-server.js'));
    if (!renderer) throw new Error('the server-render bundle was not built');
    return { distDir, renderer };
  })();
  return built;
}
