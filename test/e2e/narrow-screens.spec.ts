import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths, ROUTES } from '../../src/config/routes';
import { DESTINATIONS } from '../../src/domain/catalog';
import { PLANNER_LEVELS } from '../../src/data/cost-planner';
import { SCROLL_HINT } from '../../src/ui/scrollHint';
import { ROUTE_SWEEP, SWEPT_PATHS } from '../helpers/publicPaths';
import { readingTest } from '../helpers/sharedPage';
import { waitForHydration } from '../helpers/hydration';
import { MIN_TARGET_PX, boxedSentenceLinks, smallTargets } from '../helpers/phone';

/**
 * Nothing scrolls sideways on a narrow phone (320 px and 360 px): every public page of the route
 * table, the states a visitor reaches on them (a plan for each destination, a booking's confirmation,
 * a comparison, a shortlist, the search dialog, the mobile menu) and every admin page. The document is
 * never wider than the window, and no element sticks out of it unless it sits inside a scroll region
 * of its own that the keyboard can reach and that has a name (role=region, tabindex=0, a label).
 *
 * On the public pages, every link or button that stands alone is a target of at least 44 by 44 CSS px,
 * and a link inside a sentence wraps with its words.
 *
 * Each state is reached once, at 320 px, then measured at each width in turn (the window widened as a phone
 * turned or a wider phone shows it): one visit instead of one per width.
 *
 * With NARROW_SCREENS_DIR set, each state is also saved there as a full-page screenshot, to be looked at.
 */
const WIDTHS = [320, 360] as const;
const SCREENS_DIR = process.env.NARROW_SCREENS_DIR;
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';

interface Layout {
  documentWidth: number;
  innerWidth: number;
  /** Elements that stick out of the window and are not inside a box that scrolls or clips them. */
  outside: string[];
  /** Boxes that scroll sideways but are not focusable, named regions. */
  unnamedScrollers: string[];
}

/**
 * Measured in the page, against the window's width as set (on a phone the browser widens the layout
 * viewport, and innerWidth with it, to fit content that is too wide, so innerWidth alone proves nothing).
 */
