// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, pageForPath } from '../../src/app/routeTable';
import { SITEMAP_PATHS, STATIC_PUBLIC_PATHS } from '../../src/app/sitemap';
import { paths, ROUTES } from '../../src/config/routes';
import { SEARCH_SUGGESTIONS_PATH } from '../../src/domain/ssr';
import { DESTINATIONS, EXAMS } from '../../src/domain/catalog';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { DEFAULT_SITE_SETTINGS, PHONE_NOT_SET_TEXT } from '../../src/data/site-settings';
import { FIRST_DATA_ELEMENT_ID } from '../../src/ui/serverPage';
import { PAGE_SCRIPTS_ID } from '../../src/app/pageScripts';
import { HTTP_CLIENT_SOURCE, SEARCH_DIALOG_SOURCE } from '../../src/config/chunks';
import { EARLY_SEARCH_IDS, earlySearchOptionId } from '../../src/common/header/earlySearchStandIn';
import { decodeDirectory } from '../../src/domain/directory';
import { searchMatch } from '../../src/search/rule';
import { MAX_SUGGESTIONS } from '../../src/config/constants';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { createTestApp, createTestDatabase, type TestApp } from './harness';
import { PUBLIC_PATHS } from '../helpers/publicPaths';
import { buildAppForTests } from './ssrBuild';
import { PAGE_IMPORTS_FILE, pageImportSpecifiers } from '../../scripts/page-sources';

const ORIGIN = 'http://localhost';

/** The structured data each page carries, by @type (pages not listed carry none). */
function expectedJsonLd(path: string): string[] {
  if (path === '/') return ['Organization', 'WebSite'];
  if (path === '/faqs') return ['FAQPage'];
  if (path === '/blog/1') return ['BlogPosting', 'BreadcrumbList'];
  // Detail pages: a consultancy (a sample one here: no EducationalOrganization), a destination, an exam, a service.
  if (['consultancy', 'destination', 'exam', 'serviceDetail'].includes(pageForPath(path) ?? '')) return ['BreadcrumbList'];
  return [];
}

const nonSample = {
  name: 'Kathmandu Real Study Centre',
  location: 'Putalisadak, Kathmandu',
  phone: '+977-1-4411223',
  email: 'info@ktm-real-study.com.np',
  website: 'https://ktm-real-study.com.np',
  verified: true,
  rating: 4.4,
  logo: '',
  coverImage: '',
  specializations: ['Australia'],
  studentsHelped: '300+',
  experience: '5+ years',
  successRate: '90%',
  services: ['Counselling'],
};

const article = (over: Record<string, unknown> = {}) => ({
  slug: 'escaping-test',
  title: 'A title with </script><script>alert(1)</script> & more',
  excerpt: 'Line\u2028separator and paragraph\u2029separator, <b>tags</b> & ampersands.',
  body: 'Body with </script><!-- and <script>alert(2)</script>.',
  coverImage: '',
  author: 'Test Author',
  tags: ['test'],
  status: 'published',
  ...over,
});

function parse(html: string) {
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
  return { doc, meta, jsonLd, h1: doc.querySelector('main h1, #root h1')?.textContent?.trim() ?? '', title: doc.title };
}

