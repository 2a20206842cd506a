import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { LAYOUT_READS, PUBLIC_ROUTES, matchPublicRoute, pageForPath } from '../../src/app/routeTable';
import { NEPALI_BASE, localeOfPath, pathInLocale } from '../../src/config/locale';
import { SITEMAP_PATHS, STATIC_PUBLIC_PATHS, sitemapXml } from '../../src/app/sitemap';
import { FIRST_READS, type ReadName } from '../../src/common/firstData';
import type { PublicQueries, ResourceQueries } from '../../src/domain/publicQueries';
import { PUBLIC_PATHS, SAMPLE_PATHS, sweptPaths } from '../helpers/publicPaths';

/** The page the browser's router shows for a path: wouter's own Switch over the table, first match wins. */
function clientPage(path: string): string | null {
  const routes = (
    <Switch>
      {PUBLIC_ROUTES.map((r) => (
        <Route key={r.path} path={r.path}>
          {r.page}
        </Route>
      ))}
      <Route>-</Route>
    </Switch>
  );
  // As the app's router: the same routes under /ne (nested), and at the root.
  const html = renderToStaticMarkup(
    <Router ssrPath={path}>
      <Switch>
        <Route path={NEPALI_BASE} nest>
          {routes}
        </Route>
        <Route>{routes}</Route>
      </Switch>
    </Router>,
  );
  return html === '-' ? null : html;
}

/** Public queries that answer empty and write down what was asked. */
function recordingQueries(calls: string[]): PublicQueries {
  const resource = (name: string): ResourceQueries<never> => ({
    list: async (query) => (calls.push(`${name}.list ${JSON.stringify(query)}`), { items: [], total: 0, page: 1, limit: 1 }),
    get: async (id) => (calls.push(`${name}.get ${id}`), Promise.reject(Object.assign(new Error('not found'), { code: 'NOT_FOUND' }))),
  });
  return {
    blogs: resource('blogs'),
    universities: resource('universities'),
    courses: resource('courses'),
    consultancies: resource('consultancies'),
    consultancyList: async (query) => (
      calls.push(`consultancyList ${JSON.stringify(query)}`),
      { items: [], total: 0, page: 1, limit: 1, facets: { destination: [], city: [], exam: [], service: [], verified: 0, without: {} } }
    ),
    pageFacts: async (page) => (calls.push(`pageFacts ${page}`), []),
    factsByKeys: async (keys) => (calls.push(`factsByKeys ${keys.join(',')}`), []),
    exchangeRates: async () => (calls.push('exchangeRates'), { items: [], sourceUrl: '', sourceName: '' }) as never,
    siteSettings: async () => (calls.push('siteSettings'), {}) as never,
  };
}

const samplePaths = [...PUBLIC_PATHS, '/blog/12', '/consultancies/abc', '/nowhere', '/consultancies/1/extra', '/BLOG', '/blog/', '/auth/login', '/admin/blogs'];

