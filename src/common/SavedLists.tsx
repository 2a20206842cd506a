import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../ui/primitives';
import { COMPARE_TRAY, CompareContext, INITIAL_COMPARE_VIEW, useCompareTray, type CompareWidget } from './compare/compareShell';
import { INITIAL_SHORTLIST_VIEW, SHORTLIST, ShortlistContext, useShortlist, type ShortlistWidget } from './shortlist/shortlistShell';
import { holdsSomething, storageOf, type StoredListConfig } from './storageArea';
import { HeaderWidgetContext } from './header/headerShell';
import { createWidget, useStopOnUnmount } from './widget';
import { WidgetFailure } from './WidgetFailure';

const CompareTray = lazy(() => import('./compare/CompareTray'));

/** A stored list's code (the stored-list statechart with the browser's storage), loaded when the list is first needed. */
const loadStoredList = (config: StoredListConfig) => () => import('./storedListCode').then((m) => m.runStoredList(config));

export interface SavedListWidgets {
  shortlist: ShortlistWidget;
  compare: CompareWidget;
}

/** The shortlist's and the compare tray's widgets, their code not loaded yet. */
export const createSavedLists = (): SavedListWidgets => ({
  shortlist: createWidget(INITIAL_SHORTLIST_VIEW, loadStoredList(SHORTLIST)),
  compare: createWidget(INITIAL_COMPARE_VIEW, loadStoredList(COMPARE_TRAY)),
});

/**
 * Starts each list's statechart once the page is live when the browser holds a saved list for it, and
 * the shortlist's when another tab changes it; otherwise they start on first use (or when the page is idle).
 */
function useStartSavedLists({ shortlist, compare }: SavedListWidgets) {
  useEffect(() => {
    if (holdsSomething(SHORTLIST)) shortlist.start();
    if (holdsSomething(COMPARE_TRAY)) compare.start();
    const storage = storageOf(SHORTLIST.storage.area);
    if (!storage) return undefined;
    // Once running, the shortlist's statechart hears other tabs itself.
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === storage && (e.key === SHORTLIST.storage.key || e.key === null)) shortlist.start();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shortlist, compare]);
}

/**
 * The visitor's lists kept in the browser: the compare tray and the shortlist, one widget each for the
 * whole public site (the cards' toggles, the header's count, the tray and the two pages share them).
 * Their statecharts start when there is something to show or do and stop with the layout. `lists`: the
 * layout's own (it warms them when the page is idle); otherwise the provider makes them.
 */
export function SavedListsProvider({ lists, children }: { lists?: SavedListWidgets; children: ReactNode }) {
  const [own] = useState(() => lists ?? createSavedLists());
  useStartSavedLists(own);
  useStopOnUnmount(own.compare, own.shortlist);
  return (
    <CompareContext.Provider value={own.compare}>
      <ShortlistContext.Provider value={own.shortlist}>{children}</ShortlistContext.Provider>
    </CompareContext.Provider>
  );
}

const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 40;
  [data-part='shortlist-refusal'] {
    margin: 0;
  }
  [data-part='shortlist-refusal']:not(:empty) {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.accentLight};
    border-top: 1px solid ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * Docked at the bottom of the view while browsing: the notice of a widget whose code failed to load,
 * the compare tray once something is picked (its code loads only then), and the shortlist's notice (a
 * live region, empty until a save is refused).
 */
export function SavedListsDock() {
  const header = useContext(HeaderWidgetContext);
  const shortlist = useContext(ShortlistContext);
  const compare = useContext(CompareContext);
  const widgets = useMemo(() => [header, shortlist, compare].filter((w) => w !== null), [header, shortlist, compare]);
  const hasTray = useCompareTray().view.items.length > 0;
  const { refusal } = useShortlist().view;
  const dock = useRef<HTMLDivElement>(null);
  // Whatever the dock covers is kept clear when focus or a scroll brings an element into view, so
  // the focused element is never hidden behind it.
  useEffect(() => {
    const el = dock.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = el.offsetHeight > 0 ? `${el.offsetHeight + 8}px` : '';
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <Dock ref={dock} data-part="saved-lists-dock">
      <WidgetFailure widgets={widgets} />
      {hasTray && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
      <Container>
        <p role="status" data-part="shortlist-refusal">
          {refusal}
        </p>
      </Container>
    </Dock>
  );
}
