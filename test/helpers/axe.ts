import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** Accessibility budget: axe-core, WCAG 2.2 A and AA rules, fails on any violation. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, its source added once per document. Our pages have no frames, so
 * this is the whole check. (@axe-core/playwright's `analyze()` gives the same violations but opens a
 * new page for every call to merge frames' results: a scan of /consultancies took 3.3 s that way and
 * 1.2 s in the page, and the accessibility suite 4.6 minutes against 2.9.)
 */
async function axeViolations(page: Page, include?: string): Promise<AxeResults['violations']> {
  const frames = await page.locator('iframe, frame').count();
  expect(frames, 'the page has no frames for axe to miss').toBe(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  return page.evaluate(
    async ([o, within]) => (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(within ? { include: [within] } : document, o)).violations,
    [options, include ?? null] as const,
  );
}

/** No WCAG A or AA violation on the page, or only within `include` (a CSS selector) when given. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  const violations = await axeViolations(page, include);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
