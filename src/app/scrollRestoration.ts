import { SCROLL_RESTORE_WAIT_MS } from '../config/constants';

/**
 * Scrolling on navigation, as a browser does it between documents (the router moves no scroll position):
 * - a link to a new page (a new history entry, or a redirect to another path) starts at the top of the
 *   page, or at the element its URL's hash names, below the sticky header;
 * - Back and Forward put each page back where the visitor left it, and so does a reload;
 * - a query rewritten in place on the same page (the list filters) keeps the position;
 * - focus that was lost with the old page (the link pressed is gone) goes to the new page's main
 *   region, or to the hash's element, so the next Tab starts there.
 * A page's content may arrive later than the navigation (its code, its data): a position or an element
 * not reachable yet is tried again as the page grows, for at most SCROLL_RESTORE_WAIT_MS, and given up
 * as soon as the visitor scrolls, presses or types. A restored position is held for that whole wait (not
 * only until first reached): content that arrives above it leaves the view where the visitor left it.
 *
 * Each history entry carries a key in its state; positions are kept by key, and in the tab's
 * sessionStorage when the document goes away (for a reload, or Back from another site).
 */

const STATE_KEY = 'scrollKey';
const STORAGE_KEY = 'gantavya.scroll-positions';
const KEPT_POSITIONS = 100;
/** The sticky header: a hash's element is placed below it. */
const STICKY_HEADER = '[data-part="header"]';
const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

type Job = { type: 'top' } | { type: 'hash'; id: string } | { type: 'restore'; y: number };

const keyOf = (state: unknown): string | null => {
  const key = state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_KEY] : null;
  return typeof key === 'string' ? key : null;
};

const freshKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function readPositions(storage: Storage | null): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? saved.filter((e): e is [string, number] => typeof e?.[0] === 'string' && Number.isFinite(e?.[1])) : []);
  } catch {
    return new Map();
  }
}

function sessionStore(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Installs the scroll handling in a window; returns the function that removes it. */
export function installScrollRestoration(win: Window = window): () => void {
  const { history, document } = win;
  const storage = sessionStore(win);
  const previousSetting = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  const positions = readPositions(storage);
  let rewritingState = false;

  /** Writes `key` into the current entry's state (a state that is not an object cannot carry one). */
  const markEntry = (key: string) => {
    const state: unknown = history.state;
    if (state !== null && typeof state !== 'object') return;
    rewritingState = true;
    try {
      history.replaceState({ ...(state ?? {}), [STATE_KEY]: key }, '');
    } finally {
      rewritingState = false;
    }
  };
  const here = () => ({ path: win.location.pathname, hash: decodeURIComponent(win.location.hash.slice(1)) });

  let current = keyOf(history.state) ?? '';
  const restoreOnStart = current !== '' && positions.has(current) && win.scrollY === 0 ? positions.get(current)! : null;
  if (!current) {
    current = freshKey();
    markEntry(current);
  }
  let where = here();

  const scrollToY = (y: number) => win.scrollTo({ top: Math.max(0, y), left: 0, behavior: 'instant' });
  const focusLost = () => {
    const active = document.activeElement;
    return !active || active === document.body || active.matches('main');
  };
  const focusQuietly = (el: HTMLElement) => {
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };

  let job: Job | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mutations = new MutationObserver(() => attempt());
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => attempt());
  const root = document.documentElement;
  const stop = () => {
    if (job?.type === 'restore') root.style.removeProperty('overflow-anchor');
    job = null;
    clearTimeout(timer);
    mutations.disconnect();
    resizes?.disconnect();
    for (const type of INTERRUPTIONS) win.removeEventListener(type, stop, true);
  };
  /** One try at the pending job: done once the position is reached or the element is there. */
  function attempt() {
    if (!job) return;
    if (job.type === 'top') {
      scrollToY(0);
      stop();
    } else if (job.type === 'restore') {
      // Held for the whole wait, not only until reached: content arriving above the position (a list
      // from the API in place of its placeholder) would otherwise carry the view down with whatever
      // was in it (the footer), as the browser's scroll anchoring keeps that in place.
      if (Math.abs(win.scrollY - job.y) > 1) scrollToY(job.y);
    } else {
      const el = document.getElementById(job.id);
      if (!el) return;
      const header = document.querySelector(STICKY_HEADER);
      scrollToY(el.getBoundingClientRect().top + win.scrollY - (header?.getBoundingClientRect().height ?? 0));
      if (focusLost()) focusQuietly(el);
      stop();
    }
  }
  const start = (next: Job) => {
    stop();
    // The top is not held: nothing arrives above it, and a scroll the visitor's tools make without an
    // input event (a screen reader moving to the next line) must not be undone.
    job = next.type === 'restore' && next.y <= 0 ? { type: 'top' } : next;
    // While a position is being restored, the browser's anchoring does not move it.
    if (job.type === 'restore') root.style.setProperty('overflow-anchor', 'none');
    attempt();
    if (!job) return;
    mutations.observe(document.body, { childList: true, subtree: true });
    resizes?.observe(document.documentElement);
    timer = setTimeout(stop, SCROLL_RESTORE_WAIT_MS);
    for (const type of INTERRUPTIONS) win.addEventListener(type, stop, { capture: true, passive: true });
  };
  const newPage = () => {
    start(where.hash ? { type: 'hash', id: where.hash } : { type: 'top' });
    // Once the new page is rendered: focus lost with the old page goes to the new page's main region.
    (win.requestAnimationFrame ?? ((f: () => void) => setTimeout(f)))(() => {
      const main = document.querySelector<HTMLElement>('main[tabindex="-1"]');
      if (main && focusLost() && document.activeElement !== main) main.focus({ preventScroll: true });
    });
  };

  const onScroll = () => positions.set(current, win.scrollY);
  const onPush = () => {
    if (rewritingState) return;
    positions.set(current, win.scrollY);
    current = freshKey();
    markEntry(current);
    where = here();
    newPage();
  };
  const onReplace = () => {
    if (rewritingState) return;
    // The same entry with a new address: it keeps its key.
    markEntry(current);
    const before = where;
    where = here();
    if (where.path !== before.path) newPage();
    else if (where.hash && where.hash !== before.hash) start({ type: 'hash', id: where.hash });
  };
  const onPop = () => {
    const before = where;
    where = here();
    const key = keyOf(history.state);
    if (!key) {
      // A fragment link the browser followed itself (it has scrolled), or an entry from before.
      current = freshKey();
      markEntry(current);
      if (where.path !== before.path) newPage();
      return;
    }
    current = key;
    start({ type: 'restore', y: positions.get(key) ?? 0 });
  };
  const save = () => {
    // A position still being restored is the one to keep (the page may not have grown to it yet).
    positions.set(current, job?.type === 'restore' ? job.y : win.scrollY);
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_POSITIONS)));
    } catch {
      // Storage full or refused: positions are kept for this document only.
    }
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('pushState', onPush);
  win.addEventListener('replaceState', onReplace);
  win.addEventListener('popstate', onPop);
  win.addEventListener('pagehide', save);
  if (restoreOnStart !== null) start({ type: 'restore', y: restoreOnStart });

  return () => {
    stop();
    save();
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('pushState', onPush);
    win.removeEventListener('replaceState', onReplace);
    win.removeEventListener('popstate', onPop);
    win.removeEventListener('pagehide', save);
    history.scrollRestoration = previousSetting;
  };
}
