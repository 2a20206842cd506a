import { COMPARE_MAX } from '../config/constants';

/** What the address's `ids=` asks for: the ids to compare, and what was left out of them and why. */
export interface CompareRequest {
  ids: number[];
  /** Entries that are not an id at all (a word, a negative number). */
  unreadable: number;
  /** Ids beyond the first COMPARE_MAX. */
  beyondLimit: number;
}

/** Reads `?ids=1,2,3`: positive whole ids, each once, the first COMPARE_MAX of them. */
export function compareRequestFrom(search: string): CompareRequest {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids: number[] = [];
  let unreadable = 0;
  let beyondLimit = 0;
  for (const token of raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const id = /^\d{1,10}$/.test(token) ? Number(token) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) unreadable++;
    else if (ids.includes(id)) continue;
    else if (ids.length >= COMPARE_MAX) beyondLimit++;
    else ids.push(id);
  }
  return { ids, unreadable, beyondLimit };
}

/** The note for ids in the link whose consultancy is gone (deleted, or never there). */
export const noLongerListedNote = (n: number) =>
  n === 1 ? '1 consultancy in the link is no longer listed.' : `${n} consultancies in the link are no longer listed.`;
export const unreadableNote = (n: number) =>
  n === 1 ? '1 entry in the link is not a consultancy id and was left out.' : `${n} entries in the link are not consultancy ids and were left out.`;
export const beyondLimitNote = (n: number) =>
  `Only ${COMPARE_MAX} consultancies can be compared at once: ${n === 1 ? '1 more in the link was' : `${n} more in the link were`} left out.`;
