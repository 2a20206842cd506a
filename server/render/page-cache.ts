import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { etagOf } from '../list-cache';
import { Lru } from '../lru';
import type { Compressible } from '../compressed';

/** A server-rendered page as sent: its status, its HTML, the HTML compressed (once, when first asked for so), and its entity tag. */
export interface CachedHtml extends Compressible {
  stamp: string;
  status: number;
  etag: string;
  /** How often it was sent from memory. */
  hits: number;
}

export const PAGE_CACHE_ENTRIES = 1000;
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The share of the entries and bytes for pages asked for once so far (the rest is for pages asked for again). */
export const FIRST_ASK_SHARE = 0.2;
/** Addresses rendered recently, remembered (without their pages) so many times the entries: a page asked for again after it left the first-ask segment goes to the main one. */
export const SEEN_PER_ENTRY = 10;

/** Counted at twice the HTML: room for its compressed copies, always smaller than the HTML itself. */
const costOf = (page: CachedHtml) => 2 * page.body.length;

/**
 * Rendered pages by origin and page address, valid at the content versions they were rendered at
 * (the content_versions table, bumped by every write to a content table in the same transaction,
 * from any process). A request reads the versions first: a page rendered after a newer write is only
 * ever newer than its stamp says, never older, so an edit shows on the next request in every process.
 *
 * Two segments, so that a flood of addresses asked for once cannot push out the pages people read:
 * a new page waits in a small first-ask segment; asked for again (from there, or rendered again while
 * its address is still remembered among the last SEEN_PER_ENTRY × entries addresses rendered), it moves
 * to the main one. When the main segment is full, a page gets in only if it has been asked for more
 * often than the main segment's least recently used page (whose count drops by one at each refusal, so
 * a page nobody reads any more gives way in the end). A flood of addresses asked for once renders each
 * and keeps it a moment, but cannot push out a page read often.
 */
export class PageCache {
  readonly #firstAsk: Lru<string, CachedHtml>;
  readonly #main: Lru<string, CachedHtml>;
  /** How many times each address recently rendered (and not in the main segment) was rendered. */
  readonly #seen: Lru<string, number>;
  readonly #versions: ReturnType<typeof compileVersions>;

  constructor(
    readonly db: Kysely<Database>,
    maxEntries = PAGE_CACHE_ENTRIES,
    maxBytes = PAGE_CACHE_BYTES,
  ) {
    const firstEntries = Math.max(1, Math.round(maxEntries * FIRST_ASK_SHARE));
    const firstBytes = Math.round(maxBytes * FIRST_ASK_SHARE);
    this.#firstAsk = new Lru(firstEntries, costOf, firstBytes);
    this.#main = new Lru(Math.max(1, maxEntries - firstEntries), costOf, maxBytes - firstBytes);
    this.#seen = new Lru(SEEN_PER_ENTRY * maxEntries);
    this.#versions = compileVersions(db);
  }

  /** Every content table's version, as one string (one small query). */
  async stamp(): Promise<string> {
    const { rows } = await this.db.executeQuery(this.#versions);
    return rows.map((r) => `${r.name}:${r.version}`).join(',');
  }

  get(key: string, stamp: string): CachedHtml | undefined {
    const kept = this.#main.get(key);
    if (kept) {
      if (kept.stamp !== stamp) return undefined;
      kept.hits += 1;
      return kept;
    }
    const waiting = this.#firstAsk.peek(key);
    if (!waiting || waiting.stamp !== stamp) return undefined;
    waiting.hits += 1;
    this.#admit(key, waiting);
    return waiting;
  }

  /** Keeps a page rendered now: where its address already is (an edit re-renders a page in place), else in the first-ask segment, or the main one when asked for before. */
  set(key: string, stamp: string, status: number, html: Buffer): CachedHtml {
    const page: CachedHtml = { stamp, status, body: html, etag: etagOf(html), hits: 0 };
    const kept = this.#main.peek(key);
    if (kept) {
      page.hits = kept.hits;
      this.#main.set(key, page);
      return page;
    }
    const renders = (this.#seen.get(key) ?? 0) + 1;
    this.#seen.set(key, renders);
    page.hits = Math.max(renders - 1, this.#firstAsk.peek(key)?.hits ?? 0);
    this.#firstAsk.set(key, page);
    if (page.hits > 0) this.#admit(key, page);
    return page;
  }

  /** A page asked for again moves to the main segment, unless that would push out a page asked for more often. */
  #admit(key: string, page: CachedHtml) {
    if (this.#main.wouldEvict(costOf(page))) {
      const oldest = this.#main.oldest()?.[1];
      if (oldest && oldest.hits >= page.hits) {
        oldest.hits -= 1;
        this.#firstAsk.get(key); // stays, as the most recent of its segment
        return;
      }
    }
    this.#firstAsk.delete(key);
    this.#seen.delete(key);
    this.#main.set(key, page);
  }

  /** Pages kept, in both segments. */
  get size(): number {
    return this.#firstAsk.size + this.#main.size;
  }
}

const compileVersions = (db: Kysely<Database>) => db.selectFrom('content_versions').select(['name', 'version']).orderBy('name').compile();
