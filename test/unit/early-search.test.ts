import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_SEARCH_PAUSE_MS,
  EARLY_SEARCH_GLOBAL,
  EARLY_SEARCH_IDS,
  EARLY_SEARCH_SCRIPT,
  SEARCH_TRIGGER_SELECTOR,
  EARLY_SEARCH_PICK_KEY,
  driveSearchEarly,
  handOverEarlySearch,
  type EarlySearch,
} from '../../src/app/earlySearch';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, takeEarlyInput } from '../../src/app/earlyInput';
import { closeEarlySearch, earlySearchOptionId } from '../../src/common/header/earlySearchStandIn';
import { takeEarlySearchPick } from '../../src/app/earlySearchHandOver';
import { CONNECTION_RECHECK_MS } from '../../src/common/connection';

/** The header's Search button, the home page's entry and the stand-in, as the server renders them (Nepali page). */
const SERVER_PAGE = `
  <header>
    <button id="header-search-button" type="button" aria-haspopup="dialog" aria-expanded="false" data-scope="search" data-part="trigger" data-state="closed">खोज्नुहोस्</button>
    <button id="other" type="button">अरू</button>
  </header>
  <template id="${EARLY_SEARCH_IDS.template}"><dialog id="${EARLY_SEARCH_IDS.dialog}" aria-labelledby="${EARLY_SEARCH_IDS.title}">
    <div>
      <h2 id="${EARLY_SEARCH_IDS.title}">खोज्नुहोस्</h2>
      <button type="button" id="${EARLY_SEARCH_IDS.close}" aria-label="खोज बन्द गर्नुहोस्">×</button>
      <form method="get" action="/ne/consultancies" role="search"><input id="${EARLY_SEARCH_IDS.input}" name="search" type="search" role="combobox" aria-expanded="false" aria-controls="${EARLY_SEARCH_IDS.listbox}"></form>
      <ul id="${EARLY_SEARCH_IDS.listbox}" role="listbox" hidden data-suggest="/search-suggestions?locale=ne"></ul>
      <div id="${EARLY_SEARCH_IDS.live}" role="status" aria-live="polite"></div>
      <p id="${EARLY_SEARCH_IDS.offline}" hidden>तपाईं अफलाइन हुनुहुन्छ।</p>
      <a id="quick" href="/ne/consultancies?category=universities">विश्वविद्यालय</a>
    </div>
  </dialog></template>
  <main><button id="home-search-entry" type="button" aria-haspopup="dialog" aria-expanded="false" data-scope="search" data-part="hero-search">खोज</button></main>`;

const trigger = () => document.getElementById('header-search-button')!;
const dialog = () => document.getElementById(EARLY_SEARCH_IDS.dialog) as HTMLDialogElement;
/** Open: on the page (the stand-in is there only while open) and open. */
const input = () => document.getElementById(EARLY_SEARCH_IDS.input) as HTMLInputElement;
const form = () => input().form!;
const isOpen = () => dialog() !== null && dialog().hasAttribute('open');
const submit = () => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
};

/** A browser's modal dialog, as far as the stand-in uses it (jsdom has none): `open`, and a `close` event when it closes. */
function withNativeDialog() {
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('open');
    },
  });
  proto.showModal = function (this: HTMLElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    delete proto.showModal;
    delete proto.close;
    delete proto.open;
  };
}

const started: EarlySearch[] = [];
const drive = () => {
  const early = driveSearchEarly(document, EARLY_SEARCH_IDS, SEARCH_TRIGGER_SELECTOR, EARLY_SEARCH_PICK_KEY, EARLY_SEARCH_PAUSE_MS, CONNECTION_RECHECK_MS);
  started.push(early);
  return early;
};
// A form's or a link's default action would navigate the test's document away: keep it.
const stayOnPage = (event: Event) => event.preventDefault();