function measureLayout(width: number): Layout {
  const describe = (el: Element) => {
    const r = el.getBoundingClientRect();
    const part = el.getAttribute('data-part') ?? el.getAttribute('data-page') ?? el.id;
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${part ? ` ${part}` : ''}> "${text}" x ${Math.round(r.left)}…${Math.round(r.right)}`;
  };
  const scrollsSideways = (el: Element) => {
    const s = getComputedStyle(el).overflowX;
    return (s === 'auto' || s === 'scroll') && el.scrollWidth > el.clientWidth + 1;
  };
  const isNamedRegion = (el: Element) => {
    if (el.getAttribute('role') !== 'region' || el.getAttribute('tabindex') !== '0') return false;
    const label = el.getAttribute('aria-label')?.trim();
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join('');
    return Boolean(label || labelledBy);
  };
  /**
   * Whether a box between the element and the page clips or scrolls it. Only the boxes on its chain
   * of containing blocks count: an absolutely placed element escapes an unpositioned scroll box.
   */
  const insideClippingBox = (el: Element) => {
    let position = getComputedStyle(el).position;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const containsPlaced = s.position !== 'static' || s.transform !== 'none' || s.filter !== 'none' || /paint|layout|strict|content/.test(s.contain);
      if (position === 'fixed' && !(s.transform !== 'none' || s.filter !== 'none' || /paint|layout|strict|content/.test(s.contain))) continue;
      if (position === 'absolute' && !containsPlaced) continue;
      if (s.overflowX !== 'visible') return true;
      position = s.position;
    }
    return false;
  };
  const formControl = (el: Element) => el.matches('input, textarea, select');
  const outside: string[] = [];
  const unnamedScrollers: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (!formControl(el) && scrollsSideways(el) && !isNamedRegion(el)) unnamedScrollers.push(describe(el));
    // Within the window, or wholly to its left (a skip link waiting for focus): no sideways scrolling.
    if ((r.left >= -0.5 && r.right <= width + 0.5) || r.right <= 0) continue;
    if (!insideClippingBox(el)) outside.push(describe(el));
  }
  // Text that runs out of its box (a long address that does not wrap): the box alone does not show it.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width === 0 || r.right <= width + 0.5 || r.right <= 0) continue;
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && !insideClippingBox(parent))
      outside.push(`text of ${describe(parent)}: x ${Math.round(r.left)}…${Math.round(r.right)}`);
  }
  return { documentWidth: document.documentElement.scrollWidth, innerWidth, outside, unnamedScrollers };
}

const fileName = (label: string) => label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** Saves the state's screenshot (when asked to), then checks it: nothing sideways (soft, so one test reports every page it visits). */
async function expectNothingSideways(page: Page, label: string) {
  const width = page.viewportSize()!.width;
  if (SCREENS_DIR) {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENS_DIR, `${fileName(label)}.png`), fullPage: true });
  }
  const layout = await page.evaluate(measureLayout, width);
  if (SCREENS_DIR) writeFileSync(join(SCREENS_DIR, `${fileName(label)}.json`), JSON.stringify(layout, null, 2));
  expect.soft(layout.outside, `elements outside the window on ${label}`).toEqual([]);
  expect.soft(layout.unnamedScrollers, `sideways scrolling without a focusable, named region on ${label}`).toEqual([]);
  expect.soft(layout.documentWidth, `the document's width on ${label}`).toBeLessThanOrEqual(width);
  expect.soft(layout.innerWidth, `the window's width on ${label} (a phone widens it to fit wide content)`).toBe(width);
}

/** Every link and button that stands alone is a 44 by 44 px target on a phone (soft, like the layout checks). */
async function expectLargeTargets(page: Page, label: string) {
  expect.soft(await page.evaluate(smallTargets, MIN_TARGET_PX), `targets smaller than ${MIN_TARGET_PX} px on ${label}`).toEqual([]);
  // A link inside a sentence wraps with its words, not as a box on a line of its own.
  expect.soft(await page.evaluate(boxedSentenceLinks), `links laid out as boxes inside a sentence on ${label}`).toEqual([]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** The plan with the most lines for each destination: its highest study level for two years. */
const planPaths = DESTINATIONS.map((d) => `${paths.costPlanner(d)}&level=${PLANNER_LEVELS[d].at(-1)}&years=2`);

/** Books a consultation with a long (real-world) e-mail address, and waits for the confirmation. */
async function book(page: Page, student: string, email: string) {
  await open(page, ROUTES.consultation);
  const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
  await form.getByLabel('Full name').fill(student);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('9841234567');
  await form.getByLabel('Preferred destination').selectOption({ label: 'New Zealand' });
  await form.getByLabel('Study level').selectOption('Bachelor');
  await form.getByLabel('Preferred date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Book free consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Thank you, ${student}.` })).toBeVisible();
  return (await page.locator('[data-part="booking-reference"] strong').textContent())!.trim();
}

/** Saves the first record of each list to the shortlist. */
async function shortlistSome(page: Page) {
  for (const list of [ROUTES.universities, ROUTES.courses, ROUTES.consultancies]) {
    await open(page, list);
    const save = page.getByRole('button', { name: /^Save / }).first();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  }
}

/** A state of a public page: how to reach it from a fresh page. */
type PublicState = readonly [label: string, reach: (page: Page) => Promise<void>];

/** The public pages as they open, in the route sweep. */
const SWEPT_STATES: readonly PublicState[] = SWEPT_PATHS.map((path) => [path, (page: Page) => open(page, path)] as const);

/** The states a visitor brings about, and the screens outside the route table. */
const PUBLIC_STATES: readonly PublicState[] = [
  ['a university opened on its list', (page) => open(page, paths.universityDetail(1))],
  ['a course opened on its list', (page) => open(page, paths.courseDetail(1))],
  ['the consultancy list searched', (page) => open(page, paths.consultancySearch('Kathmandu'))],
  ['the login card', (page) => open(page, ROUTES.authLogin)],
  ['the register card', (page) => open(page, ROUTES.authRegister)],
  ['a page that is not found', (page) => open(page, '/no-such-page')],
  ...planPaths.map(
    (path) => [`the cost plan ${path}`, (page: Page) => open(page, path).then(() => expect(page.locator('[data-part="plan"]')).toBeVisible())] as const,
  ),
  ['the compare table with two consultancies', (page) => open(page, paths.compare([1, 2])).then(() => expect(page.getByRole('table')).toBeVisible())],
  ['the compare table with three consultancies', (page) => open(page, paths.compare([1, 2, 3])).then(() => expect(page.getByRole('table')).toBeVisible())],
  ['the booking confirmation', (page) => book(page, 'Sita Gurung', 'sita.gurung.kathmandu@example.com').then(() => undefined)],
  [
    "a booking's status",
    async (page) => {
      const reference = await book(page, 'Hari Thapa', 'hari.thapa.pokhara@example.com');
      await open(page, paths.consultationStatus(reference));
      await page.getByLabel('E-mail').fill('hari.thapa.pokhara@example.com');
      await page.getByRole('button', { name: /^Check/ }).click();
      await expect(page.locator('[data-part="status-value"]')).toBeVisible();
    },
  ],
  [
    'the shortlist with a university, a course and a consultancy',
    async (page) => {
      await shortlistSome(page);
      await open(page, ROUTES.shortlist);
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    },
  ],
  [
    'the compare tray',
    async (page) => {
      await open(page, ROUTES.consultancies);
      for (const n of [0, 1, 2])
        await page
          .getByRole('button', { name: /^Compare / })
          .nth(n)
          .click();
      await expect(page.getByRole('region', { name: 'Compare tray (3 of 4)' })).toBeVisible();
    },
  ],
  [
    'the search dialog with suggestions',
    async (page) => {
      await open(page, ROUTES.home);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox', { name: /^Search consultancies by name/ }).fill('Kathmandu');
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  ],
  [
    'the mobile menu',
    async (page) => {
      await open(page, ROUTES.home);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    },
  ],
];

/** The admin's bar on a phone with its menu closed: the name and the 44 px Menu button, with their padding. */
const ADMIN_BAR_MAX_PX = 100;

/** Every admin page (the records with id 1 are seeded; the booking is the newest one). */
const ADMIN_PATHS = [
  ROUTES.admin,
  ROUTES.adminDashboard,
  ROUTES.adminBlogs,
  ROUTES.adminBlogNew,
  paths.adminEdit('blogs', 1),
  ROUTES.adminUniversities,
  ROUTES.adminUniversityNew,
  paths.adminEdit('universities', 1),
  ROUTES.adminConsultancies,
  ROUTES.adminConsultancyNew,
  paths.adminEdit('consultancies', 1),
  ROUTES.adminCourses,
  ROUTES.adminCourseNew,
  paths.adminEdit('courses', 1),
  ROUTES.adminConsultations,
  ROUTES.adminMessages,
  ROUTES.adminFacts,
  paths.adminFactsDue(),
  ROUTES.adminFactNew,
  paths.adminEdit('facts', 1),
  ROUTES.adminRates,
  ROUTES.adminCorrections,
  ROUTES.adminSettings,
  ROUTES.adminPassword,
];

async function signedInAdmin(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(ROUTES.adminLogin);
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
  return { context, page };
}

/** Each state is reached once, at the narrowest width, and measured at every width (the window turned wider, as a phone does). */
const NARROWEST = WIDTHS[0];
const atEveryWidth = async (page: Page, check: (width: number) => Promise<void>) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await check(width);
  }
};

test.describe(`nothing scrolls sideways at ${WIDTHS.join(' px and ')} px`, () => {
  test.use({ viewport: { width: NARROWEST, height: 740 }, isMobile: true, hasTouch: true });

  const checkState = ([label, reach]: PublicState, details: { tag?: string } = {}) =>
    readingTest(`${label} at ${WIDTHS.join(' and ')} px`, details, async ({ page }) => {
      await reach(page);
      await atEveryWidth(page, async (width) => {
        await expectNothingSideways(page, `${width} ${label}`);
        await expectLargeTargets(page, `${width} ${label}`);
      });
    });
  for (const state of SWEPT_STATES) checkState(state, { tag: ROUTE_SWEEP });
  for (const state of PUBLIC_STATES) checkState(state);

  test(`the admin sign-in page at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    await open(page, ROUTES.adminLogin);
    await atEveryWidth(page, (width) => expectNothingSideways(page, `${width} admin login`));
  });

  test(`every admin page, its menu open and a booking at ${WIDTHS.join(' and ')} px`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page } = await signedInAdmin(browser, NARROWEST);
    try {
      for (const path of ADMIN_PATHS) {
        await page.setViewportSize({ width: NARROWEST, height: 740 });
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await atEveryWidth(page, async (width) => {
          await expectNothingSideways(page, `${width} admin ${path}`);
          // The admin's bar, its menu closed, is only as tall as its name and the Menu button, however short the page.
          const bar = await page
            .locator('aside')
            .first()
            .evaluate((el) => el.getBoundingClientRect().height);
          expect(bar, `${width} admin ${path}: the bar's height`).toBeLessThan(ADMIN_BAR_MAX_PX);
        });
      }
      await page.setViewportSize({ width: NARROWEST, height: 740 });
      await page.goto(ROUTES.adminConsultations);
      await waitForHydration(page);
      const first = page.locator('tbody tr[data-id]').first();
      await expect(first).toBeVisible();
      await page.goto(paths.adminBooking((await first.getAttribute('data-id'))!));
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await atEveryWidth(page, (width) => expectNothingSideways(page, `${width} admin one booking`));
      await page.setViewportSize({ width: NARROWEST, height: 740 });
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await atEveryWidth(page, (width) => expectNothingSideways(page, `${width} admin menu open`));
    } finally {
      await context.close();
    }
  });
});

test.describe('wide tables scroll in a region of their own', () => {
  test.use({ viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });

  test('the compare table and the cost plan each scroll in a focusable region named after the table, with a hint', async ({ page }) => {
    await open(page, paths.compare([1, 2, 3]));
    const compare = page.getByRole('region', { name: 'Consultancies side by side' });
    await expect(compare).toHaveAttribute('tabindex', '0');
    await compare.focus();
    await expect(compare).toBeFocused();
    await expect(compare.getByRole('table')).toBeVisible();
    await expect(page.locator('[data-page="compare"]').getByText(SCROLL_HINT)).toBeVisible();

    await open(page, planPaths[0]);
    const plan = page.getByRole('region', { name: /^Costs in / });
    await expect(plan).toHaveAttribute('tabindex', '0');
    await plan.focus();
    await expect(plan).toBeFocused();
    await expect(plan.getByRole('table')).toBeVisible();
    await expect(page.locator('[data-part="plan"]').getByText(SCROLL_HINT)).toBeVisible();
    // The keyboard scrolls it: the arrow key moves the table sideways.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => plan.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
