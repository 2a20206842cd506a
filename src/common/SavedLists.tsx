import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { shortlistFullMessage } from '../config/constants';
import { Container } from '../ui/primitives';
import { useLiveSelector, useStopOnUnmount } from './liveActor';
import {
  CompareActorContext,
  ShortlistActorContext,
  createCompareLive,
  createShortlistLive,
  useCompareLive,
  useShortlistLive,
  useStartSavedLists,
} from './savedListsLive';

const CompareTray = lazy(() => import('./compare/CompareTray'));

/** Each list's statechart with its storage, loaded when the list is first needed (savedListsLive.ts). */
const loadShortlistCode = () => import('./shortlist/shortlistActor').then((m) => m.shortlistCode);
const loadCompareCode = () => import('./compare/compareActor').then((m) => m.compareCode);

/**
 * The visitor's lists kept in the browser: the compare tray and the shortlist, one actor each for the
 * whole public site (the cards' toggles, the header's count, the tray and the two pages share them).
 * Their statecharts start when there is something to show or do (savedListsLive.ts) and stop with the layout.
 */
export function SavedListsProvider({ children }: { children: ReactNode }) {
  const [compare] = useState(() => createCompareLive(loadCompareCode));
  const [shortlist] = useState(() => createShortlistLive(loadShortlistCode));
  useStartSavedLists(shortlist, compare);
  useStopOnUnmount(compare, shortlist);
  return (
    <CompareActorContext.Provider value={compare}>
      <ShortlistActorContext.Provider value={shortlist}>{children}</ShortlistActorContext.Provider>
    </CompareActorContext.Provider>
  );
}

const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 40;
  [data-part='shortlist-refusal'] { margin: 0; }
  [data-part='shortlist-refusal']:not(:empty) {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.accentLight};
    border-top: 1px solid ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * Docked at the bottom of the view while browsing: the compare tray once something is picked (its
 * code loads only then), and the shortlist's notice (a live region, empty until a save is refused).
 */
export function SavedListsDock() {
  const compare = useCompareLive();
  const hasTray = useLiveSelector(compare, (s) => s.matches('ready') && s.context.items.length > 0, false);
  const refusal = useLiveSelector(useShortlistLive(), (s) => (s.context.refused ? shortlistFullMessage(s.context.refused.name, s.context.max) : ''), '');
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
      {hasTray && (
        <Suspense fallback={null}>
          <CompareTray actor={compare.current()!} />
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