beforeEach(() => {
  document.body.innerHTML = SERVER_PAGE;
  // The stand-in asks once the typing pauses: the tests move its clock (vi.waitFor moves it too).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  started.splice(0).forEach((early) => early.handOver());
  handOverEarlySearch(window);
  document.removeEventListener('click', stayOnPage);
  delete (window as unknown as Record<string, unknown>)[EARLY_SEARCH_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the search answers a press before its code has arrived', () => {
  it('a press on Search opens the stand-in at once, says so on the button and puts focus in its text box', () => {
    drive();
    // Until it opens, the page holds none of it (its text box is no field of the page's).
    expect(dialog()).toBeNull();
    expect(document.querySelectorAll('input')).toHaveLength(0);
    trigger().click();
    expect(isOpen()).toBe(true);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(EARLY_SEARCH_IDS.dialog);
    expect(document.activeElement).toBe(input());
  });

  it('once used (its suggestions in with no other question waiting, or closed, or searched) it starts the download of the search’s code (the links the server held for it), once; not at the opening', async () => {
    const preload = `<template id="${EARLY_SEARCH_IDS.preload}"><link rel="modulepreload" crossorigin href="/assets/SearchModal-x.js"></template>`;
    const held = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    document.body.insertAdjacentHTML('beforeend', preload);
    const questions = heldFetch();
    drive();
    trigger().click();
    // Open: the first question for suggestions goes first, and one typed meanwhile goes before the code too.
    type('ka');
    type('kat');
    expect(held()).toEqual([]);
    questions[0].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(questions).toHaveLength(2));
    await settle();
    expect(held()).toEqual([]);
    questions[1].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(held()).toEqual(['/assets/SearchModal-x.js']));
    expect(document.getElementById(EARLY_SEARCH_IDS.preload)).toBeNull();
    document.getElementById(EARLY_SEARCH_IDS.close)!.click();
    trigger().click();
    expect(held()).toHaveLength(1);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    vi.unstubAllGlobals();
    // Closed without a question, or a question that fails: it starts too.
    for (const use of [() => document.getElementById(EARLY_SEARCH_IDS.close)!.click(), () => submit(), () => type('x')]) {
      started.splice(0).forEach((early) => early.handOver());
      document.body.innerHTML = SERVER_PAGE + preload;
      const failing = heldFetch();
      drive();
      trigger().click();
      use();
      failing.forEach((q) => q.fail());
      await vi.waitFor(() => expect(held()).toEqual(['/assets/SearchModal-x.js']));
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      vi.unstubAllGlobals();
    }
  });

  it('the home page’s search entry opens it too, and the press goes no further', () => {
    drive();
    const pressed = vi.fn();
    document.addEventListener('click', pressed);
    document.getElementById('home-search-entry')!.click();
    expect(isOpen()).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    document.removeEventListener('click', pressed);
  });

  it('Enter submits the trimmed text; blank text is not submitted', () => {
    drive();
    trigger().click();
    input().value = '   ';
    expect(submit().defaultPrevented).toBe(true);
    input().value = '  Pokhara ';
    expect(submit().defaultPrevented).toBe(false);
    expect(input().value).toBe('Pokhara');
  });

  it('its form is submitted now, not held by the early-input holder, which still holds the page’s other buttons', () => {
    // What the browser does with the inline scripts at the top of the body, in their order.
    new Function(EARLY_SEARCH_SCRIPT)();
    new Function(EARLY_INPUT_SCRIPT)();
    trigger().click();
    expect(isOpen()).toBe(true);
    expect(trigger().hasAttribute('aria-busy')).toBe(false);
    input().value = 'Pokhara';
    // The holder would stop the submission (to replay it once the page is live): it goes ahead now.
    expect(submit().defaultPrevented).toBe(false);
    const other = document.getElementById('other')!;
    other.click();
    expect(other.getAttribute('aria-busy')).toBe('true');
    takeEarlyInput(window).release();
    expect(handOverEarlySearch(window)).toEqual({ open: true, opener: 'header-search-button' });
  });

  it('the close button, a press on the backdrop and a history step close it; focus goes back to the button that opened it', () => {
    drive();
    trigger().click();
    document.getElementById(EARLY_SEARCH_IDS.close)!.click();
    expect(isOpen()).toBe(false);
    // Closed, it is off the page again.
    expect(dialog()).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
    const entry = document.getElementById('home-search-entry')!;
    entry.click();
    dialog().click();
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(entry);
    trigger().click();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(isOpen()).toBe(false);
  });

  it('a press inside it (on its text box) leaves it open, and a quick link followed closes it', () => {
    document.addEventListener('click', stayOnPage);
    drive();
    trigger().click();
    input().click();
    expect(isOpen()).toBe(true);
    document.getElementById('quick')!.click();
    expect(isOpen()).toBe(false);
  });

  it('where the browser closes it (Escape on a modal dialog), the button says it is closed and has focus again', () => {
    const restore = withNativeDialog();
    try {
      drive();
      trigger().click();
      expect(isOpen()).toBe(true);
      dialog().close();
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(trigger());
    } finally {
      restore();
    }
  });

  it('the hand-over says the stand-in is open and who opened it, once; from then on a press reaches the page’s own code', () => {
    drive();
    const early = started[0]!;
    document.getElementById('home-search-entry')!.click();
    expect(early.handOver()).toEqual({ open: true, opener: 'home-search-entry' });
    expect(early.handOver()).toEqual({ open: false, opener: null });
    const pressed = vi.fn();
    trigger().addEventListener('click', pressed);
    trigger().click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('handed over open, it stays open and keeps what is typed until the search dialog takes the text, which closes it without moving focus to the button', () => {
    const early = drive();
    trigger().click();
    input().value = 'ka';
    early.handOver();
    expect(isOpen()).toBe(true);
    // Typed while the search dialog renders.
    input().value = 'kath';
    expect(closeEarlySearch(document)).toBe('kath');
    expect(isOpen()).toBe(false);
    expect(input()).toBeNull();
    expect(document.activeElement).not.toBe(trigger());
    expect(closeEarlySearch(document)).toBeNull();
  });

  it('a stand-in closed again before the hand-over is handed over closed', () => {
    const early = drive();
    trigger().click();
    document.getElementById(EARLY_SEARCH_IDS.close)!.click();
    expect(early.handOver().open).toBe(false);
    expect(closeEarlySearch(document)).toBeNull();
  });

  it('a page without the stand-in (the admin area) lets a press through', () => {
    document.body.innerHTML = '<button id="x" type="button" aria-haspopup="dialog" data-scope="search">x</button>';
    drive();
    const pressed = vi.fn();
    document.getElementById('x')!.addEventListener('click', pressed);
    document.getElementById('x')!.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('a page without the inline script (a test, an old page) hands over nothing open', () => {
    expect(handOverEarlySearch(window)).toEqual({ open: false, opener: null });
  });
});

/** The server's answer for a text: options as GET /search-suggestions writes them (their id, pick address and consultancy). */
const answer = (names: string[], ids = names.map((_, i) => i + 1)) => ({
  count: names.length,
  html: names
    .map(
      (name, i) =>
        `<li id="${earlySearchOptionId(i)}" role="option" aria-selected="false" data-consultancy-id="${ids[i]}" data-href="/ne/consultancies?search=${encodeURIComponent(name)}">${name}</li>`,
    )
    .join(''),
  live: names.length ? `${names.length} सुझाव` : 'मेल खाएन',
});

/** A fetch whose answers the test releases, one per question, in any order. */
function heldFetch() {
  const questions: Array<{ url: string; reply: (body: unknown, status?: number) => void; fail: () => void }> = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve, reject) => {
        questions.push({
          url,
          reply: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return questions;
}

/** The text box's text becomes `text` (letters typed in one go), and the typing does not pause. */
const typeInOneGo = (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
};
/** The text box's text becomes `text`, and then the typing pauses. */
const type = (text: string) => {
  typeInOneGo(text);
  vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS);
};
const key = (name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  input().dispatchEvent(event);
  return event;
};
const listbox = () => document.getElementById(EARLY_SEARCH_IDS.listbox) as HTMLElement;
const shownOptions = () => (listbox().hidden ? [] : Array.from(listbox().querySelectorAll('[role="option"]')).map((o) => o.textContent));
const settle = () => vi.waitFor(() => undefined);

describe('the search’s stand-in shows the server’s suggestions before the search’s code has arrived', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('typing asks the server for the text in the page’s language and shows its options as a listbox, and the live region says how many', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('kath');
    expect(questions.map((q) => q.url)).toEqual(['/search-suggestions?locale=ne&q=kath']);
    questions[0].reply(answer(['Kathmandu Hub', 'Kathmandu Gate']));
    await vi.waitFor(() => expect(shownOptions()).toEqual(['Kathmandu Hub', 'Kathmandu Gate']));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(EARLY_SEARCH_IDS.live)!.textContent).toBe('2 सुझाव');
  });

  it('letters typed in one go are one question, asked for the text as it stands once the typing pauses; closed or handed over before the pause ends, nothing is asked', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    typeInOneGo('k');
    vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS - 1);
    typeInOneGo('ka');
    vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS - 1);
    expect(questions).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(questions.map((q) => q.url)).toEqual(['/search-suggestions?locale=ne&q=ka']);
    questions[0].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(shownOptions()).toEqual(['Kathmandu Hub']));
    typeInOneGo('kat');
    document.getElementById(EARLY_SEARCH_IDS.close)!.click();
    vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS);
    trigger().click();
    typeInOneGo('pok');
    started[0]!.handOver();
    vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS);
    expect(questions).toHaveLength(1);
  });

  it('one question is on its way at a time: text typed meanwhile is asked when the answer comes, the latest only, and only the answer to the latest text shows; no match hides the list and says so', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('ka');
    type('kat');
    type('kaz');
    expect(questions.map((q) => q.url)).toEqual(['/search-suggestions?locale=ne&q=ka']);
    questions[0].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(questions).toHaveLength(2));
    expect(questions[1].url).toBe('/search-suggestions?locale=ne&q=kaz');
    await settle();
    expect(shownOptions()).toEqual([]);
    questions[1].reply(answer([]));
    await vi.waitFor(() => expect(document.getElementById(EARLY_SEARCH_IDS.live)!.textContent).toBe('मेल खाएन'));
    await settle();
    expect(shownOptions()).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(questions).toHaveLength(2);
  });

  it('a question that fails still lets the latest text be asked; text typed before the stand-in closes, or cleared, is not asked', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('po');
    type('pok');
    questions[0].fail();
    await vi.waitFor(() => expect(questions).toHaveLength(2));
    expect(questions[1].url).toBe('/search-suggestions?locale=ne&q=pok');
    type('pokh');
    type('');
    questions[1].reply(answer(['Pokhara Hub']));
    await settle();
    expect(questions).toHaveLength(2);
    expect(shownOptions()).toEqual([]);
    type('ka');
    await vi.waitFor(() => expect(questions).toHaveLength(3));
    type('kat');
    document.getElementById(EARLY_SEARCH_IDS.close)!.click();
    questions[2].reply(answer(['Kathmandu Hub']));
    await settle();
    expect(questions).toHaveLength(3);
  });

  it('blank text asks nothing and clears the list; an unreachable server shows none, and Enter still submits the text', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('ka');
    questions[0].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(shownOptions()).toEqual(['Kathmandu Hub']));
    type('   ');
    expect(questions).toHaveLength(1);
    expect(shownOptions()).toEqual([]);
    type('pokhara');
    questions[1].fail();
    await settle();
    expect(shownOptions()).toEqual([]);
    expect(submit().defaultPrevented).toBe(false);
    expect(input().value).toBe('pokhara');
  });

  it('offline, a question that cannot reach the server shows a note that the connection is gone (said in the live region too), and the latest text is asked again when the connection is back; its answer hides the note', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    const note = () => document.getElementById(EARLY_SEARCH_IDS.offline)!;
    expect(note().hidden).toBe(true);
    type('ka');
    questions[0].fail();
    await vi.waitFor(() => expect(note().hidden).toBe(false));
    expect(document.getElementById(EARLY_SEARCH_IDS.live)!.textContent).toBe('तपाईं अफलाइन हुनुहुन्छ।');
    expect(shownOptions()).toEqual([]);
    // Typed meanwhile: that text is the one asked again.
    type('kat');
    questions[1].fail();
    window.dispatchEvent(new Event('online'));
    // Asked once the failure is in (one question is on its way at a time) and the typing pause has passed.
    await vi.waitFor(() => {
      vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS);
      expect(questions).toHaveLength(3);
    });
    expect(questions.map((q) => q.url)).toEqual([
      '/search-suggestions?locale=ne&q=ka',
      '/search-suggestions?locale=ne&q=kat',
      '/search-suggestions?locale=ne&q=kat',
    ]);
    questions[2].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(shownOptions()).toEqual(['Kathmandu Hub']));
    expect(note().hidden).toBe(true);
    expect(document.getElementById(EARLY_SEARCH_IDS.live)!.textContent).toBe('1 सुझाव');
    // Back online, the event asks nothing more.
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(CONNECTION_RECHECK_MS + EARLY_SEARCH_PAUSE_MS);
    expect(questions).toHaveLength(3);
  });

  it('offline where the browser never says the connection is back (a Wi-Fi without internet), the latest text is asked again at each check; closed or handed over, nothing more is asked', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('po');
    questions[0].fail();
    await vi.waitFor(() => expect(document.getElementById(EARLY_SEARCH_IDS.offline)!.hidden).toBe(false));
    vi.advanceTimersByTime(CONNECTION_RECHECK_MS - 1);
    expect(questions).toHaveLength(1);
    vi.advanceTimersByTime(1 + EARLY_SEARCH_PAUSE_MS);
    expect(questions).toHaveLength(2);
    expect(questions[1].url).toBe('/search-suggestions?locale=ne&q=po');
    questions[1].fail();
    await vi.waitFor(() => expect(document.getElementById(EARLY_SEARCH_IDS.offline)!.hidden).toBe(false));
    // Closed: the note goes with the stand-in, and no check asks again.
    document.getElementById(EARLY_SEARCH_IDS.close)!.click();
    vi.advanceTimersByTime(3 * CONNECTION_RECHECK_MS);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS);
    expect(questions).toHaveLength(2);
    // Opened afresh, the note is hidden until a question fails again; handed over, nothing is asked again.
    trigger().click();
    expect(document.getElementById(EARLY_SEARCH_IDS.offline)!.hidden).toBe(true);
    type('pok');
    await vi.waitFor(() => expect(questions).toHaveLength(3));
    questions[2].fail();
    await vi.waitFor(() => expect(document.getElementById(EARLY_SEARCH_IDS.offline)!.hidden).toBe(false));
    started[0]!.handOver();
    vi.advanceTimersByTime(3 * CONNECTION_RECHECK_MS);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(EARLY_SEARCH_PAUSE_MS);
    expect(questions).toHaveLength(3);
  });

  it('a refusal from the server (not a lost connection) shows no offline note', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('ka');
    questions[0].reply({ error: 'busy' }, 503);
    await settle();
    expect(document.getElementById(EARLY_SEARCH_IDS.offline)!.hidden).toBe(true);
    expect(shownOptions()).toEqual([]);
  });

  it('the arrow keys move the highlight and wrap at both ends, naming it as the text box’s active option; Escape closes the list, not the dialog', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('ka');
    questions[0].reply(answer(['A', 'B', 'C']));
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(3));
    const highlighted = () => input().getAttribute('aria-activedescendant');
    key('ArrowDown');
    expect(highlighted()).toBe(earlySearchOptionId(0));
    expect(document.getElementById(earlySearchOptionId(0))!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(earlySearchOptionId(0))!.hasAttribute('data-highlighted')).toBe(true);
    key('ArrowUp');
    expect(highlighted()).toBe(earlySearchOptionId(2));
    key('ArrowDown');
    expect(highlighted()).toBe(earlySearchOptionId(0));
    expect(document.getElementById(earlySearchOptionId(2))!.getAttribute('aria-selected')).toBe('false');
    const escape = key('Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(shownOptions()).toEqual([]);
    expect(highlighted()).toBe(null);
    expect(isOpen()).toBe(true);
  });

  it('an answer that comes while the visitor moves through the list keeps the highlight on the same consultancy if the new list has it, and clears it if not', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('kathmand');
    questions[0].reply(answer(['Hub', 'Gate', 'Link'], [1, 2, 3]));
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(3));
    // The next letter is typed, and the arrow pressed before its answer is in.
    type('kathmandu');
    key('ArrowDown');
    const highlighted = () => input().getAttribute('aria-activedescendant');
    expect(highlighted()).toBe(earlySearchOptionId(0));
    questions[1].reply(answer(['Centre', 'Hub', 'Gate'], [9, 1, 2]));
    await vi.waitFor(() => expect(shownOptions()).toEqual(['Centre', 'Hub', 'Gate']));
    expect(highlighted()).toBe(earlySearchOptionId(1));
    expect(document.getElementById(earlySearchOptionId(1))!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(earlySearchOptionId(0))!.getAttribute('aria-selected')).toBe('false');
    // The next arrow goes on from there.
    key('ArrowDown');
    expect(highlighted()).toBe(earlySearchOptionId(2));
    type('kathmandu g');
    questions[2].reply(answer(['Globe'], [5]));
    await vi.waitFor(() => expect(shownOptions()).toEqual(['Globe']));
    expect(highlighted()).toBe(null);
    expect(document.getElementById(earlySearchOptionId(0))!.getAttribute('aria-selected')).toBe('false');
  });

  it('Enter on a highlighted suggestion picks it: the stand-in closes, and the page the pick opens (/consultancies?search={name}) finds the pick once', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('ka');
    questions[0].reply(answer(['Kathmandu Hub', 'Kathmandu Gate']));
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(2));
    key('ArrowDown');
    key('ArrowDown');
    const enter = key('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(EARLY_SEARCH_PICK_KEY)!)).toEqual({ id: 2, href: '/ne/consultancies?search=Kathmandu%20Gate' });
    // The page the pick went to (jsdom does not navigate: the test moves the address itself).
    history.replaceState(null, '', '/ne/consultancies?search=Kathmandu%20Gate');
    expect(takeEarlySearchPick(window)).toBe(2);
    expect(takeEarlySearchPick(window)).toBe(null);
  });

  it('a press on a suggestion picks it; a press elsewhere in the dialog closes the list; a pick left for another page is not taken', async () => {
    const questions = heldFetch();
    drive();
    trigger().click();
    type('ka');
    questions[0].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(1));
    document.getElementById(EARLY_SEARCH_IDS.title)!.click();
    expect(shownOptions()).toEqual([]);
    expect(isOpen()).toBe(true);
    type('kat');
    questions[1].reply(answer(['Kathmandu Hub']));
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(1));
    document.getElementById(earlySearchOptionId(0))!.click();
    expect(isOpen()).toBe(false);
    history.replaceState(null, '', '/ne/blog');
    expect(takeEarlySearchPick(window)).toBe(null);
    expect(sessionStorage.getItem(EARLY_SEARCH_PICK_KEY)).toBe(null);
  });

  it('handed over open, a press on a suggestion (or Enter on the highlighted one) still picks it until the search dialog has taken the stand-in’s place', async () => {
    const assign = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    try {
      const questions = heldFetch();
      const early = drive();
      trigger().click();
      type('ka');
      questions[0].reply(answer(['Kathmandu Hub', 'Kathmandu Gate']));
      await vi.waitFor(() => expect(shownOptions()).toHaveLength(2));
      key('ArrowDown');
      early.handOver();
      // The dialog is still mounting: Enter on the highlighted suggestion picks it, and the stand-in
      // stays until the page unloads.
      expect(key('Enter').defaultPrevented).toBe(true);
      expect(assign).toHaveBeenLastCalledWith('/ne/consultancies?search=Kathmandu%20Hub');
      expect(isOpen()).toBe(true);
      // A press on a suggestion too.
      document.getElementById(earlySearchOptionId(1))!.click();
      expect(assign).toHaveBeenLastCalledWith('/ne/consultancies?search=Kathmandu%20Gate');
      expect(JSON.parse(sessionStorage.getItem(EARLY_SEARCH_PICK_KEY)!)).toEqual({ id: 2, href: '/ne/consultancies?search=Kathmandu%20Gate' });
      expect(assign).toHaveBeenCalledTimes(2);
      // Once the dialog has taken its place, nothing of the stand-in answers.
      expect(closeEarlySearch(document)).toBe('ka');
      document.body.insertAdjacentHTML('beforeend', `<ul id="${EARLY_SEARCH_IDS.listbox}"><li role="option" data-href="/x">x</li></ul>`);
      document.querySelector<HTMLElement>('[data-href="/x"]')!.click();
      expect(assign).toHaveBeenCalledTimes(2);
    } finally {
      location.mockRestore();
    }
  });

  it('an answer that comes after the hand-over is left to the search dialog', async () => {
    const questions = heldFetch();
    const early = drive();
    trigger().click();
    type('ka');
    early.handOver();
    questions[0].reply(answer(['Kathmandu Hub']));
    await settle();
    expect(shownOptions()).toEqual([]);
  });
});
