import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { etagOf } from '../list-cache';
import { Lru } from '../lru';

/** A server-rendered page as sent: its status, its HTML, the HTML compressed (once, when first asked for so), and its entity tag. */
export interface CachedHtml {
  stamp: string;
  status: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * The page compressed, made on its first request in that encoding and kept: a cached page then costs
 * what a precompressed static file costs, and a page asked for only once is never compressed twice.
 */
export function compressed(page: CachedHtml, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (page.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }));
  return (page.gzip ??= gzipSync(page.body, { level: 9 }));
}

export const PAGE_CACHE_ENTRIES = 1000;
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Rendered pages by origin and URL, valid at the content versions they were rendered at (the
 * content_versions table, bumped by every write to a content table in the same transaction, from
 * any process). A request reads the versions first: a page rendered after a newer write is only ever
 * newer than its stamp says, never older, so an edit shows on the next request in every process.
 */
export class PageCache {
  readonly #pages: Lru<string, CachedHtml>;
  readonly #versions: ReturnType<typeof compileVersions>;

  constructor(
    readonly db: Kysely<Database>,
    maxEntries = PAGE_CACHE_ENTRIES,
    maxBytes = PAGE_CACHE_BYTES,
  ) {
    // Counted at twice the HTML: room for its compressed copies, always smaller than the HTML itself.
    this.#pages = new Lru(maxEntries, (p) => 2 * p.body.length, maxBytes);
    this.#versions = compileVersions(db);
  }

  /** Every content table's version, as one string (one small query). */
  async stamp(): Promise<string> {
    const { rows } = await this.db.executeQuery(this.#versions);
    return rows.map((r) => `${r.name}:${r.version}`).join(',');
  }

  get(key: string, stamp: string): CachedHtml | undefined {
    const page = this.#pages.get(key);
    return page && page.stamp === stamp ? page : undefined;
  }

  set(key: string, stamp: string, status: number, html: Buffer): CachedHtml {
    const page: CachedHtml = { stamp, status, body: html, etag: etagOf(html) };
    this.#pages.set(key, page);
    return page;
  }

  get size(): number {
    return this.#pages.size;
  }
}

const compileVersions = (db: Kysely<Database>) => db.selectFrom('content_versions').select(['name', 'version']).orderBy('name').compile();
