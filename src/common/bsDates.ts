import { createContext } from 'react';
import type { BsDate } from '../domain/bsText';
import type { BsLookup } from '../domain/dateText';

/**
 * Where the dates on a page find their Bikram Sambat days. The converter (nepali-date-converter's table,
 * src/domain/bikramSambat.ts) is not part of any page's first load: the server converts every day it
 * writes and puts the days into the page (a script element, like the first data); the browser hydrates
 * with those, so its first render writes exactly what the server wrote, and loads the converter after
 * hydration, on Nepali pages only, for the dates that come later (another page, an answer from the API).
 */
export interface BsDates {
  lookup: BsLookup;
  /** For useSyncExternalStore: called when the converter has loaded (dates unknown before may be known now). */
  subscribe(listener: () => void): () => void;
  /** Changes when the converter has loaded. */
  version(): number;
  /** Loads the converter once (the server has it at hand). */
  load(): Promise<void>;
}

/** The days the server wrote, as the page carries them: [year, month, day] in BS, or null outside the table. */
export type BsDaysRecord = Record<string, [number, number, number] | null>;

/** The id of the script element that carries the server's BS days into the page. */
export const BS_DATES_ELEMENT_ID = 'bs-dates';

type Convert = (isoDay: string) => BsDate | null;

/** The server render's: the converter at hand, and every day it converts recorded for the page to carry. */
export function recordingBsDates(convert: Convert): BsDates & { record(): BsDaysRecord } {
  const written: BsDaysRecord = {};
  return {
    lookup(isoDay) {
      const bs = convert(isoDay);
      written[isoDay] = bs ? [bs.year, bs.month, bs.day] : null;
      return bs;
    },
    subscribe: () => () => undefined,
    version: () => 0,
    load: () => Promise.resolve(),
    record: () => written,
  };
}

/*
 * The booking's code imports the converter too, so the bundler keeps it in the pages' `shared` chunk (and
 * says so in the build: the import does not move it); the search dialog's code loads that chunk right after
 * hydration on every page anyway, so this costs no extra download.
 */
const loadConverter = (): Promise<Convert> => import('../domain/bikramSambat').then((m) => m.adToBs);

/** The browser's: the days the page carries first, then the converter once it has loaded (a chunk of its own). */
export function browserBsDates(load: () => Promise<Convert> = loadConverter): BsDates & { seed(record: BsDaysRecord): void } {
  const known = new Map<string, BsDate | null>();
  const listeners = new Set<() => void>();
  let convert: Convert | null = null;
  let loading: Promise<void> | null = null;
  let version = 0;
  return {
    lookup: (isoDay) => (known.has(isoDay) ? known.get(isoDay) : convert ? convert(isoDay) : undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    load() {
      loading ??= load().then(
        (c) => {
          convert = c;
          version += 1;
          listeners.forEach((l) => l());
        },
        (e: unknown) => {
          // A chunk that could not load is tried again by the next date that asks.
          loading = null;
          throw e;
        },
      );
      return loading;
    },
    seed(record) {
      for (const [day, bs] of Object.entries(record)) known.set(day, bs ? { year: bs[0], month: bs[1], day: bs[2] } : null);
    },
  };
}

/** The browser's one store (tests render without a server too: they wait for the converter). */
export const pageBsDates = browserBsDates();

/** The BS days the server put into the page, into the browser's store (before hydration). */
export function readBsDates(doc: Document, dates = pageBsDates) {
  const text = doc.getElementById(BS_DATES_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    dates.seed(JSON.parse(text) as BsDaysRecord);
  } catch {
    // A page without its days: its Nepali dates show the Gregorian date until the converter has loaded.
  }
}

/** The dates' source for the tree: the server render provides its recording one. */
export const BsDatesContext = createContext<BsDates>(pageBsDates);
