import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Lru } from './lru';
import type { Compressible } from './compressed';
import type { ContentTable, Database } from './db/schema';

/**
 * A built public list page: the JSON as UTF-8 bytes (encoded once, not on every send), its entity tag,
 * and its compressed copies, each made when first asked for (gone with the page when the content changes).
 */
export interface CachedPage extends Compressible {
  etag: string;
}

export const LIST_CACHE_ENTRIES = 256;
/** Counted at twice each page's JSON: room for its compressed copies, always smaller than the JSON. */
export const LIST_CACHE_BYTES = 8 * 1024 * 1024;

/** A strong entity tag from the body's bytes (so it stays right even if a database is reset or restored). */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

/** A list query as a cache key: the validated query (unknown parameters already dropped), keys sorted. */
export const queryKey = (query: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(query)
      .filter((k) => query[k] !== undefined)
      .sort()
      .map((k) => [k, query[k]]),
  );

/**
 * Public list pages per content table, at the table's version in content_versions (which every write
 * bumps in its own transaction, from any process). A request reads the version first, then looks up
 * or builds the page: a page built after a newer write is only ever newer than its version says, never
 * older. An entry is only used at the version it was built at; a newer version drops the table's pages.
 * Only public (signed-out) pages are kept here: admin lists are never cached.
 */
export class ListCache {
  readonly #tables = new Map<ContentTable, { version: number; pages: Lru<string, CachedPage> }>();
  readonly #versionQueries = new Map<ContentTable, ReturnType<typeof compileVersionQuery>>();

  constructor(
    readonly db: Kysely<Database>,
    readonly maxEntries = LIST_CACHE_ENTRIES,
    readonly maxBytes = LIST_CACHE_BYTES,
  ) {}

  /** The table's current version: one primary-key read, compiled once. */
  async version(table: ContentTable): Promise<number> {
    let compiled = this.#versionQueries.get(table);
    if (!compiled) this.#versionQueries.set(table, (compiled = compileVersionQuery(this.db, table)));
    const { rows } = await this.db.executeQuery(compiled);
    if (!rows[0]) throw new Error(`content_versions has no row for ${table}`);
    return Number(rows[0].version);
  }

  get(table: ContentTable, version: number, key: string): CachedPage | undefined {
    const t = this.#tables.get(table);
    return t && t.version === version ? t.pages.get(key) : undefined;
  }

  set(table: ContentTable, version: number, key: string, body: string): CachedPage {
    const bytes = Buffer.from(body);
    const page = { body: bytes, etag: etagOf(bytes) };
    let t = this.#tables.get(table);
    // A request that read an older version while another saw a newer one must not store its page.
    if (t && t.version > version) return page;
    if (!t || t.version !== version) {
      t = { version, pages: new Lru(this.maxEntries, (p) => 2 * p.body.length, this.maxBytes) };
      this.#tables.set(table, t);
    }
    t.pages.set(key, page);
    return page;
  }

  /** Entries kept for a table (for tests and diagnostics). */
  size(table: ContentTable): number {
    return this.#tables.get(table)?.pages.size ?? 0;
  }
}

/** The query that reads a table's version (compiled once by each user). */
export const compileVersionQuery = (db: Kysely<Database>, table: ContentTable) =>
  db.selectFrom('content_versions').select('version').where('name', '=', table).compile();
