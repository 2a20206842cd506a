/**
 * A fact record's key and how many can be read at once, without the fact schemas (and so without the
 * validation library): pages that only read facts by key (an article's embedded facts) need just these.
 */
export const FACT_KEY_RE = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** At most this many facts are read by key at once (and embedded in one text). */
export const MAX_FACT_KEYS = 50;
