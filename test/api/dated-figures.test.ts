// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BLOGS } from '../../server/db/seed-data';
import { PUBLIC_PATHS } from '../helpers/publicPaths';
import { createTestApp, type TestApp } from './harness';
import { buildAppForTests } from './ssrBuild';

/**
 * Every public page as the server renders it, searched for figures a student acts on: an amount with a
 * currency, and a specific date. Each must be inside a fact's rendering (an element naming its record,
 * `data-fact`, whose month and source the page shows), or be on the short list below.
 */
const CURRENCY = String.raw`(?:AUD|CAD|USD|GBP|NZD|EUR|NPR|Rs\.?|A\$|C\$|NZ\$|US\$|£|\$)`;
const AMOUNT = new RegExp(String.raw`${CURRENCY}\s?\d[\d,.]*(?:\s?(?:lakh|crore))?`, 'g');
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DAY = new RegExp(String.raw`\b\d{1,2} (?:${MONTHS}) \d{4}\b|\b(?:${MONTHS}) \d{1,2}, \d{4}\b`, 'g');

/**
 * What may hold a figure, and why (kept short: anything added here is reviewed). A fact names its record;
 * the rest are not facts a student acts on.
 */
const NOT_UNDATED = [
  ['[data-fact]', 'a fact record, shown with its month and source'],
  ['[data-part="source-note"]', 'the note that dates the facts above it: month, source, the day of the last check'],
  ['time', 'when an article was published, not a deadline'],
  ['[data-figure="record"]', "a university's or course's own tuition, part of its record, with an NPR estimate the rates note dates"],
  ['script, style, template, noscript', 'not page text'],
] as const;

function undatedFigures(html: string): string[] {
  const doc = new JSDOM(html).window.document;
  const main = doc.querySelector('main') ?? doc.body;
  for (const el of [...main.querySelectorAll(NOT_UNDATED.map(([selector]) => selector).join(', '))]) el.remove();
  const text = (main.textContent ?? '').replace(/\s+/g, ' ');
  return [...text.matchAll(AMOUNT), ...text.matchAll(DAY)].map(
    (m) => `"${m[0]}" in "…${text.slice(Math.max(0, m.index! - 60), m.index! + m[0].length + 30)}…"`,
  );
}

describe('no undated figure on a public page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const serve = await buildAppForTests();
    t = await createTestApp({ serve });
  }, 300_000);
  afterAll(() => t?.close());

  const pages = [...PUBLIC_PATHS, ...SEED_BLOGS.map((_, i) => `/blog/${i + 1}`)];
  it.each(pages)('%s: every amount with a currency and every specific date is inside a fact', async (path) => {
    const r = await t.req({ url: path });
    expect(r.statusCode).toBe(200);
    expect(undatedFigures(r.body)).toEqual([]);
  });

  it('an article that states an amount or a deadline in its own words is found; the same as facts is not', async () => {
    const cookie = await t.login();
    const post = async (slug: string, body: string) => {
      const res = await t.req({
        method: 'POST',
        url: '/api/v1/blogs',
        headers: { cookie },
        payload: { slug, title: `Funds ${slug}`, excerpt: 'What to show.', body, coverImage: '', author: 'Editor', tags: [], status: 'published' },
      });
      expect(res.statusCode).toBe(201);
      return (await t.req({ url: `/blog/${res.json().id}` })).body;
    };
    const copied = await post('copied-figures', 'Show GBP 1,483 a month, and apply by 30 April 2027.');
    expect(undatedFigures(copied)).toEqual([expect.stringMatching(/^"GBP 1,483"/), expect.stringMatching(/^"30 April 2027"/)]);
    const cited = await post('cited-figures', 'Show {{fact destination.uk.visa-funds}} and apply: {{fact scholarship.australia-awards-scholarships.when}}.');
    expect(undatedFigures(cited)).toEqual([]);
  });
});