describe('one route table for the browser, the server render and the sitemap', () => {
  it('every public route names its first reads (none by declaring an empty list), each one a known reader', () => {
    const known = new Set(Object.keys(FIRST_READS));
    for (const route of [...PUBLIC_ROUTES.map((r) => r.reads), LAYOUT_READS]) {
      expect(Array.isArray(route)).toBe(true);
      for (const name of route) expect(known.has(name)).toBe(true);
    }
    // And no reader is left that no route names.
    const named = new Set<ReadName>([...PUBLIC_ROUTES.flatMap((r) => r.reads), ...LAYOUT_READS]);
    expect([...known].filter((name) => !named.has(name as ReadName))).toEqual([]);
  });

  it("each route's first reads ask only the public queries, once each, under keys of their own", async () => {
    for (const path of PUBLIC_PATHS) {
      const match = matchPublicRoute(path);
      expect(match, path).not.toBeNull();
      const location = { pathname: path, params: match!.params, search: '' };
      const reads = [...match!.route.reads, ...LAYOUT_READS].flatMap((name) => FIRST_READS[name](location));
      expect(new Set(reads.map((r) => r.key)).size, path).toBe(reads.length);
      const calls: string[] = [];
      const queries = recordingQueries(calls);
      await Promise.all(reads.map((r) => r.read(queries).catch(() => null)));
      expect(calls.length, path).toBeGreaterThanOrEqual(reads.length);
      expect(calls, path).toContain('siteSettings');
    }
  });

  it('a page that shows data reads it first: the lists, records, facts and feeds are named in the table', () => {
    const readsOf = (path: string) => matchPublicRoute(path)?.route.reads;
    expect(readsOf('/')).toEqual(['homeFeeds']);
    expect(readsOf('/blog')).toEqual(['blog']);
    expect(readsOf('/blog/3')).toEqual(['blogArticle']);
    expect(readsOf('/consultancies')).toEqual(['consultancies']);
    expect(readsOf('/consultancies/3')).toEqual(['consultancy', 'licensingAuthority']);
    expect(readsOf('/terms')).toEqual(['licensingAuthority']);
    expect(readsOf('/faqs')).toEqual(['pageFacts', 'faqFacts']);
    expect(readsOf('/contact')).toEqual([]);
  });

  it('the browser and the server render resolve every path to the same page, with the same parameters', () => {
    for (const path of samplePaths) {
      const server = matchPublicRoute(path);
      expect(server?.route.page ?? null, path).toBe(clientPage(path));
    }
    expect(matchPublicRoute('/blog/12')?.params).toEqual({ id: '12' });
    expect(matchPublicRoute('/consultancies/caf%C3%A9')?.params).toEqual({ id: 'café' });
    // Not valid percent-encoding: kept as written, never a thrown error.
    expect(matchPublicRoute('/consultancies/%E0%A4')?.params).toEqual({ id: '%E0%A4' });
    expect(pageForPath('/admin/blogs')).toBe('adminArea');
    expect(pageForPath('/nowhere')).toBeNull();
  });

  it('the route sweeps visit every public path between them: the sample in npm test, every other path in test:sweeps', () => {
    const sample = sweptPaths('');
    const rest = sweptPaths('rest');
    expect(sample).toEqual(SAMPLE_PATHS);
    for (const path of sample) expect(PUBLIC_PATHS, path).toContain(path);
    expect(rest.filter((path) => sample.includes(path))).toEqual([]);
    expect(new Set([...sample, ...rest])).toEqual(new Set(PUBLIC_PATHS));
    // The sample holds a page of each kind the route table serves: one with an id, one guide of each kind.
    expect(sample.some((path) => matchPublicRoute(path)?.params.id)).toBe(true);
    for (const page of ['destination', 'exam', 'home', 'consultancies', 'blogArticle', 'consultation', 'costPlanner', 'compare'])
      expect(
        sample.map((path) => matchPublicRoute(path)?.route.page),
        page,
      ).toContain(page);
  });

  it("the sitemap lists the table's pages without parameters, and every address in it resolves to its page in the browser and on the server", () => {
    expect(new Set(STATIC_PUBLIC_PATHS)).toEqual(new Set(PUBLIC_ROUTES.map((r) => r.path).filter((p) => !p.includes(':'))));
    const xml = sitemapXml('https://example.org', {
      blogs: [{ id: 4, updatedAt: '2026-01-01' }],
      consultancies: [{ id: 5 }],
      universities: [{ id: 6 }],
    });
    const locs = [...xml.matchAll(/<loc>https:\/\/example\.org([^<]*)<\/loc>/g)].map(([, path]) => new URL(path.replace(/&amp;/g, '&'), 'https://example.org'));
    // Each page in English and in Nepali (under /ne).
    expect(locs.length).toBe(2 * (SITEMAP_PATHS.length + 3));
    const english = locs.filter((l) => localeOfPath(l.pathname) === 'en');
    expect(locs.filter((l) => localeOfPath(l.pathname) === 'ne').map((l) => `${l.pathname}${l.search}`)).toEqual(
      english.map((l) => `${pathInLocale(l.pathname, 'ne')}${l.search}`),
    );
    for (const loc of locs) {
      const page = matchPublicRoute(loc.pathname)?.route.page;
      expect(page, loc.pathname).toBeDefined();
      expect(clientPage(loc.pathname), loc.pathname).toBe(page);
    }
    expect(english.slice(-3).map((l) => matchPublicRoute(l.pathname)?.route.page)).toEqual(['consultancy', 'universities', 'blogArticle']);
  });
});
