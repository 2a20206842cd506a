import type { EventEmitter } from 'node:events';
import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/**
 * Playwright's `test` for the checks that only read pages and use them as a visitor does (the route
 * sweeps, the axe scans, the narrow-screen states, and the search, date, compare, cost-planner and
 * page checks that need nothing of their own): its `page` is one tab that a worker keeps for every such
 * test with the same browser options, instead of a fresh browser context a test.
 *
 * A fresh context costs a new renderer process and a cold cache: on this 2-core machine a page opened
 * that way took about 2 s to hydrate, and a page opened in a tab already on the site about 0.6 s. A
 * sweep repeats one check on many pages, so most of its time went to that cost.
 *
 * What a test leaves is cleared before the next one has the tab: its listeners and routes, the site's
 * cookies and storage, and the window's size (set back to the test's own). The HTTP cache stays: that
 * is the saving. A test that needs a browser that has never seen the site (a cold cache), or a context
 * of its own (a service worker, a phone's slow network), uses Playwright's own `test`.
 */
export const readingTest = base.extend<object, { sharedContexts: Map<string, BrowserContext> }>({
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => {
      const contexts = new Map<string, BrowserContext>();
      await provide(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  page: async (
    { browser, sharedContexts, contextOptions, baseURL, viewport, isMobile, hasTouch, javaScriptEnabled, userAgent, deviceScaleFactor, serviceWorkers, locale },
    provide,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      userAgent,
      deviceScaleFactor,
      serviceWorkers,
      locale,
    };
    const key = JSON.stringify(options);
    let context = sharedContexts.get(key);
    if (!context) {
      context = await browser.newContext({ ...options, viewport });
      sharedContexts.set(key, context);
    }
    const page = context.pages().find((open) => !open.isClosed()) ?? (await context.newPage());
    if (viewport) await page.setViewportSize(viewport);
    const events = page as unknown as EventEmitter;
    const before = new Map(events.eventNames().map((name) => [name, events.listeners(name)]));
    await provide(page);
    for (const name of events.eventNames())
      for (const listener of events.listeners(name)) if (!before.get(name)?.includes(listener)) events.off(name, listener as () => void);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
  },
});
