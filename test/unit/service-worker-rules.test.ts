// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { isHtml, isStorable, strategyFor, type Strategy } from '../../worker/rules';
import { OFFLINE_HEADING, OFFLINE_NONE_SAVED, offlinePageHtml, titleOf } from '../../worker/offlinePage';
import { pageSourcesOf, shellFiles } from '../../scripts/service-worker';

const ORIGIN = 'https://gantavya.example';
const SHELL = new Set(['/assets/index-abc.js', '/assets/boot-def.js', '/index.html']);
const noHeaders = { has: () => false };

const strategy = (url: string, { method = 'GET', mode = 'cors', authorization = false } = {}): Strategy =>
  strategyFor(
    { method, url: url.startsWith('http') ? url : `${ORIGIN}${url}`, mode, headers: authorization ? { has: (n) => n === 'authorization' } : noHeaders },
    ORIGIN,
    SHELL,
  );

const response = (headers: Record<string, string>, { status = 200, type = 'basic' } = {}) => ({
  status,
  type,
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
});

describe('which way the service worker answers each request', () => {
  it('a public page load goes network first (kept for offline), with its query', () => {
    expect(strategy('/destinations/australia', { mode: 'navigate' })).toBe('page');
    expect(strategy('/cost-planner?destination=uk&level=masters&years=1', { mode: 'navigate' })).toBe('page');
    expect(strategy('/', { mode: 'navigate' })).toBe('page');
  });

  it('an admin page load goes to the network only, never kept; its other requests are left alone', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/consultations/12']) expect(strategy(path, { mode: 'navigate' })).toBe('admin');
    expect(strategy('/admin/consultations', { mode: 'cors' })).toBe('network');
    // A public page whose path only starts like it is public.
    expect(strategy('/administration', { mode: 'navigate' })).toBe('page');
  });

  it('public API reads go network first; sign-in, bookings, messages and the admin API are never touched', () => {
    for (const path of [
      '/api/v1/consultancies?ids=1,2',
      '/api/v1/facts?onPage=/destinations/uk',
      '/api/v1/settings',
      '/api/v1/directory',
      '/api/v1/directory/abc.json',
    ])
      expect(strategy(path)).toBe('api');
    for (const path of ['/api/v1/auth/me', '/api/v1/auth', '/api/v1/consultations/status', '/api/v1/contact', '/api/v1/admin/consultations', '/api/v1/health'])
      expect(strategy(path)).toBe('network');
  });

  it('never a write: POST, PUT, PATCH and DELETE go to the network untouched, even to public paths', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(strategy('/api/v1/consultations', { method })).toBe('network');
      expect(strategy('/api/v1/consultancies', { method })).toBe('network');
      expect(strategy('/cost-planner', { method, mode: 'navigate' })).toBe('network');
    }
  });

  it('never another site, nor a request carrying a token', () => {
    expect(strategy('https://cdn.example/x.js')).toBe('network');
    expect(strategy('https://gantavya.example.evil/consultancies', { mode: 'navigate' })).toBe('network');
    expect(strategy('/api/v1/consultancies', { authorization: true })).toBe('network');
  });

  it('the shell from its precache, hashed files cache first, unhashed public files refreshed behind', () => {
    expect(strategy('/assets/index-abc.js')).toBe('shell');
    expect(strategy('/index.html')).toBe('shell');
    expect(strategy('/assets/ConsultancyDetailPage-xyz.js')).toBe('asset');
    for (const path of ['/images/logos/a.svg', '/icons/icon-192.png', '/favicon.svg', '/manifest.webmanifest', '/og-default.png'])
      expect(strategy(path)).toBe('static');
  });

  it('the worker script, robots.txt and the sitemap are never answered from a cache', () => {
    for (const path of ['/sw.js', '/robots.txt', '/sitemap.xml']) expect(strategy(path)).toBe('network');
  });
});

