import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a round trip's worth: not worth a file. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes NAME.br (brotli, best) and NAME.gz (gzip, best) beside every text file of dir. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count++;
    bytes += raw.length;
    brotli += br.length;
  }
  return { files: count, bytes, brotli };
}

/**
 * Vite plugin: after the build, every text asset in the output folder gets precompressed copies,
 * which the server sends (@fastify/static preCompressed) to browsers that accept them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'gantavya-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      handler() {
        // The server-render bundle is read from disk by the server, never sent to browsers.
        if (ssr) return;
        const r = precompressDir(outDir);
        this.info?.(`precompressed ${r.files} files: ${(r.bytes / 1024).toFixed(1)} KB -> ${(r.brotli / 1024).toFixed(1)} KB brotli`);
      },
    },
  };
}
