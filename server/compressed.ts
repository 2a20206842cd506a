import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies smaller than this go out as they are (compressing them saves too little to pay). */
export const COMPRESS_THRESHOLD = 1024;

/** A body kept in memory, with its compressed copies once asked for. */
export interface Compressible {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to send a kept body in: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The body compressed, made on its first request in that encoding and kept with it: a kept answer then
 * costs what a precompressed static file costs, and one asked for only once is never compressed twice.
 */
export function compressed(kept: Compressible, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br')
    return (kept.br ??= brotliCompressSync(kept.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: kept.body.length },
    }));
  return (kept.gzip ??= gzipSync(kept.body, { level: 9 }));
}