describe('which answers may be kept', () => {
  it('a same-origin 200 with no-cache or an ETag is kept', () => {
    expect(isStorable(response({ 'cache-control': 'no-cache', etag: '"a"' }))).toBe(true);
    expect(isStorable(response({}))).toBe(true);
  });

  it('no-store, private, Set-Cookie and Vary: * are never kept', () => {
    expect(isStorable(response({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(response({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isStorable(response({ 'cache-control': 'max-age=0,no-store' }))).toBe(false);
    expect(isStorable(response({ 'set-cookie': 'session=1' }))).toBe(false);
    expect(isStorable(response({ vary: '*' }))).toBe(false);
  });

  it('errors, partial answers, redirects and other sites are never kept', () => {
    for (const status of [206, 301, 404, 500, 503]) expect(isStorable(response({}, { status }))).toBe(false);
    for (const type of ['opaque', 'opaqueredirect', 'cors', 'error']) expect(isStorable(response({}, { type }))).toBe(false);
  });

  it('a page is kept only when it is HTML', () => {
    expect(isHtml(response({ 'content-type': 'text/html; charset=utf-8' }))).toBe(true);
    expect(isHtml(response({ 'content-type': 'application/json' }))).toBe(false);
  });
});

describe('the offline page', () => {
  it('says the connection is gone and links to the kept pages, their titles escaped', () => {
    const html = offlinePageHtml({
      path: '/blog?x="1"',
      saved: [
        { path: '/destinations/australia', title: 'Study in Australia | Gantavya' },
        { path: '/blog/1', title: '<img src=x onerror=alert(1)> & co' },
      ],
      siteName: 'Gantavya',
      themeColor: '#0b4f8a',
    });
    expect(html).toContain(`<h1>${OFFLINE_HEADING}</h1>`);
    expect(html).toContain('<a href="/destinations/australia">Study in Australia | Gantavya</a>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; co');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="/blog?x=&quot;1&quot;"');
    expect(html).not.toContain('<script');
  });

  it('with nothing kept yet, says how pages come to be kept', () => {
    expect(offlinePageHtml({ path: '/', saved: [], siteName: 'Gantavya', themeColor: '#000' })).toContain(OFFLINE_NONE_SAVED);
  });

  it("reads a kept page's title, entities decoded once", () => {
    expect(titleOf('<head><title>Fees &amp; funds | Gantavya</title></head>')).toBe('Fees & funds | Gantavya');
    expect(titleOf('<p>no title</p>')).toBeNull();
  });
});

describe("the release's app shell", () => {
  const manifest: Manifest = {
    'src/main.tsx': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/app/boot.tsx', 'src/features/home/HomePage.tsx', 'src/app/AdminArea.tsx'],
    },
    '_react.js': { file: 'assets/react-2.js' },
    'src/app/boot.tsx': { file: 'assets/boot-3.js', isDynamicEntry: true, imports: ['_react.js'], dynamicImports: ['src/features/header/SearchModal.tsx'] },
    'src/features/header/SearchModal.tsx': { file: 'assets/SearchModal-4.js', isDynamicEntry: true, imports: ['_fuse.js'] },
    '_fuse.js': { file: 'assets/fuse-5.js' },
    'src/features/home/HomePage.tsx': { file: 'assets/HomePage-6.js', isDynamicEntry: true, imports: ['_cards.js'] },
    '_cards.js': { file: 'assets/cards-7.js' },
    'src/app/AdminArea.tsx': { file: 'assets/AdminArea-8.js', isDynamicEntry: true },
  };

  it('is the entry and the app code with what they load on use (the header search), not the pages nor the admin area', () => {
    const pages = new Set(['src/features/home/HomePage.tsx', 'src/app/AdminArea.tsx']);
    expect(shellFiles(manifest, pages)).toEqual([
      '/assets/SearchModal-4.js',
      '/assets/boot-3.js',
      '/assets/fuse-5.js',
      '/assets/index-1.js',
      '/assets/react-2.js',
    ]);
  });

  it("every lazily loaded page, the admin area included, is read from the app's list of pages", () => {
    const sources = pageSourcesOf(readFileSync('src/app/pageImports.ts', 'utf8'));
    expect(sources).toContain('src/features/destinations/DestinationPage.tsx');
    expect(sources).toContain('src/app/AdminArea.tsx');
    expect(sources.size).toBeGreaterThanOrEqual(26);
  });

  it('reads the list of pages from its syntax, however the file is laid out (quotes, line breaks, comments)', () => {
    const text = readFileSync('src/app/pageImports.ts', 'utf8');
    const relaidOut = text.replace(/\(\) => import\('([^']+)'\)/g, '() =>\n    // the page\n    import(\n      "$1"\n    )');
    expect(relaidOut).not.toBe(text);
    expect(pageSourcesOf(relaidOut)).toEqual(pageSourcesOf(text));
  });
});
