/** The business constants (Constants in docs/behaviours.md): one source, used from here. */
export const MAX_SUGGESTIONS = 8;
export const SCROLL_DELAY_MS = 500;
export const HIGHLIGHT_DURATION_MS = 3000;
export const API_TIMEOUT_MS = 10000;
export const API_RETRY_ATTEMPTS = 3;
/** How long a CSV import's preview or apply may take (thousands of rows) before the page gives up waiting. */
export const IMPORT_TIMEOUT_MS = 60_000;
/**
 * A remote read (the resource statechart) that fails for a passing reason (no connection, a timeout,
 * a 5xx or a 429) is made again this many times before the page shows the failure or the fallback.
 */
export const RESOURCE_RETRY_ATTEMPTS = API_RETRY_ATTEMPTS;
/** The wait before the first automatic retry of a remote read; it doubles for each further one. */
export const RESOURCE_RETRY_DELAY_MS = 300;
export const QUICK_SEARCH_CATEGORIES = ['Consultancies', 'Universities', 'Courses', 'Scholarships'] as const;
export type QuickSearchCategory = (typeof QUICK_SEARCH_CATEGORIES)[number];
export const COPYRIGHT_YEAR = 2025;
/** A failed page chunk reloads once; a second failure within this window shows the error screen. */
export const CHUNK_RELOAD_WINDOW_MS = 10000;
/**
 * After a navigation, a scroll position (Back, Forward) or a hash's element that the page cannot reach
 * yet (its code or data is still coming) is tried again as the page grows, for at most this long.
 */
export const SCROLL_RESTORE_WAIT_MS = 10000;
/** The compare tray holds at most this many consultancies (the compare page shows as many). */
export const COMPARE_MAX = 4;
/** Why a fifth consultancy is not added to the compare tray (shown and announced). */
export const compareFullMessage = (name: string) =>
  `${name} was not added: the compare tray holds at most ${COMPARE_MAX} consultancies. Remove one from the tray first.`;
/** The shortlist keeps at most this many saved items (it lives in the browser's storage). */
export const SHORTLIST_MAX = 60;
export const shortlistFullMessage = (name: string, max = SHORTLIST_MAX) =>
  `${name} was not saved: the shortlist holds at most ${max} items. Remove one from your shortlist first.`;
/** Rows on one page of an admin list (bookings, messages, the content lists). */
export const ADMIN_PAGE_SIZE = 20;
/** Articles on one page of the blog. */
export const BLOG_PAGE_SIZE = 9;
/** Items on one page of a catalogue list (universities, courses). */
export const CATALOGUE_PAGE_SIZE = 12;
