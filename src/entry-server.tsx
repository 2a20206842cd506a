/**
 * The server-render bundle (`vite build --ssr src/entry-server.tsx`): the server loads the built file
 * at run time and calls it through the ServerRenderer contract in src/domain/ssr.ts.
 */
import { Transform } from 'node:stream';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { SsrContext } from 'wouter';
import pageSource from 'virtual:page-sources';
import { App } from './app/App';
import { type PageKey } from './app/pageImports';
import { pages } from './app/pages';
import { ADMIN_AREA, LAYOUT_READS, matchPublicRoute, pageForPath } from './app/routeTable';
import { pageAddress as pageAddressOf } from './app/pageQuery';
import { headTags } from './app/seo';
import { robotsTxt, sitemapXml } from './app/sitemap';
import { FIRST_READS } from './common/firstData';
import { BS_DATES_ELEMENT_ID, BsDatesContext, recordingBsDates, type BsDaysRecord } from './common/bsDates';
import { adToBs } from './domain/bikramSambat';
import type { PublicQueries, ReadLocation } from './domain/publicQueries';
import type { ClientManifest, RenderRequest, RenderResult, ServerRenderer, SitemapRecords } from './domain/ssr';
import { AppErrorScreen } from './features/errors/AppErrorBoundary';
import { EarlySearchMarkup, EarlySuggestionsMarkup } from './features/header/EarlySearch';
import { suggestionsLiveText } from './features/header/suggestionParts';
import { toDevanagariDigits } from './domain/digits';
import { EARLY_SEARCH_IDS } from './common/header/earlySearchStandIn';
import { scriptSafeJson } from './app/scriptSafeJson';
import { sitePathOf } from './domain/sitePath';
import { FIRST_DATA_ELEMENT_ID, type FirstState } from './ui/serverPage';
import { ServerPageContext, documentTitle } from './ui/serverPage';
import { setMarkdownWindow } from './ui/Markdown';
import { JSDOM } from 'jsdom';
import { PAGE_SCRIPTS_ID } from './app/pageScripts';
import { CHUNK_GROUPS, HTTP_CLIENT_SOURCE, SEARCH_DIALOG_SOURCE } from './config/chunks';
import { EVERY_PAGE, loadI18n, needsGuideCatalog, needsPageCatalog } from './app/i18n';
import { DEFAULT_LOCALE, LOCALES, localeOfPath, pathWithoutLocale, type Locale } from './config/locale';
import { createMatcher } from './search/matcher';
import { MAX_SUGGESTIONS } from './config/constants';
import { SEARCH_MAX } from './domain/directoryQuery';
import type { DirectoryEntry } from './domain/directory';
import { devanagariFontFaces, devanagariFontHead } from './config/fonts';

/** A read's refusal as the API would answer it (a 4xx with its code and message), or null for any other failure. */
function refusalOf(e: unknown): { status: number; code: string; message: string } | null {
  if (typeof e !== 'object' || e === null) return null;
  const { statusCode, code, message } = e as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499 || typeof code !== 'string' || typeof message !== 'string') return null;
  return { status: statusCode, code, message };
}

// Articles' Markdown is sanitised on the server by DOMPurify too, on a DOM of jsdom's.
setMarkdownWindow(new JSDOM('').window);

/** The template split around the head tags and the root element (markers in index.html). */
function splitTemplate(template: string) {
  const cut = (s: string, start: string, end: string) => {
    const a = s.indexOf(start);
    const b = s.indexOf(end, a);
    if (a < 0 || b < 0) throw new Error(`index.html lacks the ${start} … ${end} markers`);
    return [s.slice(0, a), s.slice(b + end.length)];
  };
  const [beforeHead, afterHead] = cut(template, '<!--head-->', '<!--/head-->');
  const [middle, afterRoot] = cut(afterHead, '<!--app-->', '<!--/app-->');
  const bodyEnd = afterRoot.lastIndexOf('</body>');
  return { beforeHead, middle, beforeBodyEnd: afterRoot.slice(0, bodyEnd), end: afterRoot.slice(bodyEnd) };
}

/**
 * modulepreload links for what the first render needs beyond the entry: the app's own chunk (boot)
 * and the page's chunk, each with everything it imports, from Vite's manifest. After them, the search
 * dialog's own chunks (the dialog, the built-in list it matches and its texts' catalog: without the
 * catalog the dialog waited 2 s more on Slow 3G, asked for only once the app had run) where they bring no chunk group the
 * page lacks: a page that carries the shared kits and XState hydrates with the header's code in, and
 * on a slow phone the dialog's chunks were then one more round trip (2 s on Slow 3G) between the page
 * going live and the search working. A light page (the home page) keeps its small first load: its
 * search arrives right after it hydrates (src/app/warmWidgets.ts).
 */