describe('server rendering: every public page without a browser', () => {
  let t: TestApp;

  beforeAll(async () => {
    const serve = await buildAppForTests();
    t = await createTestApp({ serve });
  }, 180_000);
  afterAll(() => t?.close());

  it.each(PUBLIC_PATHS)('%s: its h1, its own title and description, Open Graph tags and the structured data it should carry', async (path) => {
    const r = await t.req({ url: path });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    const { doc, meta, jsonLd, h1, title } = parse(r.body);
    expect(h1).not.toBe('');
    expect(title).toBe(path === '/' ? 'Gantavya – Your Gateway to Global Education' : `${h1} | Gantavya`);
    expect(meta('description')?.length).toBeGreaterThan(40);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(`${ORIGIN}${path}`);
    expect(meta('og:title')).toBe(path === '/' ? title : h1);
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('og:type')).toBe(path === '/blog/1' ? 'article' : 'website');
    expect(meta('og:url')).toBe(canonical);
    expect(meta('og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(jsonLd.map((d) => d['@type'])).toEqual(expectedJsonLd(path));
    for (const d of jsonLd) expect(d['@context']).toBe('https://schema.org');
  });

  it('gives every public page a title and description of its own', async () => {
    const seen = new Map<string, string>();
    for (const path of PUBLIC_PATHS) {
      const { title, meta } = parse((await t.req({ url: path })).body);
      const key = `${title}\n${meta('description')}`;
      expect(seen.get(key), `${path} has the same title and description as ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
  });

  it('the home page offers a site search to /consultancies?search=, and the FAQ page lists its questions', async () => {
    const home = parse((await t.req({ url: '/' })).body).jsonLd.find((d) => d['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(home.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/consultancies?search={search_term_string}`);
    const faq = parse((await t.req({ url: '/faqs' })).body).jsonLd[0] as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity.length).toBeGreaterThan(5);
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
  });

  it('describes a real consultancy as an EducationalOrganization, and never a sample record', async () => {
    const sample = parse((await t.req({ url: '/consultancies/1' })).body);
    expect(sample.h1).toBe(CONSULTANCIES[0].name);
    expect(sample.jsonLd.some((d) => d['@type'] === 'EducationalOrganization')).toBe(false);

    const cookie = await t.login();
    const created = await t.req({ method: 'POST', url: '/api/v1/consultancies', payload: nonSample, headers: { cookie } });
    expect(created.statusCode).toBe(201);
    const real = parse((await t.req({ url: `/consultancies/${created.json().id}` })).body);
    const org = real.jsonLd.find((d) => d['@type'] === 'EducationalOrganization');
    expect(org).toMatchObject({ name: nonSample.name, url: nonSample.website, email: nonSample.email, telephone: nonSample.phone });
    // The rating typed on the record is never structured data; only approved reviews' mean and count are.
    expect(org).not.toHaveProperty('aggregateRating');
    const id = Number(created.json().id);
    for (const which of [id, 1]) {
      const row = await t.database.db.selectFrom('consultancies').select('data').where('id', '=', which).executeTakeFirstOrThrow();
      await t.database.db
        .updateTable('consultancies')
        .set({ data: JSON.stringify({ ...JSON.parse(row.data), reviews: { average: 4.5, count: 2 } }) })
        .where('id', '=', which)
        .execute();
    }
    const rated = parse((await t.req({ url: `/consultancies/${id}` })).body).jsonLd.find((d) => d['@type'] === 'EducationalOrganization');
    expect(rated?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(parse((await t.req({ url: '/consultancies/1' })).body).jsonLd.some((d) => 'aggregateRating' in d)).toBe(false);
  });

  it('answers 404 with the not-found page for an unknown path, an unknown id, a bad id (a line break too) and a draft', async () => {
    const cookie = await t.login();
    const draft = await t.req({
      method: 'POST',
      url: '/api/v1/blogs',
      payload: article({ slug: 'a-draft', status: 'draft', title: 'A draft' }),
      headers: { cookie },
    });
    for (const [url, heading] of [
      ['/no-such-page', 'Page not found'],
      ['/consultancies/99999', 'Consultancy not found'],
      ['/consultancies/abc', 'Consultancy not found'],
      ['/consultancies/%0A%0D', 'Consultancy not found'],
      ['/blog/%0A', 'Article not found'],
      ['/no-such%0Apage', 'Page not found'],
      ['/blog/99999', 'Article not found'],
      [`/blog/${draft.json().id}`, 'Article not found'],
      ['/destinations/atlantis', 'Page not found'],
    ]) {
      const r = await t.req({ url });
      expect(r.statusCode, url).toBe(404);
      const { h1, meta, doc } = parse(r.body);
      expect(h1).toBe(heading);
      expect(meta('robots')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    }
  });

  it('sends a page compressed on its first render too, in the encoding the browser accepts', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const url = `/faqs?first-render=${encoding}`;
      const r = await t.req({ url, headers: { 'accept-encoding': encoding } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(parse(decompress(r.rawPayload).toString()).h1).toBe('Frequently Asked Questions');
      // The copy kept for the next request is the same page.
      expect(parse((await t.req({ url })).body).h1).toBe('Frequently Asked Questions');
    }
  });

  it("writes the modulepreload links of the page's chunks from the manifest, held in a template until the page has painted", async () => {
    const { distDir } = await buildAppForTests();
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
    // The app's own code (src/app/boot.tsx and what it imports) is built into one chunk named `app`.
    const appChunk = Object.values(manifest).find((c) => c.name === 'app');
    const r = await t.req({ url: '/consultancies' });
    const { doc } = parse(r.body);
    const template = doc.getElementById(PAGE_SCRIPTS_ID);
    expect(template?.tagName).toBe('TEMPLATE');
    const held = [...(template as HTMLTemplateElement).content.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    // The app's own chunk and the page's chunk, each with what it imports: all of them at once, no waterfall.
    expect(held).toContain(`/${appChunk?.file}`);
    expect(held).toContain(`/${manifest['src/features/consultancies/ConsultanciesPage.tsx'].file}`);
    expect(new Set(held).size).toBe(held.length);
    // At a module preload's own priority, ahead of the list's logos for the next free connection.
    const priorities = [...(template as HTMLTemplateElement).content.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('fetchpriority'));
    expect(priorities.every((p) => p === null)).toBe(true);
    // Nothing outside the template starts loading before the paint but the small entry script.
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect([...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual([`/${manifest['index.html'].file}`]);
  });

  it("preloads the search dialog's own chunks after a page that carries the shared kits, never on the light home page", async () => {
    const { distDir } = await buildAppForTests();
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const dialog = `/${manifest[SEARCH_DIALOG_SOURCE].file}`;
    const held = async (url: string) =>
      [
        ...((parse((await t.req({ url })).body).doc.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement | null)?.content.querySelectorAll(
          'link[rel="modulepreload"]',
        ) ?? []),
      ].map((l) => l.getAttribute('href'));
    const consultancies = await held('/consultancies');
    // After the page's own chunks: the page hydrates first, the dialog's chunks come beside it.
    expect(consultancies.indexOf(dialog)).toBeGreaterThan(consultancies.indexOf(`/${manifest['src/features/consultancies/ConsultanciesPage.tsx'].file}`));
    expect(consultancies).toContain(dialog);
    expect(await held('/destinations/australia')).toContain(dialog);
    expect(await held('/')).not.toContain(dialog);
    // With the dialog, its texts' catalog in the page's language (the dialog waits for it).
    expect(consultancies).toContain(`/${manifest['src/locales/widgets/en.po'].file}`);
    expect(consultancies).not.toContain(`/${manifest['src/locales/widgets/ne.po'].file}`);
    const nepali = await held('/ne/consultancies');
    expect(nepali).toContain(`/${manifest['src/locales/widgets/ne.po'].file}`);
    expect(nepali).not.toContain(`/${manifest['src/locales/widgets/en.po'].file}`);
  });

  it("holds every public page's own chunk among its preload links (none is dropped however pageImports.ts is laid out)", async () => {
    const { distDir } = await buildAppForTests();
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const specs = pageImportSpecifiers(readFileSync(PAGE_IMPORTS_FILE, 'utf8'));
    for (const path of PUBLIC_PATHS) {
      const page = pageForPath(path)!;
      const source = relative(process.cwd(), resolve('src/app', `${specs[page]}.tsx`)).replaceAll('\\', '/');
      const held = [
        ...((parse((await t.req({ url: path })).body).doc.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement | null)?.content.querySelectorAll(
          'link[rel="modulepreload"]',
        ) ?? []),
      ].map((l) => l.getAttribute('href'));
      expect(manifest[source], source).toBeDefined();
      expect(held, path).toContain(`/${manifest[source].file}`);
    }
  });

  it('hands the first data to the browser as JSON a script element cannot break out of', async () => {
    const cookie = await t.login();
    const created = await t.req({ method: 'POST', url: '/api/v1/blogs', payload: article(), headers: { cookie } });
    expect(created.statusCode).toBe(201);
    const r = await t.req({ url: `/blog/${created.json().id}` });
    expect(r.statusCode).toBe(200);
    // Every script element ends where it should: the page's text never closes one early.
    expect(r.body.match(/<\/script>/gi)?.length).toBe(r.body.match(/<script\b/gi)?.length);
    const raw = /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(r.body)?.[1] ?? '';
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
    const { doc } = parse(r.body);
    const data = JSON.parse(doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent ?? '{}') as Record<
      string,
      { status: string; data: Record<string, unknown> }
    >;
    const entry = Object.entries(data).find(([key]) => key.startsWith('blog-article-'))![1];
    expect(entry.status).toBe('success');
    expect(entry.data).toMatchObject({ title: article().title, excerpt: article().excerpt, body: article().body });
    expect(doc.querySelector('main h1')?.textContent).toBe(article().title);
  });

  it('lists in the sitemap every public page and every published article, consultancy and university, and nothing else', async () => {
    const cookie = await t.login();
    await t.req({ method: 'POST', url: '/api/v1/blogs', payload: article({ slug: 'unpublished', status: 'draft', title: 'Not yet' }), headers: { cookie } });
    const r = await t.req({ url: '/sitemap.xml' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/xml/);
    const doc = new JSDOM(r.body, { contentType: 'text/xml' }).window.document;
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    const db = t.database.db;
    const blogs = await db.selectFrom('blogs').select(['id', 'updated_at']).where('status', '=', 'published').execute();
    const consultancies = await db.selectFrom('consultancies').select(['id', 'updated_at']).execute();
    const universities = await db.selectFrom('universities').select(['id', 'updated_at']).execute();
    const expected = [
      ...SITEMAP_PATHS,
      ...consultancies.map((c) => `/consultancies/${c.id}`),
      ...universities.map((u) => `/universities?id=${u.id}`),
      ...blogs.map((b) => `/blog/${b.id}`),
    ]
      // Each page in English and in Nepali (under /ne).
      .flatMap((p) => [p, p === '/' ? '/ne/' : `/ne${p}`])
      .map((p) => `${ORIGIN}${p}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);
    const drafts = await db.selectFrom('blogs').select('id').where('status', '=', 'draft').execute();
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(locs).not.toContain(`${ORIGIN}/blog/${d.id}`);
    const urlOf = (loc: string) => [...doc.getElementsByTagName('url')].find((u) => u.getElementsByTagName('loc')[0].textContent === loc);
    // A record's last change is its updatedAt; the pages of the route table carry none.
    const lastmod = (path: string) => urlOf(`${ORIGIN}${path}`)?.getElementsByTagName('lastmod')[0]?.textContent ?? null;
    for (const b of blogs) expect(lastmod(`/blog/${b.id}`)).toBe(b.updated_at);
    for (const c of consultancies) expect(lastmod(`/consultancies/${c.id}`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const c of consultancies) expect(lastmod(`/consultancies/${c.id}`)).toBe(c.updated_at);
    for (const u of universities) expect(lastmod(`/universities?id=${u.id}`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const u of universities) expect(lastmod(`/universities?id=${u.id}`)).toBe(u.updated_at);
    for (const path of SITEMAP_PATHS) expect(lastmod(path), path).toBeNull();
    expect(locs).not.toContain(`${ORIGIN}${ROUTES.consultationReview}`);
    for (const path of STATIC_PUBLIC_PATHS) expect(PUBLIC_ROUTES.some((r) => r.path === path)).toBe(true);
  });

  it("moves a consultancy's and a university's lastmod in the sitemap when an admin edits it", async () => {
    const lastmodOf = async (path: string) => {
      const doc = new JSDOM((await t.req({ url: '/sitemap.xml' })).body, { contentType: 'text/xml' }).window.document;
      const url = [...doc.getElementsByTagName('url')].find((u) => u.getElementsByTagName('loc')[0].textContent === `${ORIGIN}${path}`);
      return url?.getElementsByTagName('lastmod')[0]?.textContent ?? null;
    };
    const cookie = await t.login();
    for (const [api, path] of [
      ['/api/v1/consultancies/3', '/consultancies/3'],
      ['/api/v1/universities/2', '/universities?id=2'],
    ]) {
      const before = await lastmodOf(path);
      t.clock.advance(60_000);
      const { id: _id, ...input } = (await t.req({ url: api })).json();
      expect((await t.req({ method: 'PUT', url: api, payload: input, headers: { cookie } })).statusCode).toBe(200);
      const after = await lastmodOf(path);
      expect(after, path).toBe(t.clock.now.toISOString());
      expect(after, path).not.toBe(before);
    }
  });

  it('an older database gives its consultancies and universities a last-change time when it is migrated', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      // A database from before the column: every migration up to the one before it.
      await migrateUpTo(db, dialect, '0030_facts_settings_rates');
      await db.insertInto('consultancies').values({ rating: 4, verified: 1, specializations: '', search: '', data: '{}' }).execute();
      await db.insertInto('universities').values({ country: 'canada', levels: '', search: '', data: '{}' }).execute();
      await migrateToLatest(db, dialect);
      for (const table of ['consultancies', 'universities'] as const) {
        const rows = await db.selectFrom(table).select('updated_at').execute();
        expect(rows.length).toBe(1);
        expect(Number.isNaN(Date.parse(rows[0].updated_at ?? ''))).toBe(false);
      }
    } finally {
      await drop();
    }
  });

  it('serves the default preview image as a 1200×630 PNG', async () => {
    const r = await t.req({ url: '/og-default.png' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    const png = r.rawPayload;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("renders the admins' site settings into every page's footer, and a change shows on the next request", async () => {
    const before = parse((await t.req({ url: '/faqs' })).body).doc;
    expect(before.querySelector('footer')?.textContent).toContain(PHONE_NOT_SET_TEXT);
    const cookie = await t.login();
    const settings = { ...DEFAULT_SITE_SETTINGS, phone: '01-5550100' };
    expect((await t.req({ method: 'PUT', url: '/api/v1/settings', headers: { cookie }, payload: settings })).statusCode).toBe(200);
    for (const url of ['/faqs', '/no-such-page']) {
      const { doc } = parse((await t.req({ url })).body);
      expect(doc.querySelector('footer a[href="tel:015550100"]')?.textContent, url).toBe('01-5550100');
      const data = JSON.parse(doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent ?? '{}');
      expect(data['site-settings']).toMatchObject({ status: 'success', data: { phone: '01-5550100' } });
    }
  });

  it("renders a page's dated facts and the exchange rates from the server, and an admin's edit shows on the next request", async () => {
    const firstDataOf = (doc: Document) =>
      JSON.parse(doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent ?? '{}') as Record<string, { status: string; data: unknown }>;
    for (const path of [...DESTINATIONS.map(paths.destination), ...EXAMS.map(paths.exam), ROUTES.scholarships, ROUTES.faqs]) {
      const data = firstDataOf(parse((await t.req({ url: path })).body).doc);
      const api = (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent(path)}&limit=100` })).json();
      expect(api.items.length, path).toBeGreaterThan(0);
      expect(data[`page-facts ${path}`], path).toEqual({ status: 'success', data: api.items });
    }
    const rates = (await t.req({ url: '/api/v1/exchange-rates' })).json();
    for (const path of [paths.destination('australia'), ROUTES.universities, ROUTES.courses]) {
      expect(firstDataOf(parse((await t.req({ url: path })).body).doc)['exchange-rates'], path).toEqual({ status: 'success', data: rates });
    }

    const ielts = paths.exam('ielts');
    const facts = (await t.req({ url: `/api/v1/facts?onPage=${encodeURIComponent(ielts)}&limit=100` })).json().items as Array<
      { id: number; updatedAt: unknown; value: { kind: string } } & Record<string, unknown>
    >;
    const text = facts.find((f) => f.value.kind === 'text')!;
    const { id, updatedAt: _u, ...input } = text;
    const cookie = await t.login();
    const edited = await t.req({
      method: 'PUT',
      url: `/api/v1/facts/${id}`,
      headers: { cookie },
      payload: { ...input, value: { kind: 'text', text: 'A figure an admin corrected a moment ago' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(parse((await t.req({ url: ielts })).body).doc.querySelector('main')?.textContent).toContain('A figure an admin corrected a moment ago');
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the admin area', async () => {
    const r = await t.req({ url: '/robots.txt' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(r.body).toMatch(/^Disallow: \/admin$/m);
  });

  it("writes the search's stand-in after the app's root, in a template, in the page's language: a GET form to the consultancy list and the quick search's links, with its styles", async () => {
    for (const [path, action, heading] of [
      ['/', '/consultancies', 'Search'],
      ['/ne/blog', '/ne/consultancies', 'खोज्नुहोस्'],
    ] as const) {
      const { doc } = parse((await t.req({ url: path })).body);
      const template = doc.getElementById(EARLY_SEARCH_IDS.template) as HTMLTemplateElement;
      expect(template.previousElementSibling?.id, path).toBe('root');
      // Nothing of it is on the page until it opens.
      expect(doc.getElementById(EARLY_SEARCH_IDS.dialog)).toBeNull();
      const dialog = template.content.getElementById(EARLY_SEARCH_IDS.dialog)!;
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog.querySelector('h2')?.textContent).toBe(heading);
      const form = dialog.querySelector('form')!;
      expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', action]);
      expect(form.querySelector(`#${EARLY_SEARCH_IDS.input}`)?.getAttribute('name')).toBe('search');
      expect([...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        action,
        `${action}?category=universities`,
        `${action}?category=courses`,
        `${action}?category=scholarships`,
      ]);
      const styles = [...doc.querySelectorAll('style[data-styled]')].map((el) => el.textContent).join('');
      // The dialog's own rule (its generated class; the other is the component's id) is in the page's styles.
      expect(
        dialog.className.split(' ').some((name) => new RegExp(`\\.${name}\\{[^}]*max-width:680px`).test(styles)),
        path,
      ).toBe(true);
    }
  });

  it("holds the search's code for its stand-in to start on a light page (the home page), and not where the page loads it anyway", async () => {
    const held = (doc: Document) =>
      [...((doc.getElementById(EARLY_SEARCH_IDS.preload) as HTMLTemplateElement | null)?.content.querySelectorAll('link[rel="modulepreload"]') ?? [])].map(
        (l) => l.getAttribute('href') ?? '',
      );
    const preloaded = (doc: Document) =>
      [...((doc.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement | null)?.content.querySelectorAll('link[rel="modulepreload"]') ?? [])].map(
        (l) => l.getAttribute('href') ?? '',
      );
    const home = parse((await t.req({ url: '/' })).body).doc;
    expect(held(home).some((href) => /\/SearchModal-[^/]+\.js$/.test(href))).toBe(true);
    expect(held(home).some((href) => /\/widgets-[^/]+\.js$/.test(href))).toBe(true);
    expect(held(home).filter((href) => preloaded(home).includes(href))).toEqual([]);
    const list = parse((await t.req({ url: '/consultancies' })).body).doc;
    for (const href of held(list)) expect(preloaded(list)).not.toContain(href);
    expect(held(list).some((href) => /\/SearchModal-[^/]+\.js$/.test(href))).toBe(false);
  });

  it("prefetches the HTTP client's code with the page's chunks (fetched, not run until the first call), less what the page loads anyway", async () => {
    const { distDir } = await buildAppForTests();
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const client = `/${manifest[HTTP_CLIENT_SOURCE].file}`;
    const held = (doc: Document, rel: string) =>
      [...((doc.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement | null)?.content.querySelectorAll(`link[rel="${rel}"]`) ?? [])].map(
        (l) => l.getAttribute('href') ?? '',
      );
    for (const url of ['/', '/consultancies', '/ne/blog']) {
      const doc = parse((await t.req({ url })).body).doc;
      expect(held(doc, 'prefetch')[0], url).toBe(client);
      expect(held(doc, 'modulepreload'), url).not.toContain(client);
      expect(
        held(doc, 'prefetch').filter((href) => held(doc, 'modulepreload').includes(href)),
        url,
      ).toEqual([]);
    }
  });

  it('serves the admin area as the bare page the browser renders, never stored', async () => {
    const r = await t.req({ url: '/admin/blogs' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).not.toContain('data-rendered="server"');
  });

  it('redirects the old sign-in paths the way the app does', async () => {
    const r = await t.req({ url: '/login' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/auth/login');
    // From the Nepali pages too: the sign-in pages are outside the languages' pages.
    const ne = await t.req({ url: '/ne/login' });
    expect(ne.statusCode).toBe(302);
    expect(ne.headers.location).toBe('/auth/login');
  });
});

describe("the search's stand-in's suggestions, from the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    const serve = await buildAppForTests();
    t = await createTestApp({ serve });
  }, 180_000);
  afterAll(() => t?.close());

  /** The published directory's entries, as the browser's search reads them. */
  const directory = async () => {
    const manifest = (await t.req({ url: '/api/v1/directory' })).json() as { file: string };
    return decodeDirectory((await t.req({ url: `/api/v1${manifest.file}` })).json())!;
  };
  const suggest = async (q: string, locale = 'en') => {
    const r = await t.req({ url: `${SEARCH_SUGGESTIONS_PATH}?locale=${locale}&q=${encodeURIComponent(q)}` });
    expect(r.statusCode, q).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const body = r.json() as { count: number; html: string; live: string };
    const options = [...new JSDOM(`<ul>${body.html}</ul>`).window.document.querySelectorAll('li')];
    return { ...body, options };
  };

  it('answers a text with the search’s own suggestions (the spec’s rule over the published directory, at most 8), as the dialog’s options with where a pick goes', async () => {
    const entries = await directory();
    for (const text of ['ka', 'KATHMANDU', ' australia ', 'pokhara', 'japan', 'काठमाडौं', 'zzz-no-such']) {
      const expected = searchMatch(entries, text).slice(0, MAX_SUGGESTIONS);
      const { count, options, live } = await suggest(text);
      expect(count, text).toBe(expected.length);
      expect(
        options.map((o) => Number(o.getAttribute('data-consultancy-id'))),
        text,
      ).toEqual(expected.map((e) => e.id));
      options.forEach((o, i) => {
        expect(o.id).toBe(earlySearchOptionId(i));
        expect(o.getAttribute('role')).toBe('option');
        expect(o.getAttribute('aria-selected')).toBe('false');
        expect(o.getAttribute('data-href')).toBe(paths.consultancySearch(expected[i].name));
        expect(o.textContent).toContain(expected[i].name);
        expect(o.textContent).toContain(expected[i].location);
      });
      expect(live, text).toBe(
        expected.length ? `${expected.length} suggestions. Use the arrow keys to choose one.` : 'No consultancy matches. Press Enter to search anyway.',
      );
    }
    // A text with more than 8 matches shows 8.
    expect((await suggest('a')).count).toBe(MAX_SUGGESTIONS);
    // Blank text: none, and nothing said.
    expect(await suggest('   ')).toMatchObject({ count: 0, html: '', live: 'No consultancy matches. Press Enter to search anyway.' });
  });

  it('on a Nepali page: the pick goes to the Nepali list, and the live region speaks Nepali with Devanagari digits', async () => {
    const { options, live } = await suggest('kathmandu', 'ne');
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.getAttribute('data-href')).toMatch(/^\/ne\/consultancies\?search=/);
    expect(live).toMatch(/[०-९]/);
    expect(live).not.toMatch(/suggestions/);
  });

  it('the options’ styles are in every page’s: each class an option carries has its rule in the page’s style', async () => {
    const { options } = await suggest('kathmandu');
    const classes = new Set(options.flatMap((o) => [o, ...o.querySelectorAll('*')].flatMap((el) => [...el.classList])));
    for (const path of ['/', '/ne/blog']) {
      const { doc } = parse((await t.req({ url: path })).body);
      const styles = [...doc.querySelectorAll('style[data-styled]')].map((el) => el.textContent).join('');
      // Each element's generated class (styled-components gives an element its component's id and a class with its rules).
      for (const o of options) {
        const withRules = [o, ...o.querySelectorAll('[class]')].filter((el) => [...el.classList].some((name) => styles.includes(`.${name}{`)));
        expect(withRules.length, path).toBeGreaterThan(0);
      }
      expect([...classes].filter((name) => styles.includes(`.${name}{`)).length, path).toBeGreaterThan(3);
      const template = doc.getElementById(EARLY_SEARCH_IDS.template) as HTMLTemplateElement;
      const list = template.content.getElementById(EARLY_SEARCH_IDS.listbox)!;
      expect(list.getAttribute('role')).toBe('listbox');
      expect(list.hasAttribute('hidden')).toBe(true);
      expect(list.getAttribute('data-suggest')).toBe(`${SEARCH_SUGGESTIONS_PATH}?locale=${path === '/' ? 'en' : 'ne'}`);
      const input = template.content.getElementById(EARLY_SEARCH_IDS.input)!;
      expect([input.getAttribute('role'), input.getAttribute('aria-controls'), input.getAttribute('aria-expanded')]).toEqual([
        'combobox',
        EARLY_SEARCH_IDS.listbox,
        'false',
      ]);
    }
  });

  it('follows an edit at once: a consultancy renamed by an admin is suggested by its new name', async () => {
    const cookie = await t.login();
    const current = (await t.req({ url: '/api/v1/consultancies/2' })).json() as Record<string, unknown>;
    const { id: _id, sample: _sample, ...input } = current;
    expect((await suggest('Zebracorn')).count).toBe(0);
    const r = await t.req({ method: 'PUT', url: '/api/v1/consultancies/2', payload: { ...input, name: 'Zebracorn Education' }, headers: { cookie } });
    expect(r.statusCode).toBe(200);
    const after = await suggest('zebracorn');
    expect(after.options.map((o) => o.getAttribute('data-consultancy-id'))).toEqual(['2']);
  });

  it('refuses a text over 200 characters, two texts, or a language it does not have (400, said plainly); nothing it is asked makes it fail', async () => {
    for (const url of [
      `${SEARCH_SUGGESTIONS_PATH}?q=${'a'.repeat(201)}`,
      `${SEARCH_SUGGESTIONS_PATH}?q=a&q=b`,
      `${SEARCH_SUGGESTIONS_PATH}?q=a&locale=fr`,
      `${SEARCH_SUGGESTIONS_PATH}?q=a&locale=en&locale=ne`,
    ]) {
      const r = await t.req({ url });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
      expect(r.json().error.message.length).toBeGreaterThan(10);
    }
    for (const q of ['%00', '"', '\u001f', '|', '<script>alert(1)</script>', "' OR 1=1 --", '%E0%A4', 'a'.repeat(200)]) {
      const r = await t.req({ url: `${SEARCH_SUGGESTIONS_PATH}?q=${q}` });
      expect(r.statusCode, q).toBeLessThan(500);
    }
    const hostile = await suggest('<img src=x onerror=alert(1)>');
    expect(hostile.html).not.toContain('<img src=x');
  });
});

describe('rendered pages kept per URL and content version', () => {
  it('renders a page once, then sends it from memory (compressed once, with an entity tag) until the content changes', async () => {
    const { distDir, renderer } = await buildAppForTests();
    const rendered: string[] = [];
    const counting = { ...renderer, render: (r: Parameters<typeof renderer.render>[0]) => (rendered.push(r.url), renderer.render(r)) };
    const t = await createTestApp({ serve: { distDir, renderer: counting } });
    try {
      const first = await t.req({ url: '/blog/1' });
      expect(first.statusCode).toBe(200);
      const again = await t.req({ url: '/blog/1', headers: { 'accept-encoding': 'br' } });
      expect(rendered).toEqual(['/blog/1']);
      expect(again.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
      const gz = await t.req({ url: '/blog/1', headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
      const notModified = await t.req({ url: '/blog/1', headers: { 'if-none-match': String(again.headers.etag) } });
      expect(notModified.statusCode).toBe(304);
      expect(rendered).toEqual(['/blog/1']);
      // A 404 is kept too; another URL is another page.
      expect((await t.req({ url: '/blog/99999' })).statusCode).toBe(404);
      expect((await t.req({ url: '/blog/99999' })).statusCode).toBe(404);
      expect(rendered).toEqual(['/blog/1', '/blog/99999']);

      const cookie = await t.login();
      const current = (await t.req({ url: '/api/v1/blogs/1', headers: { cookie } })).json();
      const { id: _id, publishedAt: _p, createdAt: _c, updatedAt: _u, ...input } = current;
      expect(
        (await t.req({ method: 'PUT', url: '/api/v1/blogs/1', payload: { ...input, title: 'A title changed a moment ago' }, headers: { cookie } })).statusCode,
      ).toBe(200);
      const edited = await t.req({ url: '/blog/1' });
      expect(parse(edited.body).h1).toBe('A title changed a moment ago');
      expect(rendered).toEqual(['/blog/1', '/blog/99999', '/blog/1']);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('shows an edit made through another process on the next request', async () => {
    const serve = await buildAppForTests();
    const reader = await createTestApp({ serve, dataDir: process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'gantavya-ssr-db-')) });
    const writer = await createTestApp({ sameDatabaseAs: reader });
    try {
      expect(parse((await reader.req({ url: '/consultancies/2' })).body).h1).toBe(CONSULTANCIES[1].name);
      const cookie = await writer.login();
      const current = (await writer.req({ url: '/api/v1/consultancies/2' })).json();
      const { id: _id, ...input } = current;
      expect(
        (await writer.req({ method: 'PUT', url: '/api/v1/consultancies/2', payload: { ...input, name: 'Renamed Elsewhere' }, headers: { cookie } })).statusCode,
      ).toBe(200);
      expect(parse((await reader.req({ url: '/consultancies/2' })).body).h1).toBe('Renamed Elsewhere');
    } finally {
      await writer.close();
      await reader.close();
    }
  }, 180_000);
});

describe('server rendering behind a public origin', () => {
  it('writes canonical URLs, previews and the sitemap with PUBLIC_ORIGIN, whatever host the request names', async () => {
    const serve = await buildAppForTests();
    const t = await createTestApp({ serve, config: { publicOrigin: 'https://gantavya.example' } });
    try {
      const { doc, meta } = parse((await t.req({ url: '/faqs', headers: { host: 'internal:8080' } })).body);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://gantavya.example/faqs');
      expect(meta('og:url')).toBe('https://gantavya.example/faqs');
      expect(meta('og:image')).toBe('https://gantavya.example/og-default.png');
      const sitemap = (await t.req({ url: '/sitemap.xml', headers: { host: 'internal:8080' } })).body;
      expect(sitemap).toContain('<loc>https://gantavya.example/faqs</loc>');
      expect(sitemap).not.toContain('internal:8080');
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('server rendering when the database fails', () => {
  it('answers 500 with the error page, not a half-rendered one', async () => {
    const serve = await buildAppForTests();
    const t = await createTestApp({ serve });
    try {
      await t.database.close();
      const r = await t.req({ url: '/blog' });
      expect(r.statusCode).toBe(500);
      const { h1, doc } = parse(r.body);
      expect(h1).toBe('Unexpected Application Error');
      expect(doc.querySelector('a[href="/blog"]')?.textContent).toBe('Reload the page');
      expect(doc.querySelector('script[type="module"]')).toBeNull();
    } finally {
      await t.close();
    }
  }, 180_000);
});
