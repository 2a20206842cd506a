import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DIRECTORY_HASH_LENGTH,
  decodeDirectory,
  directoryFilePath,
  encodeDirectory,
  toDirectoryEntry,
  type DirectoryEntry,
  type DirectoryManifest,
} from '../src/domain/directory';
import type { Consultancy } from '../src/domain/consultancy';
import { withSoundKey } from '../src/domain/soundKey';
import { compileVersionQuery } from './list-cache';
import type { Database } from './db/schema';

/** The published directory at one content version: the file's bytes, its hash and its manifest. */
export interface PublishedDirectory {
  version: number;
  hash: string;
  body: Buffer;
  manifest: DirectoryManifest;
}

/** A content hash of the bytes: base64url SHA-256, cut to DIRECTORY_HASH_LENGTH characters (128 bits). */
export const directoryHash = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, DIRECTORY_HASH_LENGTH);

/**
 * The file's bytes from the consultancy rows, ordered by id: the same rows always give the same bytes.
 * Each entry carries its sound key, made here, so the browser only works out the key of what is typed.
 */
export function directoryBody(rows: ReadonlyArray<{ id: number; data: string }>): Buffer {
  const entries = rows.map((r) => withSoundKey(toDirectoryEntry({ ...(JSON.parse(r.data) as Omit<Consultancy, 'id'>), id: Number(r.id) })));
  return Buffer.from(JSON.stringify(encodeDirectory(entries)));
}

/**
 * The consultancy directory as a static, content-hashed file, made from the database on demand.
 * The consultancies' row in content_versions goes up with every write to the table (a trigger, in
 * the write's own transaction), so a request reads that version first and rebuilds only when it
 * moved. The version and the rows are read in one snapshot (a repeatable-read transaction), so a
 * version always stands for one set of rows: every API process on one database makes the same
 * bytes, and so the same hash, for the same version. The copy kept here is only the latest one
 * this process made, used while the version stays where it was.
 */
export class DirectoryPublisher {
  #latest: PublishedDirectory | null = null;
  readonly #versionQuery;

  constructor(readonly db: Kysely<Database>) {
    this.#versionQuery = compileVersionQuery(db, 'consultancies');
  }

  /** The directory at the database's current version. */
  async current(): Promise<PublishedDirectory> {
    const { rows } = await this.db.executeQuery(this.#versionQuery);
    const version = Number(rows[0]?.version);
    if (this.#latest && this.#latest.version === version) return this.#latest;
    const built = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows: v } = await trx.executeQuery(compileVersionQuery(trx, 'consultancies'));
        const items = await trx.selectFrom('consultancies').select(['id', 'data']).orderBy('id', 'asc').execute();
        return { version: Number(v[0]?.version), items };
      });
    const body = directoryBody(built.items);
    const hash = directoryHash(body);
    const published: PublishedDirectory = { version: built.version, hash, body, manifest: { hash, file: directoryFilePath(hash), count: built.items.length } };
    // A request that read an older version while another one saw a newer one keeps the newer copy.
    if (!this.#latest || this.#latest.version <= published.version) this.#latest = published;
    return published;
  }

  /** The directory's entries at the database's current version, decoded once per version (the search stand-in's suggestions match them). */
  async entries(): Promise<readonly DirectoryEntry[]> {
    const current = await this.current();
    if (this.#entries?.hash !== current.hash) {
      this.#entries = { hash: current.hash, entries: decodeDirectory(JSON.parse(current.body.toString('utf8'))) ?? [] };
    }
    return this.#entries.entries;
  }

  #entries: { hash: string; entries: readonly DirectoryEntry[] } | null = null;
}
