// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { buildAppForTests } from './ssrBuild';
import { EXAMS } from '../../src/domain/catalog';
import { EXAM_DETAILS } from '../../src/data/exams';
import { PUBLIC_PATHS } from '../helpers/publicPaths';

const ORIGIN = 'http://localhost';

function parse(html: string) {
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const alternates = Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
  return { doc, meta, alternates, lang: doc.documentElement.lang, h1: doc.querySelector('#root h1')?.textContent?.trim() ?? '' };
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The exchange-rates note under a page's NPR estimates, in Nepali and not marked English. */
function expectNepaliRatesNote(main: Element, path: string) {
  const note = main.querySelector('[data-part="rates-note"]');
  expect(note, path).not.toBeNull();
  expect(note!.closest('[lang="en"]'), path).toBeNull();
  expect(note!.textContent, path).toMatch(/NPR को अनुमानमा .*प्रयोग गरिएको छ/);
  expect(note!.textContent, path).not.toMatch(/estimates|rates of/);
}

/** The site's own pages of information written in Nepali (the FAQs have a test of their own). */
const WRITTEN_INFO_PAGES = ['/ne/how-we-verify', '/ne/terms', '/ne/privacy'];

describe('the site in Nepali, under /ne', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serve: await buildAppForTests() });
  }, 180_000);
  afterAll(() => t?.close());

  it('the Nepali home page: lang="ne", its h1, title and description in Nepali, the alternates and og:locale', async () => {
    const r = await t.req({ url: '/ne/' });
    expect(r.statusCode).toBe(200);
    const { doc, meta, alternates, lang, h1 } = parse(r.body);
    expect(lang).toBe('ne');
    expect(h1).toBe('ढुक्कसँग विदेश पढ्न जानुहोस्');
    expect(doc.title).toMatch(DEVANAGARI);
    expect(meta('description')).toMatch(DEVANAGARI);
    expect(alternates).toEqual({ en: `${ORIGIN}/`, ne: `${ORIGIN}/ne/`, 'x-default': `${ORIGIN}/` });
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/ne/`);
    expect(meta('og:locale')).toBe('ne_NP');
    expect(meta('og:locale:alternate')).toBe('en_US');
    // The layout in Nepali: the skip link, the navigation, the footer; the switch leads back to English.
    expect(doc.querySelector('a[href="#main-content"]')?.textContent).toBe('मुख्य भागमा जानुहोस्');
    expect(doc.querySelector('header nav a[href="/ne/consultancies"]')?.textContent).toBe('कन्सल्टेन्सी');
    expect(doc.querySelector('[data-part="language-switch"]')?.getAttribute('href')).toBe('/');
    // Its type: the self-hosted Devanagari face, preloaded (only here: the English pages name no font).
    expect(doc.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href')).toBe('/fonts/noto-sans-devanagari-devanagari-400-normal.woff2');
    expect((await t.req({ url: '/fonts/noto-sans-devanagari-devanagari-400-normal.woff2' })).statusCode).toBe(200);
    expect(doc.querySelector('footer')?.textContent).toContain('सर्वाधिकार सुरक्षित');
  });

  it('the English pages keep their English wording, lang="en", and name their Nepali alternate', async () => {
    const { doc, meta, alternates, lang, h1 } = parse((await t.req({ url: '/consultancies?search=kathmandu' })).body);
    expect(lang).toBe('en');
    expect(h1).not.toMatch(DEVANAGARI);
    // The alternates name the page as its canonical address does, in each language.
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    expect(canonical.startsWith(`${ORIGIN}/consultancies`)).toBe(true);
    expect(alternates).toEqual({ en: canonical, ne: canonical.replace(ORIGIN, `${ORIGIN}/ne`), 'x-default': canonical });
    expect(meta('og:locale')).toBe('en_US');
    expect(doc.querySelector('link[as="font"]')).toBeNull();
    // Its few Devanagari words (the switch's "नेपाली") in the site's face, declared by unicode range and not preloaded: fetched only where drawn.
    const css = [...doc.querySelectorAll('head style')].map((s) => s.textContent ?? '').join('');
    expect(css).toMatch(/@font-face\{font-family:'Noto Sans Devanagari';[^}]*unicode-range:U\+0900-097F/);
    expect(css).toContain("html body{font-family:'Noto Sans Devanagari',system-ui");
    // The switch keeps the page and its query.
    expect(doc.querySelector('[data-part="language-switch"]')?.getAttribute('href')).toBe('/ne/consultancies?search=kathmandu');
    expect(parse((await t.req({ url: '/' })).body).h1).toBe('Study abroad with confidence');
  });

  it('every public route answers under /ne: a guide, a record, and the not-found page in Nepali', async () => {
    const guide = await t.req({ url: '/ne/destinations/australia' });
    expect(guide.statusCode).toBe(200);
    expect(parse(guide.body).lang).toBe('ne');
    expect((await t.req({ url: '/ne/consultancies/1' })).statusCode).toBe(200);
    const missing = await t.req({ url: '/ne/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(parse(missing.body).h1).toBe('पृष्ठ भेटिएन');
    // The admin area stays English, at its own path only.
    expect((await t.req({ url: '/ne/admin' })).statusCode).toBe(404);
  });

  it('a missing record on a page not yet written in Nepali says so in Nepali, marked as Nepali inside the English part', async () => {
    const r = await t.req({ url: '/ne/consultancies/987654' });
    expect(r.statusCode).toBe(404);
    const card = parse(r.body).doc.querySelector('[data-part="not-found"]')!;
    expect(card.querySelector('h1')?.textContent).toMatch(DEVANAGARI);
    expect(card.closest('[lang]')?.getAttribute('lang')).toBe('ne');
  });

  it('every public route under /ne has its h1, title and description in Nepali', async () => {
    const xml = (await t.req({ url: '/sitemap.xml' })).body;
    const nepali = [...xml.matchAll(/<loc>http:\/\/localhost(\/ne\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(nepali.length).toBeGreaterThan(30);
    const checked: string[] = [];
    for (const path of nepali) {
      const r = await t.req({ url: path });
      expect(r.statusCode, path).toBe(200);
      const { doc, meta, lang, h1 } = parse(r.body);
      expect(lang, path).toBe('ne');
      // An article's description is its excerpt: its Nepali version's, or the English as written.
      if (!/^\/ne\/blog\/\d+$/.test(path)) expect(meta('description'), path).toMatch(DEVANAGARI);
      // A consultancy's and an article's heading and title are the record's own name or title, as entered.
      if (/^\/ne\/(consultancies|blog)\/\d+$/.test(path)) expect(doc.title.startsWith(h1), path).toBe(true);
      else {
        expect(h1, path).toMatch(DEVANAGARI);
        expect(doc.title, path).toMatch(DEVANAGARI);
      }
      checked.push(path);
    }
    expect(checked).toEqual(expect.arrayContaining(['/ne/consultation', '/ne/destinations/uk', '/ne/exam/ielts', '/ne/visa-assistance', '/ne/cost-planner']));
  });

  it('every public page is written in Nepali: no page under /ne shows the note that its text is English, and the English pages mark nothing', async () => {
    // (How a page not yet written reads: test/component/page-language.test.tsx.)
    for (const path of PUBLIC_PATHS.map((p) => `/ne${p === '/' ? '/' : p}`)) {
      const written = parse((await t.req({ url: path })).body).doc;
      expect(written.querySelector('[data-part="english-only-note"]'), path).toBeNull();
    }
    for (const path of [
      '/faqs',
      '/consultancies',
      '/universities',
      '/courses',
      '/universities?id=1',
      '/courses?id=1',
      '/blog',
      '/blog/1',
      '/compare?ids=1,2',
    ]) {
      const englishPage = parse((await t.req({ url: path })).body).doc;
      expect(englishPage.querySelector('[data-part="english-only-note"]'), path).toBeNull();
      expect(englishPage.querySelector('main [lang]'), path).toBeNull();
    }
  });

  it('the services pages are written in Nepali: every heading, paragraph and list item of their main text', async () => {
    for (const path of ['/ne/services', '/ne/career-counseling', '/ne/test-preparation', '/ne/visa-assistance']) {
      const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
      const texts = [...main.querySelectorAll('h1, h2, h3, p, li')]
        // An exam's name and its full name are names, as the test's makers write them.
        .filter((el) => !el.querySelector('a[href^="/ne/exam/"]'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter(Boolean);
      expect(texts.length, path).toBeGreaterThan(8);
      for (const text of texts) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
    }
  });

  it('the exam guides are written in Nepali: every heading, paragraph and list item of their own text, the facts in Nepali while they say what their built-in wording says', async () => {
    for (const slug of EXAMS) {
      const path = `/ne/exam/${slug}`;
      const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
      expect(main.querySelector('[data-part="english-only-note"]'), path).toBeNull();
      expect(main.querySelector('[lang="en"]'), path).toBeNull();
      const texts = [...main.querySelectorAll('h1, h2, h3, p, li')]
        // The exam's full name and the other exams' names are names, as the test's makers write them;
        // the consultancies are listed as entered; the source notes are the shared facts' notes.
        .filter((el) => !el.closest('nav, [data-part="consultancy-item"], [data-part="source-note"]'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter((text) => text && text !== EXAM_DETAILS[slug].fullName);
      expect(texts.length, path).toBeGreaterThan(12);
      for (const text of texts) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
      for (const key of ['format', 'total-time', 'sections', 'score-scale', 'typical-scores', 'in-nepal', 'fee', 'validity']) {
        expect(main.querySelector(`[data-fact="exam.${slug}.${key}"]`)?.textContent, `${path}: ${key}`).toMatch(DEVANAGARI);
      }
    }
    // The facts' values are one record for both languages: the English page says the built-in English.
    const english = parse((await t.req({ url: '/exam/ielts' })).body).doc.querySelector('main')!;
    expect(english.querySelector('[data-fact="exam.ielts.total-time"]')?.textContent).toBe(EXAM_DETAILS.ielts.totalTime.message);
    expect(english.querySelector('[lang]')).toBeNull();
    // A record the team has changed is shown as it now says, in English, marked as English, not as a
    // translation of what it no longer says.
    const fee = (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent('/exam/gmat')}&limit=100` }))
      .json()
      .items.find((f: { key: string }) => f.key === 'exam.gmat.fee');
    const { id, updatedAt: _u, ...input } = fee;
    const edited = await t.req({
      method: 'PUT',
      url: `/api/v1/facts/${id}`,
      headers: { cookie: await t.login() },
      payload: { ...input, value: { kind: 'text', text: 'USD 275 at a test centre' } },
    });
    expect(edited.statusCode).toBe(200);
    const gmat = parse((await t.req({ url: '/ne/exam/gmat' })).body).doc.querySelector('main')!;
    const shown = gmat.querySelector('[data-fact="exam.gmat.fee"]');
    expect(shown?.textContent).toBe('USD 275 at a test centre');
    expect(shown?.getAttribute('lang')).toBe('en');
    expect(gmat.querySelector('[data-fact="exam.gmat.validity"]')?.textContent).toBe('५ वर्ष');
  });

  it('the FAQs are written in Nepali: every heading, paragraph and list item of the main text, the facts kept; its FAQPage data in Nepali too', async () => {
    const body = (await t.req({ url: '/ne/faqs' })).body;
    const { doc, h1 } = parse(body);
    expect(h1).toBe('धेरैले सोध्ने प्रश्नहरू');
    const main = doc.querySelector('main')!;
    const texts = [...main.querySelectorAll('h1, h2, h3, p, li')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) expect(text).toMatch(DEVANAGARI);
    // The answers' facts are the records, as on the English page (their values as recorded).
    const facts = (d: Document) => [...d.querySelectorAll('main [data-fact]')].map((el) => el.getAttribute('data-fact'));
    const english = parse((await t.req({ url: '/faqs' })).body).doc;
    expect(facts(doc).length).toBeGreaterThan(15);
    expect(facts(doc)).toEqual(facts(english));
    expect(main.querySelector('[data-fact="nepal.biometrics"]')?.textContent).toContain('VFS Global');
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}'))
      .find((d) => d['@type'] === 'FAQPage');
    expect(ld.mainEntity.length).toBeGreaterThan(15);
    for (const q of ld.mainEntity) {
      expect(q.name).toMatch(DEVANAGARI);
      expect(q.acceptedAnswer.text).toMatch(DEVANAGARI);
      expect(q.acceptedAnswer.text).not.toMatch(/\{\{fact/);
    }
    const englishLd = [...english.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}'))
      .find((d) => d['@type'] === 'FAQPage');
    expect(englishLd.mainEntity[0].name).toBe('Which country should I choose: Australia, Canada, the USA, the UK or New Zealand?');
  });

  it('a fact record the team has reworded reads as it now says, in English and marked so, on the written Nepali pages: an NOC step, who licenses consultancies', async () => {
    const fact = async (page: string, key: string) =>
      (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent(page)}&limit=100` })).json().items.find((f: { key: string }) => f.key === key);
    const put = async (record: { id: number; updatedAt: string; value: unknown }, value: unknown) => {
      const { id, updatedAt: _u, ...input } = record;
      const res = await t.req({ method: 'PUT', url: `/api/v1/facts/${id}`, headers: { cookie: await t.login() }, payload: { ...input, value } });
      expect(res.statusCode).toBe(200);
    };
    const steps = await fact('/faqs', 'noc.steps');
    const reworded = 'Apply on the NOC portal and upload your offer letter.';
    await put(steps, { kind: 'list', items: [reworded, ...steps.value.items.slice(1)] });
    const items = [...parse((await t.req({ url: '/ne/faqs' })).body).doc.querySelectorAll('#noc-guide ~ ol li')];
    expect(items[0].textContent).toBe(reworded);
    expect(items[0].getAttribute('lang')).toBe('en');
    expect(items[1].textContent).toMatch(DEVANAGARI);
    expect(items[1].getAttribute('lang')).toBeNull();

    const before = parse((await t.req({ url: '/ne/how-we-verify' })).body).doc.querySelector('[data-part="licensing-authority"] p')!;
    expect(before.textContent).toMatch(DEVANAGARI);
    expect(before.getAttribute('lang')).toBeNull();
    const authority = await fact('/how-we-verify', 'consultancy.licensing-authority');
    const rewordedAuthority = 'Each province licenses consultancies; in Bagmati, the Ministry of Social Development.';
    await put(authority, { kind: 'text', text: rewordedAuthority });
    for (const path of ['/ne/how-we-verify', '/ne/terms']) {
      const shown = parse((await t.req({ url: path })).body).doc.querySelector('[data-part="licensing-authority"] p')!;
      expect(shown.textContent, path).toBe(rewordedAuthority);
      expect(shown.getAttribute('lang'), path).toBe('en');
    }
    // The records as they were, for the tests that follow.
    await put(await fact('/faqs', 'noc.steps'), steps.value);
    await put(await fact('/how-we-verify', 'consultancy.licensing-authority'), authority.value);
  });

  it('how we verify, the terms and the privacy policy are written in Nepali: every heading, paragraph and list item of the main text', async () => {
    for (const path of WRITTEN_INFO_PAGES) {
      const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
      const texts = [...main.querySelectorAll('h1, h2, h3, p, li')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
      expect(texts.length, path).toBeGreaterThan(8);
      for (const text of texts) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
      // The links stay in Nepali.
      for (const a of main.querySelectorAll('a[href^="/"]')) expect(a.getAttribute('href'), path).toMatch(/^\/ne\//);
    }
    // The month of the last update in Bikram Sambat, the Gregorian month beside it.
    const updated = parse((await t.req({ url: '/ne/privacy' })).body).doc.querySelector('main p')?.textContent ?? '';
    expect(updated).toMatch(/^अन्तिम पटक अद्यावधिक: २०८३ .+ \(November 2026\)।$/);
  });

  it('the destination guides are written in Nepali, the notes under their facts too; the parts they share with pages not yet written (the rates note, the directory) are marked English', async () => {
    for (const slug of ['australia', 'canada', 'usa', 'uk', 'new-zealand']) {
      const path = `/ne/destinations/${slug}`;
      const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
      expect(main.querySelector('[data-part="english-only-note"]'), path).toBeNull();
      const texts = [...main.querySelectorAll('h1, h2, h3, p, li, th, caption')]
        // The shared parts marked English, and the universities' and courses' records, as entered.
        .filter((el) => !el.closest('[lang="en"]') && !el.closest('[aria-labelledby="dest-unis"] li, [aria-labelledby="dest-courses"] li'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter(Boolean);
      expect(texts.length, path).toBeGreaterThan(30);
      for (const text of texts) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
      const notes = [...main.querySelectorAll('[data-part="source-note"]')];
      expect(notes.length, path).toBeGreaterThan(0);
      for (const note of notes) {
        expect(note.textContent, path).toMatch(/स्रोत:/);
        expect(note.closest('[lang="en"]'), path).toBeNull();
      }
      expectNepaliRatesNote(main, path);
    }
    // A fact the team has reworded reads as the record now says, in English and marked so; the others stay Nepali.
    const work = (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent('/destinations/canada')}&limit=100` }))
      .json()
      .items.find((f: { key: string }) => f.key === 'destination.canada.work-during-study');
    const { id, updatedAt: _u, ...input } = work;
    const reworded = 'Up to 24 hours a week off campus during classes.';
    const edited = await t.req({
      method: 'PUT',
      url: `/api/v1/facts/${id}`,
      headers: { cookie: await t.login() },
      payload: { ...input, value: { kind: 'text', text: reworded } },
    });
    expect(edited.statusCode).toBe(200);
    const canada = parse((await t.req({ url: '/ne/destinations/canada' })).body).doc.querySelector('main')!;
    const shown = canada.querySelector('[data-fact="destination.canada.work-during-study"]');
    expect(shown?.textContent).toBe(reworded);
    expect(shown?.getAttribute('lang')).toBe('en');
    const after = canada.querySelector('[data-fact="destination.canada.work-after-study"]');
    expect(after?.textContent).toMatch(DEVANAGARI);
    expect(after?.getAttribute('lang')).toBeNull();
    // The record as it was, for the tests that follow.
    const back = await t.req({ method: 'PUT', url: `/api/v1/facts/${id}`, headers: { cookie: await t.login() }, payload: input });
    expect(back.statusCode).toBe(200);
  });

  it('a reworded fact with a current Nepali version shows that Nepali on the Nepali page (a work rule, an NOC step, a cost line’s label, an exam’s section); once the English changes alone, the English again, marked so', async () => {
    const cookie = await t.login();
    const record = async (page: string, key: string) =>
      (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent(page)}&limit=100` })).json().items.find((f: { key: string }) => f.key === key);
    const save = async ({ id, updatedAt: _u, ...input }: { id: number; updatedAt: string }, changes: Record<string, unknown>) => {
      const res = await t.req({ method: 'PUT', url: `/api/v1/facts/${id}`, headers: { cookie }, payload: { ...input, ...changes } });
      expect(res.statusCode).toBe(200);
    };
    const at = async (path: string, selector: string) => parse((await t.req({ url: path })).body).doc.querySelector(selector)!;

    // A work rule: reworded, with its Nepali written for the new English.
    const work = await record('/destinations/canada', 'destination.canada.work-during-study');
    const reworded = 'Up to 24 hours a week off campus during classes.';
    const nepali = 'कक्षा चलेका बेला क्याम्पस बाहिर हप्तामा २४ घण्टासम्म काम गर्न पाइन्छ।';
    await save(work, { value: { kind: 'text', text: reworded }, ne: { text: nepali, of: { text: reworded } } });
    const selector = '[data-fact="destination.canada.work-during-study"]';
    const shown = await at('/ne/destinations/canada', selector);
    expect(shown.textContent).toBe(nepali);
    expect(shown.getAttribute('lang')).toBeNull();
    const english = await at('/destinations/canada', selector);
    expect(english.textContent).toBe(reworded);
    expect(english.getAttribute('lang')).toBeNull();
    // The English changed without the Nepali: the Nepali page shows the English, marked so.
    const changed = 'Up to 20 hours a week off campus during classes.';
    await save(await record('/destinations/canada', 'destination.canada.work-during-study'), { value: { kind: 'text', text: changed } });
    const stale = await at('/ne/destinations/canada', selector);
    expect(stale.textContent).toBe(changed);
    expect(stale.getAttribute('lang')).toBe('en');
    expect((await at('/destinations/canada', selector)).textContent).toBe(changed);

    // An NOC step: the reworded line shows its Nepali line; the other lines keep their built-in Nepali.
    const steps = await record('/faqs', 'noc.steps');
    const step = 'Apply on the NOC portal and upload your offer letter.';
    const stepNepali = 'एनओसी पोर्टलमा आवेदन दिनुहोस् र अफर लेटर अपलोड गर्नुहोस्।';
    const items = [step, ...steps.value.items.slice(1)];
    await save(steps, { value: { kind: 'list', items }, ne: { items: [stepNepali, ...items.slice(1)], of: { items } } });
    const lines = async (path: string) => [...parse((await t.req({ url: path })).body).doc.querySelectorAll('#noc-guide ~ ol li')];
    const [first] = await lines('/ne/faqs');
    expect(first.textContent).toBe(stepNepali);
    expect(first.getAttribute('lang')).toBeNull();
    expect((await lines('/faqs'))[0].textContent).toBe(step);

    // A cost line's label, reworded with its Nepali label (an amount has no text of its own).
    const costs = (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent('/destinations/canada')}&limit=100` }))
      .json()
      .items.filter((f: { value: { kind: string } }) => f.value.kind === 'money');
    const cost = costs[0];
    const label = 'Tuition at a public college';
    await save(cost, { label, ne: { label: 'सरकारी कलेजको शुल्क', of: { label } } });
    const row = await at('/ne/destinations/canada', `tr[data-fact="${cost.key}"] th`);
    expect(row.textContent).toBe('सरकारी कलेजको शुल्क');
    expect(row.getAttribute('lang')).toBeNull();
    expect((await at('/destinations/canada', `tr[data-fact="${cost.key}"] th`)).textContent).toBe(label);

    // An exam's section, reworded with its Nepali line: the part before the colon in bold, as built-in lines are.
    const sections = await record('/exam/ielts', 'exam.ielts.sections');
    const section = 'Listening (about 30 minutes): 4 recordings, 40 questions';
    const sectionNepali = 'सुनाइ (करिब ३० मिनेट): ४ वटा रेकर्डिङ, ४० प्रश्न';
    const sectionItems = [section, ...sections.value.items.slice(1)];
    await save(sections, {
      value: { kind: 'list', items: sectionItems },
      ne: { items: [sectionNepali, ...sectionItems.slice(1)], of: { items: sectionItems } },
    });
    const sectionLines = async (path: string) => [...parse((await t.req({ url: path })).body).doc.querySelectorAll('[data-fact="exam.ielts.sections"] li')];
    const [nepaliSection] = await sectionLines('/ne/exam/ielts');
    expect(nepaliSection.textContent).toBe(sectionNepali);
    expect(nepaliSection.querySelector('strong')?.textContent).toBe('सुनाइ (करिब ३० मिनेट)');
    expect(nepaliSection.getAttribute('lang')).toBeNull();
    expect((await sectionLines('/exam/ielts'))[0].textContent).toBe(section);

    // The records as they were, for the tests that follow (without a Nepali version).
    await save(await record('/exam/ielts', 'exam.ielts.sections'), { value: sections.value, ne: undefined });
    await save(await record('/destinations/canada', 'destination.canada.work-during-study'), { value: work.value, ne: undefined });
    await save(await record('/faqs', 'noc.steps'), { value: steps.value, ne: undefined });
    await save(await record('/destinations/canada', cost.key), { label: cost.label, ne: undefined });
  });

  it('the breadcrumbs in the structured data name the Nepali pages in Nepali, at their /ne addresses; the English pages keep theirs', async () => {
    const crumbs = async (url: string) => {
      const { doc } = parse((await t.req({ url })).body);
      const list = [...doc.querySelectorAll('script[type="application/ld+json"]')]
        .map((el) => JSON.parse(el.textContent ?? '{}') as { '@type'?: string; itemListElement?: Array<{ name: string; item: string }> })
        .find((d) => d['@type'] === 'BreadcrumbList');
      return list?.itemListElement?.map((i) => [i.name, i.item.replace(ORIGIN, '')]);
    };
    expect(await crumbs('/ne/consultancies/1')).toEqual([
      ['गृहपृष्ठ', '/ne/'],
      ['कन्सल्टेन्सी', '/ne/consultancies'],
      [expect.any(String), '/ne/consultancies/1'],
    ]);
    expect(await crumbs('/consultancies/1')).toEqual([
      ['Home', '/'],
      ['Consultancies', '/consultancies'],
      [expect.any(String), '/consultancies/1'],
    ]);
    const article = await crumbs('/ne/blog/1');
    expect(article?.slice(0, 2)).toEqual([
      ['गृहपृष्ठ', '/ne/'],
      ['ब्लग', '/ne/blog'],
    ]);
    expect(article?.[2][1]).toBe('/ne/blog/1');
    expect((await crumbs('/blog/1'))?.slice(0, 2)).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
    ]);
    const guide = await crumbs('/ne/destinations/australia');
    expect(guide?.[0]).toEqual(['गृहपृष्ठ', '/ne/']);
    expect(guide?.[1][0]).toMatch(DEVANAGARI);
    expect(guide?.[1][1]).toBe('/ne/destinations/australia');
  });

  it('the consultancy directory and a consultancy’s page are written in Nepali: their own texts, the records as entered and the shared parts still in English marked English', async () => {
    const list = parse((await t.req({ url: '/ne/consultancies' })).body).doc;
    expect(list.querySelector('h1')?.textContent).toBe('कन्सल्टेन्सीहरू');
    const main = list.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(main.querySelector('[lang="en"] h1')).toBeNull();
    const cards = [...main.querySelectorAll('article')];
    expect(cards.length).toBeGreaterThan(3);
    const texts = [...main.querySelectorAll('h1, h2, h3, p, li, label, button, option:first-child')]
      // A card's name, place and destinations are the record's, as entered; the shared parts are marked English.
      .filter((el) => !el.closest('[lang="en"], article header, article ul'))
      .map((el) => el.textContent?.trim() ?? '')
      // The pager's gap between page numbers.
      .filter((text) => text && text !== '…');
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(text, `/ne/consultancies: ${text}`).toMatch(DEVANAGARI);
    expect(main.querySelector('[data-part="result-count"]')?.textContent).toMatch(/^[०-९]+ वटा कन्सल्टेन्सी/);
    for (const card of cards) expect(card.querySelector('[data-part="rating"]')?.textContent, card.id).toMatch(DEVANAGARI);
    // The links stay in Nepali.
    for (const a of main.querySelectorAll('a[href^="/"]')) expect(a.getAttribute('href')).toMatch(/^\/ne\//);

    const path = '/ne/consultancies/1';
    const { doc, h1 } = parse((await t.req({ url: path })).body);
    const page = doc.querySelector('main')!;
    expect(page.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(h1).not.toBe('');
    const own = [...page.querySelectorAll('h2, dt, label, [data-part="report-problem"] p, aside p, [data-part="licence-details"]')]
      .filter((el) => !el.closest('[lang="en"]'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean);
    expect(own.length).toBeGreaterThan(20);
    for (const text of own) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
    expect(page.querySelector('[data-part="rating"]')?.textContent).toMatch(DEVANAGARI);
    expect(page.querySelector('[data-part="licensing-authority"] p')?.textContent).toMatch(DEVANAGARI);
    // The English page is as it was, with no language marking.
    const english = parse((await t.req({ url: '/consultancies/1' })).body).doc.querySelector('main')!;
    expect(english.querySelector('[lang]')).toBeNull();
    expect(english.textContent).not.toMatch(DEVANAGARI);
    expect(english.querySelector('#report-form-title')?.textContent).toBe('Report a problem');
  });

  it('the booking form is written in Nepali: its headings, labels, hints, options and notes; the values sent stay English', async () => {
    const { doc } = parse((await t.req({ url: '/ne/consultation' })).body);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(main.querySelector('[lang="en"]')).toBeNull();
    const texts = [...main.querySelectorAll('h1, h2, p, li, label, legend, option')]
      .map((el) => el.textContent?.trim() ?? '')
      // The character counter under a field is the shared fields' text (still English).
      .filter((text) => text && !/characters? (left|too many)$/.test(text));
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    expect(main.querySelector('option[value="Australia"]')?.textContent).toMatch(DEVANAGARI);
    expect(main.querySelector('option[value="Bachelor"]')?.textContent).toMatch(DEVANAGARI);
    expect(main.querySelector('a[href="/ne/privacy"]')?.textContent).toMatch(DEVANAGARI);
    // The English page keeps its English wording.
    const english = parse((await t.req({ url: '/consultation' })).body).doc.querySelector('main')!;
    expect(english.querySelector('h2')?.textContent).toBe('Your details');
    expect(english.querySelector('button[type="submit"]')?.textContent).toBe('Book free consultation');
    expect(english.querySelector('option[value="Bachelor"]')?.textContent).toBe('Bachelor');
    expect(english.querySelector('[lang]')).toBeNull();
  });

  it('the booking status page is written in Nepali: its form, its labels and hints, and the status found', async () => {
    const { doc } = parse((await t.req({ url: '/ne/consultation/status' })).body);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(main.querySelector('[lang="en"]')).toBeNull();
    const texts = [...main.querySelectorAll('h1, h2, p, label, button')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
    expect(texts.length).toBeGreaterThan(6);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    expect(main.querySelector('a[href="/ne/consultation"]')?.textContent).toMatch(DEVANAGARI);
    const english = parse((await t.req({ url: '/consultation/status' })).body).doc.querySelector('main')!;
    expect(english.querySelector('h2')?.textContent).toBe('Find your booking');
    expect(english.querySelector('button[type="submit"]')?.textContent).toBe('Check status');
    expect(english.querySelector('[lang]')).toBeNull();
  });

  it('the review page is written in Nepali: a link that is not valid says so in Nepali, with the way to a new one', async () => {
    const { doc } = parse((await t.req({ url: '/ne/consultation/review?token=not-a-token' })).body);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(main.querySelector('[lang="en"]')).toBeNull();
    const texts = [...main.querySelectorAll('h1, h2, p, a, button, [data-part="spinner"]')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    const english = parse((await t.req({ url: '/consultation/review?token=not-a-token' })).body).doc.querySelector('main')!;
    expect(english.textContent).not.toMatch(DEVANAGARI);
    expect(english.querySelector('[lang]')).toBeNull();
  });

  it('the contact page is written in Nepali: its details, the form and its labels; only the office address, as entered, is marked English', async () => {
    const { doc } = parse((await t.req({ url: '/ne/contact' })).body);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect([...main.querySelectorAll('[lang="en"]')].map((el) => el.tagName)).toEqual(['DD']);
    const texts = [...main.querySelectorAll('h1, h2, p, dt, label, button, a[href^="/"]')]
      .filter((el) => !el.closest('[lang="en"]'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter((text) => text && !/characters? (left|too many)$/.test(text));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    expect(main.querySelector('dl')?.textContent).toContain('नेपाली समय');
    const english = parse((await t.req({ url: '/contact' })).body).doc.querySelector('main')!;
    expect(english.querySelector('#contact-form-title')?.textContent).toBe('Send us a message');
    expect(english.querySelector('dl')?.textContent).toContain('Sunday to Friday, 10:00–17:00 (Nepal time)');
    expect(english.querySelector('[lang]')).toBeNull();
  });

  it('the scholarships, important links, advertise, featured and events pages are written in Nepali: every heading, paragraph and list item of the main text', async () => {
    for (const path of ['/ne/scholarships', '/ne/important-links', '/ne/advertise', '/ne/featured', '/ne/events']) {
      const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
      expect(main.querySelector('[data-part="english-only-note"]'), path).toBeNull();
      const texts = [...main.querySelectorAll('h1, h2, h3, p, li')]
        // A scholarship's name is the award's own; the exams' names are names, as their makers write them;
        // the featured consultancies are the shared list (marked English), as entered.
        .filter((el) => !el.closest('article h2, [lang="en"]') && !el.querySelector('a[href^="/ne/exam/"]'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter(Boolean);
      expect(texts.length, path).toBeGreaterThan(4);
      for (const text of texts) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
      for (const a of main.querySelectorAll('a[href^="/"]')) expect(a.getAttribute('href'), path).toMatch(/^\/ne\//);
      // Only the featured page shows a part shared with pages not yet written (the consultancy list).
      if (path !== '/ne/featured') expect(main.querySelector('[lang="en"]'), path).toBeNull();
    }
    // The scholarships' facts in Nepali while they keep their built-in wording; their source notes too.
    const scholarships = parse((await t.req({ url: '/ne/scholarships' })).body).doc.querySelector('main')!;
    const facts = [...scholarships.querySelectorAll('[data-fact^="scholarship."]')];
    expect(facts.length).toBeGreaterThan(15);
    for (const f of facts) expect(f.textContent, f.getAttribute('data-fact') ?? '').toMatch(DEVANAGARI);
    const english = parse((await t.req({ url: '/scholarships' })).body).doc.querySelector('main')!;
    expect(english.querySelector('[data-fact="scholarship.chevening-scholarships.covers"]')?.textContent).toBe(
      'Tuition, a monthly stipend, travel and visa costs.',
    );
    expect(english.querySelector('[lang]')).toBeNull();
  });

  it('the cost planner is written in Nepali: its form, the plan, its table and totals, the amounts in Devanagari digits, the rates note and label', async () => {
    const empty = parse((await t.req({ url: '/ne/cost-planner' })).body).doc.querySelector('main')!;
    expect(empty.querySelector('[data-part="english-only-note"]')).toBeNull();
    for (const label of empty.querySelectorAll('label, option')) expect(label.textContent, label.outerHTML).toMatch(DEVANAGARI);
    expect(empty.querySelector('button[type="submit"]')?.textContent).toMatch(DEVANAGARI);
    const path = '/ne/cost-planner?destination=uk&level=masters&years=1';
    const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    const texts = [...main.querySelectorAll('h1, h2, h3, p, li, th, caption')]
      // The rates' note and label are shared with pages not yet written in Nepali (marked English).
      .filter((el) => !el.closest('[lang="en"]') && !el.querySelector('[lang="en"]:only-child'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean);
    expect(texts.length).toBeGreaterThan(15);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    expect(main.querySelector('h2')?.textContent).toBe('तपाईंको योजना: बेलायतमा मास्टर्स डिग्री, १ वर्ष');
    // The amounts keep their grouping, in Devanagari digits; the currencies as they are.
    expect(main.querySelector('[data-line="visa-fee"]')?.textContent).toContain('GBP ५२४');
    expect(main.querySelector('[data-line="health-cover"] [data-part="visa-length"]')?.textContent).toContain('१७ महिना');
    expectNepaliRatesNote(main, path);
    expect(main.querySelector('[data-line="total"]')?.textContent).toContain('का भित्री दरहरू');
    // A missing date or value is not made up in either language; the English plan is as before.
    const english = parse((await t.req({ url: '/cost-planner?destination=uk&level=masters&years=1' })).body).doc.querySelector('main')!;
    expect(english.querySelector('h2')?.textContent).toBe("Your plan: Master's degree in UK, 1 year");
    expect(english.querySelector('[data-line="visa-fee"]')?.textContent).toContain('GBP 524');
    expect(english.querySelector('[lang]')).toBeNull();
    // A rejected choice says so in Nepali.
    const rejected = parse((await t.req({ url: '/ne/cost-planner?destination=mars&level=masters&years=12' })).body).doc.querySelector('main')!;
    const errors = [...rejected.querySelectorAll('[id$="-error"]')].map((el) => el.textContent ?? '');
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e).toMatch(DEVANAGARI);
  });

  it('the universities and courses lists are written in Nepali: filters, sort, count, buttons and the detail; the records as entered, marked English', async () => {
    for (const path of ['/ne/universities', '/ne/courses']) {
      const main = parse((await t.req({ url: path })).body).doc.querySelector('main')!;
      expect(main.querySelector('[data-part="english-only-note"]'), path).toBeNull();
      const texts = [...main.querySelectorAll('h1, label, option, button, [data-part="result-count"] p, .rule')]
        .filter((el) => !el.closest('[lang="en"]'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter(Boolean);
      expect(texts.length, path).toBeGreaterThan(15);
      for (const text of texts) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
      expect(main.querySelector('form[role="search"]')?.getAttribute('aria-label'), path).toMatch(DEVANAGARI);
      // The rates note reads in Nepali too.
      expectNepaliRatesNote(main, path);
    }
    for (const path of ['/ne/universities?id=1', '/ne/courses?id=1']) {
      const detail = parse((await t.req({ url: path })).body).doc.querySelector('main [data-part="detail"]')!;
      const labels = [...detail.querySelectorAll('dt, button')].map((el) => el.textContent?.trim() ?? '');
      expect(labels.length, path).toBeGreaterThan(4);
      for (const text of labels) expect(text, `${path}: ${text}`).toMatch(DEVANAGARI);
      // The description, as the team wrote it (English), is marked English.
      expect(detail.querySelector('h2 + p')?.getAttribute('lang'), path).toBe('en');
    }
  });

  it('the blog and an article are written in Nepali around the articles; an article shows its Nepali version, or its English marked as such', async () => {
    const items = (await t.req({ url: '/api/v1/blogs?limit=100' })).json().items as Array<{
      id: number;
      slug: string;
      title: string;
      ne?: { title: string; excerpt: string } | null;
    }>;
    const noc = items.find((b) => b.slug === 'noc-from-nepal-step-by-step')!;
    const english = items.find((b) => !b.ne)!;
    expect(noc.ne?.title).toMatch(DEVANAGARI);

    const list = parse((await t.req({ url: '/ne/blog' })).body).doc.querySelector('main')!;
    expect(list.querySelector('[data-part="english-only-note"]')).toBeNull();
    const cards = [...list.querySelectorAll('article')];
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      const link = card.querySelector('h2 a')!;
      if (link.getAttribute('href') === `/ne/blog/${noc.id}`) {
        // The article's Nepali version, not marked as English.
        expect(link.textContent).toBe(noc.ne!.title);
        expect(card.querySelector('h2')?.hasAttribute('lang')).toBe(false);
        expect(card.querySelector('p')?.textContent).toBe(noc.ne!.excerpt);
        expect(card.querySelector('p')?.hasAttribute('lang')).toBe(false);
      } else if (link.getAttribute('href') === `/ne/blog/${english.id}`) {
        expect(card.querySelector('h2')?.getAttribute('lang')).toBe('en');
        expect(card.querySelector('p')?.getAttribute('lang')).toBe('en');
      }
      // Its author, its date in BS beside the Gregorian, its reading time in Devanagari digits.
      expect(card.querySelector('small')?.textContent).toMatch(/^लेखक: .+ · .+ · पढ्न [०-९]+ मिनेट$/);
    }
    const own = [...list.querySelectorAll('h1, p, small, button, [aria-current="page"]')]
      .filter((el) => !el.closest('[lang="en"]'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean);
    for (const text of own) expect(text, text).toMatch(DEVANAGARI);

    // An article with a Nepali version: its heading, title, description, previews and structured data in Nepali.
    const { doc, meta } = parse((await t.req({ url: `/ne/blog/${noc.id}` })).body);
    const article = doc.querySelector('main')!;
    expect(article.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(article.querySelector('[data-part="not-in-nepali"]')).toBeNull();
    expect(article.querySelector('h1')?.textContent).toBe(noc.ne!.title);
    expect(article.querySelector('h1')?.hasAttribute('lang')).toBe(false);
    expect(article.querySelector('[data-part="article-body"]')?.hasAttribute('lang')).toBe(false);
    expect(article.querySelector('[data-part="article-body"] h2')?.textContent).toMatch(DEVANAGARI);
    // Only the tags stay as the team wrote them (English).
    expect([...article.querySelectorAll('[lang="en"]')].map((el) => el.textContent)).toEqual(['NOC, Nepal, documents']);
    // The facts embedded in the Nepali body are rendered from their records, as in English.
    expect(article.querySelector('[data-part="article-body"] [data-fact="noc.documents"]')).not.toBeNull();
    expect(doc.title.startsWith(noc.ne!.title)).toBe(true);
    expect(meta('description')).toBe(noc.ne!.excerpt);
    expect(meta('og:title')).toBe(noc.ne!.title);
    expect(meta('og:description')).toBe(noc.ne!.excerpt);
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    const posting = ld.find((d) => d['@type'] === 'BlogPosting');
    expect(posting.headline).toBe(noc.ne!.title);
    expect(posting.description).toBe(noc.ne!.excerpt);
    expect(article.querySelector('h1 + p')?.textContent).toMatch(/^लेखक: .+ · पढ्न [०-९]+ मिनेट$/);
    expect(article.querySelector('a[href="/ne/blog"]')?.textContent).toBe('सबै लेख');

    // An article without one: the English as written, marked English, with a note in Nepali saying so.
    const plain = parse((await t.req({ url: `/ne/blog/${english.id}` })).body);
    const shown = plain.doc.querySelector('main')!;
    expect(shown.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(shown.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(shown.querySelector('h1')?.textContent).toBe(english.title);
    expect(shown.querySelector('[data-part="article-body"]')?.getAttribute('lang')).toBe('en');
    const note = shown.querySelector('[data-part="not-in-nepali"]')!;
    expect(note.textContent).toBe('यो लेख अझै नेपालीमा लेखिएको छैन: यसलाई अङ्ग्रेजीमै देखाइएको छ।');
    expect(note.closest('[lang="en"]')).toBeNull();
    expect(plain.meta('og:title')).toBe(english.title);

    // The English page of the article with a Nepali version is as before: its English, no note, no Nepali.
    const en = parse((await t.req({ url: `/blog/${noc.id}` })).body);
    expect(en.h1).toBe(noc.title);
    expect(en.doc.querySelector('main [data-part="not-in-nepali"]')).toBeNull();
    expect(en.doc.querySelector('[data-part="article-body"]')?.hasAttribute('lang')).toBe(false);
    expect(en.doc.querySelector('main')?.textContent).not.toMatch(DEVANAGARI);
    expect(en.meta('og:title')).toBe(noc.title);
    const enLd = [...en.doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    expect(enLd.find((d) => d['@type'] === 'BlogPosting').headline).toBe(noc.title);

    const missing = parse((await t.req({ url: '/ne/blog/987654' })).body).doc.querySelector('main')!;
    expect(missing.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(missing.querySelector('main p:not([lang])')?.textContent).toMatch(DEVANAGARI);
  });

  it('compare is written in Nepali: its notes, table caption, row labels and the values it words; the records as entered', async () => {
    const empty = parse((await t.req({ url: '/ne/compare' })).body).doc.querySelector('main')!;
    expect(empty.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(empty.querySelector('a[href="/ne/consultancies"]')?.textContent).toBe('कन्सल्टेन्सीको सूची');
    const main = parse((await t.req({ url: '/ne/compare?ids=1,2,x' })).body).doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    const texts = [...main.querySelectorAll('p, caption, thead th:first-child, tbody th, [data-part="compare-notes"] li, a.remove')]
      .filter((el) => !el.closest('[lang="en"]'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean);
    expect(texts.length).toBeGreaterThan(12);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    expect(main.querySelector('[data-part="compare-notes"]')?.textContent).toContain('लिङ्कको १ प्रविष्टि');
  });

  it("the shortlist is written in Nepali (the server renders it while it reads the browser's list)", async () => {
    const main = parse((await t.req({ url: '/ne/shortlist' })).body).doc.querySelector('main')!;
    expect(main.querySelector('[data-part="english-only-note"]')).toBeNull();
    expect(main.querySelector('[lang="en"]')).toBeNull();
    const texts = [...main.querySelectorAll('h1, p')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    expect(main.querySelector('[aria-label="सेभ गरिएका कुराहरू"] [role="status"]')?.textContent).toBe('तपाईंको सूची पढ्दै…');
  });

  it('the sitemap lists every page in both languages', async () => {
    const xml = (await t.req({ url: '/sitemap.xml' })).body;
    for (const path of ['/', '/ne/', '/consultancies', '/ne/consultancies', '/destinations/australia', '/ne/destinations/australia']) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
  });

  it('the consultancy lists every page shares read in Nepali on a Nepali page: the rating, the licence tick, the reminder to check a licence', async () => {
    const home = parse((await t.req({ url: '/ne/' })).body).doc.querySelector('main')!;
    // No consultancy's licence has been checked yet in the sample directory.
    expect(home.textContent).toContain('इजाजतपत्र जाँचिएको कुनै कन्सल्टेन्सी अहिलेसम्म छैन।');
    const cookie = await t.login();
    const created = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      headers: { cookie },
      payload: {
        name: 'Licensed Nepali Test Education',
        location: 'Putalisadak, Kathmandu',
        phone: '01-4000000',
        email: 'info@licensed-test.com.np',
        website: '',
        rating: 4,
        logo: '',
        coverImage: '',
        specializations: ['Australia'],
        studentsHelped: '100+',
        experience: '3+ years',
        successRate: '90%',
        services: [],
        verified: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const licence = await t.req({
      method: 'PUT',
      url: `/api/v1/admin/consultancies/${id}/licence`,
      headers: { cookie },
      payload: {
        number: 'ECS-2081-0042',
        authority: 'bagmati',
        validUntil: '2026-07-15',
        checkedOn: '2025-12-20',
        method: 'register',
        sourceUrl: 'https://example.gov.np/register/42',
        privateNote: '',
      },
    });
    expect(licence.statusCode, licence.body).toBe(200);

    const item = parse((await t.req({ url: '/ne/' })).body).doc.querySelector('main [data-part="consultancy-item"]')!;
    expect(item.querySelector('a')?.textContent).toBe('Licensed Nepali Test Education');
    expect(item.textContent).toBe('Licensed Nepali Test EducationPutalisadak, Kathmandu · अहिलेसम्म कुनै समीक्षा छैन · इजाजतपत्र जाँच गरिएको');
    const reminder = parse((await t.req({ url: '/ne/' })).body).doc.querySelector('main [data-part="licence-reminder"]')!;
    expect(reminder.getAttribute('aria-label')).toBe('कन्सल्टेन्सीको इजाजतपत्र जाँच्नुहोस्');
    for (const p of reminder.querySelectorAll(':scope > p')) expect(p.textContent).toMatch(DEVANAGARI);
    // The same list on the English page, as it was.
    const english = parse((await t.req({ url: '/' })).body).doc.querySelector('main [data-part="consultancy-item"]')!;
    expect(english.textContent).toBe('Licensed Nepali Test EducationPutalisadak, Kathmandu · No reviews yet · Licence checked');
    expect((await t.req({ method: 'DELETE', url: `/api/v1/consultancies/${id}`, headers: { cookie } })).statusCode).toBeLessThan(300);
  });
});
