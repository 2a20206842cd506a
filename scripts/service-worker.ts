import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { SITE } from '../src/config/site.ts';
import { theme } from '../src/ui/theme.ts';
import { APP_SHELL_HTML, SERVICE_WORKER_URL } from '../worker/protocol.ts';
import { PAGE_IMPORTS_FILE, pageSourceFiles } from './page-sources.ts';

/** The installable app's icons (drawn from public/favicon.svg by scripts/app-icons.mjs). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/** The web app manifest: what a phone shows when the site is installed. */
export function webAppManifest() {
  return {
    name: `${SITE.name} – ${SITE.tagline}`,
    short_name: SITE.name,
    description: SITE.blurb,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: theme.colors.primary,
    lang: 'en',
    icons: APP_ICONS,
  };
}

/**
 * The app shell a release's worker precaches: the entry and the app's own code (src/app/boot.tsx) with
 * everything they import, and the chunks they load on use (the header's search, menu and trays, the page
 * loader), but not the pages (kept as they are visited) nor the admin area (never kept).
 */
export function shellFiles(manifest: Manifest, pageSources: ReadonlySet<string>, bootSource = 'src/app/boot.tsx'): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || pageSources.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    chunk.css?.forEach((f) => files.add(`/${f}`));
    chunk.assets?.forEach((f) => files.add(`/${f}`));
    chunk.imports?.forEach(walk);
    chunk.dynamicImports?.forEach(walk);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  walk(bootSource);
  return [...files].sort();
}

/** The source files of the lazily loaded pages, as Vite's manifest names them (from src/app/pageImports.ts's syntax tree). */
export function pageSourcesOf(pageImportsText: string): Set<string> {
  return new Set(Object.values(pageSourceFiles(pageImportsText)));
}

/**
 * Vite plugin: writes the web app manifest, and after the client build bundles worker/sw.ts into
 * dist/sw.js with this release's shell (files and version) written in.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'gantavya:service-worker',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(WEB_APP_MANIFEST_PATH, (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json');
        res.end(JSON.stringify(webAppManifest(), null, 2));
      });
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: WEB_APP_MANIFEST_PATH.slice(1), source: `${JSON.stringify(webAppManifest(), null, 2)}\n` });
    },
    closeBundle: {
      order: 'pre',
      async handler() {
        if (ssr) return;
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const pages = pageSourcesOf(readFileSync(join(root, PAGE_IMPORTS_FILE), 'utf8'));
        const files = [APP_SHELL_HTML, ...shellFiles(manifest, pages), WEB_APP_MANIFEST_PATH, '/favicon.svg', ...APP_ICONS.map((i) => i.src)];
        const output = await build({
          configFile: false,
          root,
          logLevel: 'warn',
          publicDir: false,
          build: {
            write: false,
            emptyOutDir: false,
            minify: true,
            target: 'es2022',
            lib: { entry: join(root, 'worker/sw.ts'), formats: ['iife'], name: 'gantavyaServiceWorker', fileName: () => 'sw.js' },
          },
        });
        const results = Array.isArray(output) ? output : [output];
        const chunk = results.flatMap((r) => ('output' in r ? r.output : [])).find((o) => o.type === 'chunk');
        if (!chunk || chunk.type !== 'chunk') throw new Error('the service worker did not build');
        const version = createHash('sha256').update(chunk.code).update(files.join('\n')).digest('hex').slice(0, 12);
        const code = `var __SHELL__=${JSON.stringify({ version, files })};\n${chunk.code}`;
        writeFileSync(join(outDir, SERVICE_WORKER_URL.slice(1)), code);
        this.info?.(`service worker ${SERVICE_WORKER_URL}: release ${version}, ${files.length} shell files, ${(code.length / 1024).toFixed(1)} KB`);
      },
    },
  };
}
