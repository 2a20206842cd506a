import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Header } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import { HEADER_IDS, HeaderWidgetContext, INITIAL_HEADER_VIEW, type DirectoryLoader, type HeaderWidget } from '../common/header/headerShell';
import { createWidget, useStopOnUnmount } from '../common/widget';
import { loadSearchModal as loadSearchModalCode } from '../features/header/searchModalChunk';
import { SavedListsDock, SavedListsProvider, createSavedLists, type SavedListWidgets } from '../common/SavedLists';
import { lazyPage } from './lazyPage';
import { useWarmAfterHydration } from './warmWidgets';
import { loadWidgetMessages } from './i18n';
import { useT } from '../ui/i18n';
import { handOverEarlyMenu } from './earlyMenuHandOver';
import { handOverEarlySearch, takeEarlySearchPick } from './earlySearchHandOver';

const SKIP_TO_CONTENT = /*i18n*/ { id: 'layout.skipToContent', message: 'Skip to content' };

/** The page loader's statechart: in before a link is followed, so that a dropped connection can be told apart. */
const loadPageLoader = () => import('./pageLoading');

/** The header's statecharts and their effects, and the saved lists' (the widgets' code). */
const loadHeaderCode = () => import('../common/header/headerCode');
/** The search dialog's code with its texts (the widgets' catalog in the page's language). */
const loadSearchModal = () => Promise.all([loadSearchModalCode(), loadWidgetMessages()]).then(([mod]) => mod);
const loadStoredListCode = () => import('../common/storedListCode');

/**
 * Starts downloading the widgets' code (the header's, the search's, the saved lists', the page loader's)
 * while the page hydrates (the HTTP client's code is fetched beside the page's, and runs on the first call: src/entry-server.tsx): on a slow phone the download (a round trip of 2 s on Slow 3G, then the bytes)
 * then overlaps hydration's work instead of starting after it. The boot calls it once the page's own
 * chunks are in, so it takes no bandwidth from them. A failure here is tried again on first use.
 */
export const downloadWidgetCode = (): Promise<unknown> =>
  Promise.all([loadHeaderCode(), loadSearchModal(), loadStoredListCode(), loadPageLoader()]).catch(() => undefined);

/** The published directory, loaded with the search modal's chunk (never in the first load). */
const loadDirectory: DirectoryLoader = (signal) => loadSearchModal().then((m) => m.fetchSearchDirectory(signal));

/**
 * The header's statecharts and their effects (headerCode.ts), loaded after the first load with the
 * search dialog's chunk. Until they run, the page's inline scripts drive the mobile menu (earlyMenu.ts)
 * and answer Search with the search's stand-in (earlySearch.ts); when they do, both hand over: a menu
 * left open opens the statechart too, and a stand-in left open opens the search dialog, which takes the
 * text typed in it once mounted, before any press held for the header is delivered.
 */
const headerWidget = (navigate: (to: string) => void): HeaderWidget =>
  createWidget(INITIAL_HEADER_VIEW, () =>
    Promise.all([loadHeaderCode(), loadSearchModal()]).then(([m]) => {
      const running = m.runHeader(navigate, loadDirectory);
      if (handOverEarlyMenu()) running.send({ to: 'menu', event: { type: 'TRIGGER.CLICK' } });
      const search = handOverEarlySearch();
      if (search.open) running.send({ to: 'search', event: { type: 'TRIGGER.CLICK', opener: search.opener ?? HEADER_IDS.searchButton } });
      return running;
    }),
  );

/**
 * The search dialog's chunk goes through the same load-failure statechart as a page: when it fails to
 * load, the page reloads once; when it fails again right after, the error screen offers Try again.
 * Nothing shows while it loads (focus goes into the dialog's text box as soon as it is there).
 */
export const SEARCH_MODAL_CHUNK = 'search-modal';
const SearchDialog = lazyPage(SEARCH_MODAL_CHUNK, loadSearchModal, { loading: () => null });

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/* At least a screen tall: the footer starts below the first screen, so content that arrives
   later (a list from the API) never pushes it about in view. */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

/** Loads the header's, the search's and the saved lists' code once the page has hydrated (warmWidgets.ts). */
function WarmWidgets({ header, lists }: { header: HeaderWidget; lists: SavedListWidgets }) {
  useWarmAfterHydration(
    async () => header.prefetch(),
    SearchDialog.preload,
    async () => lists.shortlist.prefetch(),
    async () => lists.compare.prefetch(),
    loadPageLoader,
  );
  return null;
}

/** The common layout of public pages: header, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  // The widgets' statecharts start on first use or once the page is idle; they stop with the layout.
  const [header] = useState(() => headerWidget(navigate));
  const [lists] = useState(createSavedLists);
  const { t } = useT();
  useStopOnUnmount(header);
  // Navigation closes the mobile menu and the search, and ends a spotlight on another page (a header
  // whose code has not been asked for yet has nothing open: it starts closed wherever it starts).
  useEffect(() => {
    header.sendIfStarted({ to: 'header', event: { type: 'ROUTER.NAVIGATED', pathname } });
  }, [pathname, header]);
  // Arrived by a pick in the search's stand-in (before the search's code had come): spotlight the pick.
  useEffect(() => {
    const picked = takeEarlySearchPick();
    if (picked !== null) header.send({ to: 'header', event: { type: 'SEARCH.PICKED', id: picked } });
  }, [header]);
  return (
    <HeaderWidgetContext.Provider value={header}>
      <SavedListsProvider lists={lists}>
        <WarmWidgets header={header} lists={lists} />
        <Shell>
          <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t(SKIP_TO_CONTENT)}</SkipLink>
          <Header SearchDialog={SearchDialog} />
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </Main>
          <SavedListsDock />
          <Footer />
        </Shell>
      </SavedListsProvider>
    </HeaderWidgetContext.Provider>
  );
}
