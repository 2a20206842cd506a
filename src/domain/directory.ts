/*
 * The published consultancy directory: what the header's search needs of each consultancy (the fields
 * it matches and what a suggestion row shows), plus the exams a consultancy prepares for (the exam
 * pages list those). The server writes it from the database as one static, content-hashed file; the
 * app fetches it with the search modal's chunk. No zod here: this module is in page chunks.
 */
import type { ExamName } from './catalog';
import type { Consultancy } from './consultancy';

/** The label every sample record carries wherever it shows (cards, detail pages, suggestions). */
export const SAMPLE_LABEL = 'Sample listing';
/**
 * The phone of every sample record: not a number in any real format, so nobody can be rung by
 * mistake (the sample directory is invented; a real-looking number may belong to a real person).
 */
export const SAMPLE_PHONE = 'None (sample listing)';

export interface DirectoryEntry {
  id: number;
  name: string;
  location: string;
  rating: number;
  verified: boolean;
  logo: string;
  specializations: string[];
  testPreparation: ExamName[];
  sample: boolean;
}

/** The file's body. */
export interface DirectoryFile {
  consultancies: DirectoryEntry[];
}

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

/** A consultancy as a directory entry, its keys always in this order (the same record gives the same bytes). */
export function toDirectoryEntry(c: Pick<Consultancy, 'id' | 'name' | 'location' | 'rating' | 'verified' | 'logo' | 'specializations' | 'testPreparation' | 'sample'>): DirectoryEntry {
  return {
    id: c.id,
    name: c.name,
    location: c.location,
    rating: c.rating,
    verified: c.verified,
    logo: c.logo,
    specializations: [...c.specializations],
    testPreparation: [...(c.testPreparation ?? [])],
    sample: c.sample === true,
  };
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Whether a fetched body has the file's shape (a body that does not is treated as unreachable). */
export function isDirectoryFile(body: unknown): body is DirectoryFile {
  if (!body || typeof body !== 'object') return false;
  const list = (body as { consultancies?: unknown }).consultancies;
  return (
    Array.isArray(list) &&
    list.every((e: Partial<Record<keyof DirectoryEntry, unknown>> | null) =>
      Boolean(e) &&
      typeof e!.id === 'number' &&
      typeof e!.name === 'string' &&
      typeof e!.location === 'string' &&
      typeof e!.rating === 'number' &&
      typeof e!.verified === 'boolean' &&
      typeof e!.logo === 'string' &&
      isStringArray(e!.specializations) &&
      isStringArray(e!.testPreparation) &&
      typeof e!.sample === 'boolean',
    )
  );
}
