import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { DEVANAGARI_FONT_FILES } from '../src/config/fonts.ts';

const require = createRequire(import.meta.url);
const source = (file: string) => require.resolve(`@fontsource/noto-sans-devanagari/files/${file}`);

/**
 * The self-hosted Noto Sans Devanagari (from the npm package @fontsource/noto-sans-devanagari): its
 * Devanagari subset in the weights the site uses, written into the client build as /fonts/<file>
 * (and served from the package by the dev server). Nepali pages declare and preload them
 * (src/config/fonts.ts); English pages never name them.
 */
export function devanagariFont(): Plugin {
  let serverBuild = false;
  return {
    name: 'gantavya:devanagari-font',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = DEVANAGARI_FONT_FILES.find((f) => req.url === `/fonts/${f.file}`);
        if (!file) return next();
        res.setHeader('Content-Type', 'font/woff2');
        res.end(readFileSync(source(file.file)));
      });
    },
    generateBundle() {
      if (serverBuild) return;
      for (const { file } of DEVANAGARI_FONT_FILES) this.emitFile({ type: 'asset', fileName: `fonts/${file}`, source: readFileSync(source(file)) });
    },
  };
}
