import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT, holdEarlyInput } from '../../src/app/earlyInput';
import { EARLY_MENU_SCRIPT } from '../../src/app/earlyMenu';
import { EARLY_SEARCH_SCRIPT } from '../../src/app/earlySearch';
import { minifyInlineScript } from '../../scripts/early-input-script';
import {
  PAGE_SCRIPTS_GLOBAL,
  PAGE_SCRIPTS_ID,
  PAGE_SCRIPTS_RELEASE_SCRIPT,
  afterFirstPaint,
  pageScriptsReleased,
  releasePageScripts,
} from '../../src/app/pageScripts';

it('the build minifies the inline scripts to less than two thirds of their size', () => {
  for (const script of [EARLY_MENU_SCRIPT, EARLY_SEARCH_SCRIPT, EARLY_INPUT_SCRIPT, PAGE_SCRIPTS_RELEASE_SCRIPT]) {
    const minified = minifyInlineScript(script);
    expect(minified.length).toBeLessThan((script.length * 2) / 3);
    expect(() => new Function(minified)).not.toThrow();
  }
});

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
});

describe('presses before the page is live', () => {
  it('a button pressed before the page hydrated is pressed once when it is live, however often it was pressed', () => {
    document.body.innerHTML = '<button type="button">Search</button><button type="button">Menu</button>';
    const [search, menu] = [...document.querySelectorAll('button')];
    const early = holdEarlyInput(document);
    const pressed: string[] = [];
    search.click();
    menu.click();
    search.click();
    // What the app will do with a press; it listens only once it is live.
    for (const b of [search, menu]) b.addEventListener('click', () => pressed.push(b.textContent!));
    expect(pressed).toEqual([]);
    early.release();
    expect(pressed).toEqual(['Search', 'Menu']);
    // Live: presses go straight through, nothing is held any more.
    search.click();
    expect(pressed).toEqual(['Search', 'Menu', 'Search']);
  });

  it('a link is never held: it works without the app', () => {
    document.body.innerHTML = '<a href="#there">There</a>';
    const early = holdEarlyInput(document);
    const seen = vi.fn((e: Event) => e.defaultPrevented);
    document.addEventListener('click', seen);
    document.querySelector('a')!.click();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.results[0].value).toBe(false);
    early.release();
  });

  it('a form submitted before the page hydrated is not sent by the browser, and is submitted once it is live', () => {
    document.body.innerHTML = '<form><input name="q" value="nursing" /><button>Go</button></form>';
    const form = document.querySelector('form')!;
    const early = holdEarlyInput(document);
    const submitted = vi.fn((e: SubmitEvent) => e.preventDefault());
    form.requestSubmit();
    form.requestSubmit();
    form.addEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();
    early.release();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('a disabled button and a button gone from the page by then are not pressed', () => {
    document.body.innerHTML = '<button type="button" disabled>Busy</button><button type="button">Gone</button>';
    const [busy, gone] = [...document.querySelectorAll('button')];
    const early = holdEarlyInput(document);
    const pressed = vi.fn();
    busy.click();
    gone.click();
    gone.addEventListener('click', pressed);
    gone.remove();
    early.release();
    expect(pressed).not.toHaveBeenCalled();
  });
});

describe("the page's scripts, held until it has painted", () => {
  it('the modulepreload links the server held in a template start loading only when released, all at once', () => {
    document.body.innerHTML = `<template id="${PAGE_SCRIPTS_ID}"><link rel="modulepreload" href="/assets/boot.js"><link rel="modulepreload" href="/assets/Page.js"></template>`;
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(releasePageScripts(document)).toBe(2);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/boot.js', '/assets/Page.js']);
    expect(document.getElementById(PAGE_SCRIPTS_ID)).toBeNull();
    // Released once: a second call finds nothing more to add.
    expect(releasePageScripts(document)).toBe(0);
  });

  it('a page with nothing held (one the browser renders alone) releases nothing', () => {
    expect(releasePageScripts(document)).toBe(0);
  });

  it('goes on after the next frame has been painted, or after a short wait in a tab that paints no frames', async () => {
    vi.useFakeTimers();
    try {
      const frames: FrameRequestCallback[] = [];
      const win = { setTimeout: globalThis.setTimeout, requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb) } as unknown as Window;
      let done = false;
      void afterFirstPaint(win).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(false);
      frames.forEach((f) => f(0));
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);

      let hiddenDone = false;
      void afterFirstPaint({ ...win, requestAnimationFrame: () => 0 } as unknown as Window).then(() => (hiddenDone = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(hiddenDone).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(hiddenDone).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  // As written, and as the page carries it (the build minifies the inline scripts: their bytes come before the content).
  for (const [form, script] of [
    ['as written', PAGE_SCRIPTS_RELEASE_SCRIPT],
    ['minified, as the page carries it', minifyInlineScript(PAGE_SCRIPTS_RELEASE_SCRIPT)],
  ] as const)
    it(`the inline script at the start of the body (${form}) releases them once the page has been parsed and painted, before any download`, async () => {
      vi.useFakeTimers();
      try {
        document.body.innerHTML = `<template id="${PAGE_SCRIPTS_ID}"><link rel="modulepreload" href="/assets/app.js"></template>`;
        const frames: FrameRequestCallback[] = [];
        const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
        let state: DocumentReadyState = 'loading';
        const readyState = vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
        let paints: PerformanceEntry[] = [];
        const paintEntries = vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'paint' ? paints : []));
        try {
          // Run as the browser runs it: its own source, with nothing of this module around it.
          new Function(script)();
          await vi.advanceTimersByTimeAsync(200);
          // The document is still arriving: nothing is released yet.
          expect(frames).toHaveLength(0);
          expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
          state = 'interactive';
          document.dispatchEvent(new Event('readystatechange'));
          await vi.advanceTimersByTimeAsync(0);
          expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
          // The frame that shows the whole page is drawn: not yet, it may not be on the screen.
          frames.splice(0).forEach((f) => f(0));
          await vi.advanceTimersByTimeAsync(0);
          expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
          // The frame after it, but the browser has not reported the first paint on the screen: not yet.
          frames.splice(0).forEach((f) => f(0));
          await vi.advanceTimersByTimeAsync(0);
          expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
          // Reported: at the next frame the links go into the head, once.
          paints = [{ name: 'first-contentful-paint', entryType: 'paint', startTime: 5, duration: 0 } as PerformanceEntry];
          frames.splice(0).forEach((f) => f(0));
          await vi.advanceTimersByTimeAsync(0);
          expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/app.js']);
          expect(document.getElementById(PAGE_SCRIPTS_ID)).toBeNull();
          await vi.advanceTimersByTimeAsync(1000);
          expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
          // The entry, arriving later, finds nothing more to release, and goes on from the script's release.
          expect(releasePageScripts(document)).toBe(0);
          await expect(pageScriptsReleased(window)).resolves.toBeUndefined();
        } finally {
          raf.mockRestore();
          readyState.mockRestore();
          paintEntries.mockRestore();
          delete (window as unknown as Record<string, unknown>)[PAGE_SCRIPTS_GLOBAL];
        }
      } finally {
        vi.useRealTimers();
      }
    });

  /** Runs a check of the inline release script on fake timers; the spies it registers are undone after it. */
  async function onFakeClock(check: (spied: <T extends { mockRestore(): void }>(spy: T) => T) => Promise<void>) {
    vi.useFakeTimers();
    const spies: Array<{ mockRestore(): void }> = [];
    try {
      await check((spy) => (spies.push(spy), spy));
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      delete (window as unknown as Record<string, unknown>)[PAGE_SCRIPTS_GLOBAL];
      vi.useRealTimers();
    }
  }

  const HELD_WITH_COVER = `<img fetchpriority="high" src="/cover.jpg" alt=""><template id="${PAGE_SCRIPTS_ID}"><link rel="modulepreload" href="/assets/app.js"></template>`;
  const released = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

  it('where the page marked an image as its largest paint, the inline script releases them only once that image is in', () =>
    onFakeClock(async (spied) => {
      document.body.innerHTML = HELD_WITH_COVER;
      const image = document.querySelector('img')!;
      let complete = false;
      Object.defineProperty(image, 'complete', { get: () => complete });
      const frames: FrameRequestCallback[] = [];
      spied(vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb)));
      spied(vi.spyOn(document, 'readyState', 'get').mockImplementation(() => 'interactive'));
      spied(
        vi
          .spyOn(performance, 'getEntriesByType')
          .mockImplementation((type) =>
            type === 'paint' ? [{ name: 'first-contentful-paint', entryType: 'paint', startTime: 5, duration: 0 } as PerformanceEntry] : [],
          ),
      );
      new Function(PAGE_SCRIPTS_RELEASE_SCRIPT)();
      // Painted, but the cover is still arriving: however many frames pass, nothing is released.
      for (let i = 0; i < 4; i++) {
        frames.splice(0).forEach((f) => f(0));
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(released()).toBe(0);
      // The cover has arrived: the links go in once the frames after it have run.
      complete = true;
      image.dispatchEvent(new Event('load'));
      for (let i = 0; i < 3 && released() === 0; i++) {
        frames.splice(0).forEach((f) => f(0));
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(released()).toBe(1);
    }));

  it('a visible page whose marked image never arrives releases them 1 s after it was parsed', () =>
    onFakeClock(async (spied) => {
      document.body.innerHTML = HELD_WITH_COVER;
      Object.defineProperty(document.querySelector('img')!, 'complete', { get: () => false });
      spied(vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => window.setTimeout(() => cb(0), 16)));
      spied(vi.spyOn(document, 'readyState', 'get').mockImplementation(() => 'interactive'));
      new Function(PAGE_SCRIPTS_RELEASE_SCRIPT)();
      await vi.advanceTimersByTimeAsync(900);
      expect(released()).toBe(0);
      await vi.advanceTimersByTimeAsync(200);
      expect(released()).toBe(1);
    }));
});