/**
 * The page's modulepreload links (see below), and those of the search's code where the page's do not
 * hold them: the search's stand-in puts them in the head when it is first opened (src/app/earlySearch.ts).
 */
function preloadLinks(manifest: ClientManifest | null, page: PageKey | null, locale: Locale): { page: string; search: string } {
  if (!manifest) return { page: '', search: '' };
  const closure = (keys: string[], seen = new Set<string>()) => {
    const files: string[] = [];
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(chunk.file);
      chunk.imports?.forEach(walk);
    };
    keys.forEach(walk);
    return { files, seen };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) return { page: '', search: '' };
  // The entry and its static imports are in the template already.
  const { seen } = closure([entryKey]);
  const { files } = closure(
    [
      BOOT_SOURCE,
      catalogSource(locale),
      ...(needsPageCatalog(page) ? [pageCatalogSource(locale)] : []),
      ...(needsGuideCatalog(page) ? [guideCatalogSource(locale)] : []),
      ...(page ? [pageSource[page]] : []),
    ],
    seen,
  );
  const dialog = closure([SEARCH_DIALOG_SOURCE, widgetCatalogSource(locale)], new Set(seen)).files;
  if (page && !dialog.some((file) => GROUP_FILES(manifest).has(file))) files.push(...dialog);
  // What the search's hand-over waits for (the header's statecharts and the dialog's chunk), less what the page loads anyway.
  const search = closure([HEADER_CODE_SOURCE, SEARCH_DIALOG_SOURCE, widgetCatalogSource(locale)], new Set(seen)).files.filter((f) => !files.includes(f));
  // The HTTP client's code (axios), less what the page loads anyway: fetched, never run, until the first call
  // to the API runs it (a page the server rendered with its data makes none to become live). Run as the
  // page went live, it was a task of 40 ms on Lighthouse's trace, in the seconds a tap waits.
  const http = closure([HTTP_CLIENT_SOURCE], new Set(seen)).files.filter((f) => !files.includes(f));
  const linksTo = (list: string[]) => list.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`).join('');
  // A prefetch is fetched at the lowest priority, after what the page needs, and kept in the HTTP cache (the
  // files are immutable): an import finds it there, offline too. Its failure is not kept as the module's.
  const prefetchesTo = (list: string[]) => list.map((f) => `<link rel="prefetch" crossorigin href="/${f}" />`).join('');
  // Held until the page has painted (src/app/pageScripts.ts), then at a module preload's own (high)
  // priority: over HTTP/1.1 a browser opens six connections to a host, and on a slow phone the page's
  // images (a list's logos) had taken them first, each for a round trip of 2 s; the chunks queued behind
  // them. Asked for at a higher priority, they get the next free connection before the images still waiting.
  return {
    page: `<template id="${PAGE_SCRIPTS_ID}">${linksTo(files)}${prefetchesTo(http)}</template>`,
    search: search.length ? `<template id="${EARLY_SEARCH_IDS.preload}">${linksTo(search)}</template>` : '',
  };
}

const BOOT_SOURCE = 'src/app/boot.tsx';
/** The header's statecharts (src/app/PublicLayout.tsx loads them after the page is live). */
const HEADER_CODE_SOURCE = 'src/common/header/headerCode.ts';
/** The page's language's catalog (src/app/i18n.ts), a chunk of its own. */
const catalogSource = (locale: Locale) => `src/locales/${locale}.po`;
/** The pages' catalog of the language, for every page but the home page (src/app/i18n.ts). */
const pageCatalogSource = (locale: Locale) => `src/locales/pages/${locale}.po`;
/** The guides' catalog of the language, for the pages that show the guides' texts (src/app/i18n.ts). */
const guideCatalogSource = (locale: Locale) => `src/locales/guides/${locale}.po`;
/** The search dialog's catalog of the language, which the dialog waits for (it loads with the dialog's code). */
const widgetCatalogSource = (locale: Locale) => `src/locales/widgets/${locale}.po`;

/** The template's <html lang> set to the page's language. */
const withLang = (beforeHead: string, locale: string) => beforeHead.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

const GROUP_NAMES = new Set<string>(Object.values(CHUNK_GROUPS));
/** The files of the build's chunk groups (scripts/chunk-groups.ts), by the names the manifest gives them. */
const GROUP_FILES = (manifest: ClientManifest) =>
  new Set(Object.values(manifest).flatMap((chunk) => (chunk.name && GROUP_NAMES.has(chunk.name) && !chunk.isEntry ? [chunk.file] : [])));

function firstDataScript(firstData: Map<string, FirstState>) {
  return firstData.size ? `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(Object.fromEntries(firstData))}</script>` : '';
}

/** The Bikram Sambat days the page's dates were written with, for the browser to hydrate with (src/common/bsDates.ts). */
function bsDatesScript(days: BsDaysRecord) {
  return Object.keys(days).length ? `<script type="application/json" id="${BS_DATES_ELEMENT_ID}">${scriptSafeJson(days)}</script>` : '';
}

/**
 * The page's first reads, as its route in the route table names them, and the layout's: each one's
 * answer (or refusal) by the key the page's useRemote reads it under, from the server's own queries.
 */
async function readFirstData(page: PageKey | null, pathname: string, search: string, queries: PublicQueries) {
  const match = matchPublicRoute(pathname);
  // A Nepali page reads what its English twin reads (its path without /ne, as the page itself sees it).
  const location: ReadLocation = { pathname: pathWithoutLocale(pathname), params: match?.params ?? {}, search };
  const own = (match?.route.reads ?? []).flatMap((name) => FIRST_READS[name](location));
  const reads = [...own, ...LAYOUT_READS.flatMap((name) => FIRST_READS[name](location))];
  const firstData = new Map<string, FirstState>();
  let refusedStatus: number | null = null;
  const [results] = await Promise.all([
    Promise.all(
      reads.map(async (r) => {
        try {
          const data = await r.read(queries);
          firstData.set(r.key, { status: 'success', data });
          return data;
        } catch (e) {
          // Not found, or refused as asked (4xx): the page shows it. Anything else fails the render.
          const refusal = refusalOf(e);
          if (!refusal) throw e;
          if (refusal.code !== 'NOT_FOUND') refusedStatus ??= refusal.status;
          firstData.set(r.key, { status: 'failure', error: refusal });
          return null;
        }
      }),
    ),
    page ? pages[page].preload() : null,
  ]);
  // The record a page shows (an article, a consultancy): its route's first own read.
  const record = own.length >= 1 ? results[0] : null;
  return { firstData, record, refusedStatus };
}

export const render: ServerRenderer['render'] = async (request: RenderRequest): Promise<RenderResult> => {
  const url = new URL(request.url, 'http://localhost');
  const { pathname, search } = url;
  const page = pageForPath(pathname);
  const locale = localeOfPath(pathname);
  const [{ firstData, record, refusedStatus }, i18n] = await Promise.all([
    readFirstData(page, pathname, search, request.queries),
    loadI18n(locale, EVERY_PAGE, true),
  ]);

  // A read refused as asked (e.g. ?page=0 past the API's range) makes the page's answer that 4xx
  // unless the page sets its own status; the page shows the refusal in place of its results.
  const head = { title: '', description: undefined as string | undefined, status: refusedStatus ?? 200 };
  const serverPage = {
    setHead: (title: string, description: string | undefined) => {
      head.title = title;
      head.description = description;
    },
    setStatus: (status: number) => {
      head.status = status;
    },
  };
  const ssrContext: SsrContext = {};
  const bsDates = recordingBsDates(adToBs);
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(
    <ServerPageContext.Provider value={serverPage}>
      <BsDatesContext.Provider value={bsDates}>
        <App server={{ path: pathname, search: search.replace(/^\?/, ''), context: ssrContext }} firstData={firstData} i18n={i18n} />
      </BsDatesContext.Provider>
    </ServerPageContext.Provider>,
  );
  const parts = splitTemplate(request.template);

  return new Promise<RenderResult>((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // The whole page is written once every boundary is ready (onAllReady), so nothing gains from
      // React outlining a large finished boundary into a later segment; inlined, hydration never meets
      // a boundary that is still waiting to be revealed (which ended in client rendering, error 419).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failed ??= error;
      },
      onShellError(error) {
        sheet.seal();
        reject(error);
      },
      onAllReady() {
        try {
          finish();
        } catch (error) {
          // A fault while writing the head must fail the render (the error page), never leave it waiting.
          sheet.seal();
          stream.abort();
          reject(error);
        }
      },
    });
    function finish() {
      if (failed) {
        sheet.seal();
        stream.abort();
        reject(failed);
        return;
      }
      if (ssrContext.redirectTo) {
        sheet.seal();
        stream.abort();
        const done = new Transform();
        done.end();
        // `~/path` is wouter's path from the site's root (a redirect out of the Nepali pages' nested router).
        resolve({ status: 302, location: ssrContext.redirectTo.replace(/^~/, ''), stream: done });
        return;
      }
      // The search's stand-in, outside the app's root: only the page's inline script drives it, and React
      // never sees it (so no chunk of the app carries it). Its styles join the page's in the head.
      const preloads = preloadLinks(request.manifest, page, locale);
      const standIn = page === 'adminArea' ? '' : renderToStaticMarkup(sheet.collectStyles(<EarlySearchMarkup i18n={i18n} />)) + preloads.search;
      const headHtml = [
        headTags({
          origin: request.origin,
          pathname,
          search,
          page,
          status: head.status,
          title: head.title,
          description: head.description,
          record,
          locale,
          text: (m) => i18n._(m.id, undefined, { message: m.message }),
        }),
        locale === 'ne' ? devanagariFontHead() : devanagariFontFaces(),
        preloads.page,
        sheet.getStyleTags(),
      ]
        .filter(Boolean)
        .join('\n    ');
      const tail = `</div>${standIn}${parts.beforeBodyEnd}${firstDataScript(firstData)}${bsDatesScript(bsDates.record())}${parts.end}`;
      const out = new Transform({
        transform(chunk, _encoding, callback) {
          callback(null, chunk);
        },
        flush(callback) {
          this.push(tail);
          callback();
        },
      });
      out.push(`${withLang(parts.beforeHead, locale)}${headHtml}${parts.middle}<div id="root" data-rendered="server">`);
      stream.pipe(out);
      sheet.seal();
      resolve({ status: head.status, stream: out });
    }
  });
};

/** The error page, static: no app script (nothing to hydrate), a link to try the page again (a path on this site). */
export const renderError: ServerRenderer['renderError'] = (request) => {
  const parts = splitTemplate(request.template.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, ''));
  const body = renderToStaticMarkup(<AppErrorScreen reloadHref={sitePathOf(request.url)} />);
  const head = `<title>${documentTitle('Unexpected Application Error')}</title>\n    <meta name="robots" content="noindex" />`;
  return `${parts.beforeHead}${head}${parts.middle}<div id="root">${body}</div>${parts.beforeBodyEnd}${parts.end}`;
};

/** Each language's texts for the stand-in's suggestions, loaded once. */
const suggestionI18n = new Map<Locale, Promise<Awaited<ReturnType<typeof loadI18n>>>>();
/** The search's matcher over each copy of the published directory the server passes (its index built once per copy). */
const directoryMatchers = new WeakMap<readonly DirectoryEntry[], (text: string) => DirectoryEntry[]>();

export const SUGGESTION_TEXT_TOO_LONG = `Search for at most ${SEARCH_MAX} characters.`;
export const SUGGESTION_QUERY_UNCLEAR = 'Ask for suggestions with one text (q) and at most one language (locale: en or ne).';

export const suggestions: ServerRenderer['suggestions'] = async ({ query, entries }) => {
  const text = query.q ?? '';
  const locale = query.locale ?? DEFAULT_LOCALE;
  if (typeof text !== 'string' || typeof locale !== 'string' || !(LOCALES as readonly string[]).includes(locale)) {
    return { ok: false, message: SUGGESTION_QUERY_UNCLEAR };
  }
  if (text.length > SEARCH_MAX) return { ok: false, message: SUGGESTION_TEXT_TOO_LONG };
  let match = directoryMatchers.get(entries);
  if (!match) directoryMatchers.set(entries, (match = createMatcher(entries)));
  const shown = match(text).slice(0, MAX_SUGGESTIONS);
  let loading = suggestionI18n.get(locale as Locale);
  if (!loading) suggestionI18n.set(locale as Locale, (loading = loadI18n(locale as Locale, null, true)));
  const i18n = await loading;
  // The options' styles are already in every page's (the stand-in renders an option for them).
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(sheet.collectStyles(<EarlySuggestionsMarkup i18n={i18n} entries={shown} />));
    const live = suggestionsLiveText(
      (m, values) => i18n._(m.id, values, { message: m.message }),
      (n) => (locale === 'ne' ? toDevanagariDigits(n) : String(n)),
      shown.length,
    );
    return { ok: true, count: shown.length, html, live };
  } finally {
    sheet.seal();
  }
};

export const sitemap: ServerRenderer['sitemap'] = (origin: string, records: SitemapRecords) => sitemapXml(origin, records);

export const robots: ServerRenderer['robots'] = (origin: string) => robotsTxt(origin);

export const isClientOnly: ServerRenderer['isClientOnly'] = (pathname: string) => ADMIN_AREA.test(pathname);

export const pageAddress: ServerRenderer['pageAddress'] = (url: string) => pageAddressOf(url);
