/*
 * The published consultancy directory: what the header's search needs of each consultancy, the fields
 * it matches and what a suggestion row shows, and nothing else. The server writes it from the database
 * as one static, content-hashed file in a compact form (DirectoryFile); the app fetches it with the
 * search modal's chunk and reads it back into entries. No zod here: this module is in page chunks.
 */
import type { Consultancy } from './consultancy';
import type { ReviewSummary } from './review';

/** The label every sample record carries wherever it shows (cards, detail pages, suggestions). */
export const SAMPLE_LABEL_TEXT = /*i18n*/ { id: 'sample.label', message: 'Sample listing' };
export const SAMPLE_LABEL = SAMPLE_LABEL_TEXT.message;
/**
 * The phone of every sample record: not a number in any real format, so nobody can be rung by
 * mistake (the sample directory is invented; a real-looking number may belong to a real person).
 */
export const SAMPLE_PHONE = 'None (sample listing)';

export interface DirectoryEntry {
  id: number;
  name: string;
  location: string;
  /** A sample record's invented rating (0 on a real record: its typed rating is never published). */
  rating: number;
  /** A real record's approved reviews: their mean and count (absent while there are none). */
  reviews?: ReviewSummary;
  verified: boolean;
  logo: string;
  specializations: string[];
  sample: boolean;
  /** The record's sound key (src/domain/soundKey.ts), by which a name typed in Devanagari finds it. */
  soundKey?: string;
}

/**
 * The file's body, compact: each consultancy is one row `[id, name, location, rating, reviews, flags,
 * logo, specializations, soundKey]`, where rating is a sample's invented rating or a real record's mean of
 * approved reviews, reviews their count (0 on a sample or with none yet: the rule in ./rating),
 * flags is 1 for verified plus 2 for a sample record, logo an index into
 * `logos`, specializations indexes into `specializations` (names and logos repeat across
 * thousands of records; the file is sent in brotli, which takes care of the rest), and soundKey the
 * record's sound key, written by the server ('' for none).
 */
export interface DirectoryFile {
  format: typeof DIRECTORY_FORMAT;
  logos: string[];
  specializations: string[];
  consultancies: DirectoryRow[];
}
export type DirectoryRow = [
  id: number,
  name: string,
  location: string,
  rating: number,
  reviews: number,
  flags: number,
  logo: number,
  specializations: number[],
  soundKey: string,
];
export const DIRECTORY_FORMAT = 4;

/** What GET /directory answers: where the current file is (relative to the API base), and its size. */
export interface DirectoryManifest {
  hash: string;
  file: string;
  count: number;
}

/** The hash in a file name: 22 base64url characters (128 bits of SHA-256). */
export const DIRECTORY_HASH_LENGTH = 22;
export const DIRECTORY_FILE_NAME_RE = /^([A-Za-z0-9_-]{22})\.json$/;
export const directoryFilePath = (hash: string) => `/directory/${hash}.json`;

/** A consultancy as a directory entry, its keys always in this order (what it rates by: the rule in ./rating). */
export function toDirectoryEntry(
  c: Pick<Consultancy, 'id' | 'name' | 'location' | 'rating' | 'reviews' | 'verified' | 'logo' | 'specializations' | 'sample'>,
): DirectoryEntry {
  const sample = c.sample === true;
  const reviews = !sample && c.reviews && c.reviews.count > 0 ? { reviews: { average: c.reviews.average, count: c.reviews.count } } : {};
  return {
    id: c.id,
    name: c.name,
    location: c.location,
    rating: sample ? c.rating : 0,
    ...reviews,
    verified: c.verified,
    logo: c.logo,
    specializations: [...c.specializations],
    sample,
  };
}

/** The file for these entries, in their order (the same entries always give the same file). */
export function encodeDirectory(entries: readonly DirectoryEntry[]): DirectoryFile {
  const logos = new Map<string, number>();
  const specializations = new Map<string, number>();
  const indexOf = (table: Map<string, number>, value: string) => {
    let i = table.get(value);
    if (i === undefined) table.set(value, (i = table.size));
    return i;
  };
  const consultancies = entries.map((e): DirectoryRow => [
    e.id,
    e.name,
    e.location,
    e.sample ? e.rating : (e.reviews?.average ?? 0),
    e.sample ? 0 : (e.reviews?.count ?? 0),
    (e.verified ? 1 : 0) + (e.sample ? 2 : 0),
    indexOf(logos, e.logo),
    e.specializations.map((s) => indexOf(specializations, s)),
    e.soundKey ?? '',
  ]);
  return { format: DIRECTORY_FORMAT, logos: [...logos.keys()], specializations: [...specializations.keys()], consultancies };
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isIndex = (v: unknown, table: readonly unknown[]): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < table.length;

/** The entries a fetched body holds, or null when it is not a directory file (treated as unreachable). */
export function decodeDirectory(body: unknown): DirectoryEntry[] | null {
  if (!body || typeof body !== 'object') return null;
  const { format, logos, specializations, consultancies } = body as Partial<Record<keyof DirectoryFile, unknown>>;
  if (format !== DIRECTORY_FORMAT || !isStringArray(logos) || !isStringArray(specializations) || !Array.isArray(consultancies)) return null;
  const entries: DirectoryEntry[] = [];
  for (const row of consultancies as unknown[]) {
    if (!Array.isArray(row) || row.length !== 9) return null;
    const [id, name, location, rating, count, flags, logo, specs, soundKey] = row as unknown[];
    if (typeof id !== 'number' || typeof name !== 'string' || typeof location !== 'string' || typeof rating !== 'number' || typeof flags !== 'number')
      return null;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    if (typeof soundKey !== 'string') return null;
    if (!isIndex(logo, logos) || !Array.isArray(specs) || !specs.every((i) => isIndex(i, specializations))) return null;
    const sample = (flags & 2) === 2;
    const reviews = !sample && count > 0 ? { reviews: { average: rating, count } } : {};
    entries.push({
      id,
      name,
      location,
      rating: sample ? rating : 0,
      ...reviews,
      verified: (flags & 1) === 1,
      logo: logos[logo],
      specializations: (specs as number[]).map((i) => specializations[i]),
      sample,
      ...(soundKey ? { soundKey } : {}),
    });
  }
  return entries;
}
