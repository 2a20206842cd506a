import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_MENU_GLOBAL, EARLY_MENU_SCRIPT, driveMenuEarly, handOverEarlyMenu, type EarlyMenu } from '../../src/app/earlyMenu';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, takeEarlyInput } from '../../src/app/earlyInput';
import { MENU_IDS } from '../../machines/header-menu/header-menu.connect';
import { inlineScriptHashes } from '../../server/inline-scripts';

/** The header as the server renders it, menu closed (the toggle carries both of its names). */
const SERVER_HEADER = `
  <header>
    <button id="${MENU_IDS.trigger}" type="button" aria-expanded="false" aria-controls="${MENU_IDS.content}" aria-label="मेनु खोल्नुहोस्"
      data-label-open="मेनु बन्द गर्नुहोस्" data-label-closed="मेनु खोल्नुहोस्" data-state="closed"><svg aria-hidden="true"></svg></button>
    <button id="header-search-button" type="button">Search</button>
    <nav id="${MENU_IDS.content}" hidden data-state="closed"><ul><li><a href="/ne/blog">ब्लग</a></li></ul></nav>
  </header>
  <main><a id="in-page" href="/ne/faqs">FAQ</a></main>`;

const toggle = () => document.getElementById(MENU_IDS.trigger)!;
const nav = () => document.getElementById(MENU_IDS.content)!;
const isOpen = () => !nav().hidden && toggle().getAttribute('aria-expanded') === 'true';
// A link's default action would navigate the test's document away: keep it.
const stayOnPage = (event: Event) => event.preventDefault();

// Each stand-in listens on the document: every one a test starts is stopped after it.
const started: EarlyMenu[] = [];
const drive = () => {
  const early = driveMenuEarly(document, MENU_IDS);
  started.push(early);
  return early;
};

afterEach(() => {
  started.splice(0).forEach((early) => early.handOver());
  handOverEarlyMenu(window);
  document.removeEventListener('click', stayOnPage);
  delete (window as unknown as Record<string, unknown>)[EARLY_MENU_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = '';
});

describe('the mobile menu answers a tap before its code has arrived', () => {
  it('a press on the toggle opens the menu at once, names the toggle for closing in the page’s language, and a second press closes it', () => {
    document.body.innerHTML = SERVER_HEADER;
    drive();
    toggle().click();
    expect(isOpen()).toBe(true);
    expect(toggle().getAttribute('aria-label')).toBe('मेनु बन्द गर्नुहोस्');
    expect(toggle().dataset.state).toBe('open');
    expect(nav().dataset.state).toBe('open');
    toggle().click();
    expect(nav().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('मेनु खोल्नुहोस्');
  });

  it('a press on the icon inside the toggle counts as a press on the toggle', () => {
    document.body.innerHTML = SERVER_HEADER;
    drive();
    toggle()
      .querySelector('svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(isOpen()).toBe(true);
  });

  it('Escape closes the open menu and gives focus back to the toggle', () => {
    document.body.innerHTML = SERVER_HEADER;
    drive();
    toggle().click();
    nav().querySelector('a')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(nav().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('a link followed, in the menu or on the page, closes it, and the link is followed', () => {
    document.body.innerHTML = SERVER_HEADER;
    document.addEventListener('click', stayOnPage);
    drive();
    const followed = vi.fn();
    document.addEventListener('click', (event) => followed(event.target));
    toggle().click();
    nav().querySelector('a')!.click();
    expect(nav().hidden).toBe(true);
    // The link's click goes on to the page (the toggle's stays with the stand-in).
    expect(followed.mock.calls).toEqual([[nav().querySelector('a')]]);
    toggle().click();
    document.getElementById('in-page')!.click();
    expect(nav().hidden).toBe(true);
  });

  it('a press on a control that opens a dialog (Search) closes it, as opening the search does', () => {
    document.body.innerHTML = SERVER_HEADER.replace(
      '<button id="header-search-button" type="button">',
      '<button id="header-search-button" type="button" aria-haspopup="dialog">',
    );
    drive();
    toggle().click();
    document.getElementById('header-search-button')!.click();
    expect(nav().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('Back or Forward closes it', () => {
    document.body.innerHTML = SERVER_HEADER;
    drive();
    toggle().click();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(nav().hidden).toBe(true);
  });

  it('the hand-over says the menu was left open, once, and from then on a press reaches the page’s own code', () => {
    document.body.innerHTML = SERVER_HEADER;
    const early = drive();
    toggle().click();
    expect(early.handOver()).toBe(true);
    expect(early.handOver()).toBe(false);
    const pressed = vi.fn();
    toggle().addEventListener('click', pressed);
    toggle().click();
    expect(pressed).toHaveBeenCalledTimes(1);
    // The statechart's turn now: the stand-in no longer changes the menu.
    expect(isOpen()).toBe(true);
  });

  it('a menu closed again before the hand-over is handed over closed', () => {
    document.body.innerHTML = SERVER_HEADER;
    const early = drive();
    toggle().click();
    toggle().click();
    expect(early.handOver()).toBe(false);
  });

  it('the page’s inline scripts: the menu answers its toggle, and the early-input holder holds every other press, not that one', () => {
    document.body.innerHTML = SERVER_HEADER;
    // What the browser does with the inline scripts at the top of the body, in their order.
    new Function(EARLY_MENU_SCRIPT)();
    new Function(EARLY_INPUT_SCRIPT)();
    toggle().click();
    expect(isOpen()).toBe(true);
    expect(toggle().hasAttribute('aria-busy')).toBe(false);
    const search = document.getElementById('header-search-button')!;
    search.click();
    expect(search.getAttribute('aria-busy')).toBe('true');
    takeEarlyInput(window).release();
    expect(handOverEarlyMenu(window)).toBe(true);
    expect(handOverEarlyMenu(window)).toBe(false);
  });

  it('a page without the inline script (a test, an old page) hands over a closed menu', () => {
    expect(handOverEarlyMenu(window)).toBe(false);
  });

  it('the server allows both inline scripts by their hashes', () => {
    const html = `<body><script>${EARLY_MENU_SCRIPT}</script><script>${EARLY_INPUT_SCRIPT}</script></body>`;
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash(EARLY_MENU_SCRIPT), hash(EARLY_INPUT_SCRIPT)]);
  });
});
