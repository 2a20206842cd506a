import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { QuickCategory } from '../../../machines/header/header.machine';
import { MAX_SUGGESTIONS, QUICK_SEARCH_CATEGORIES } from '../../config/constants';
import { fetchPublishedDirectory } from '../../api/directory';
import { CONSULTANCIES } from '../../data/consultancies';
import { toDirectoryEntry, type DirectoryEntry } from '../../domain/directory';
import { createMatcher } from '../../search/matcher';
import { VisuallyHidden } from '../../ui/primitives';
import { HEADER_IDS, searchOptionId } from '../../common/header/header.dom';
import type { HeaderActorRef } from '../../common/header/useHeaderActor';
import { ConsultancyLogo } from '../../common/Logo';
import { SampleLabel } from '../../common/SampleLabel';


export const SEARCH_PLACEHOLDER = 'Search for consultancies, universities, or services...';

/**
 * The built-in list, as directory entries: what the search matches until the published directory
 * (the database's) has arrived, or when it cannot be fetched. Its index is built once, when this
 * chunk loads; the published directory's index once per copy that arrives.
 */
const BUILT_IN: DirectoryEntry[] = CONSULTANCIES.map(toDirectoryEntry);
const matchBuiltIn = createMatcher(BUILT_IN);

/** The published directory's loader, in this chunk so that it arrives with the modal (the header machine invokes it). */
export const fetchSearchDirectory = (signal?: AbortSignal) => fetchPublishedDirectory(signal);

/** The suggestions for a text: at most MAX_SUGGESTIONS. */
export function suggestionsFor(text: string, match: (text: string) => DirectoryEntry[] = matchBuiltIn): DirectoryEntry[] {
  return match(text).slice(0, MAX_SUGGESTIONS);
}

const sameIds = (a: ReadonlyArray<{ id: number }>, b: ReadonlyArray<{ id: number }>) => a.length === b.length && a.every((x, i) => x.id === b[i].id);

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(15, 23, 42, 0.6);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8vh ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  overflow-y: auto;
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 680px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Listbox = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 55vh;
  overflow-y: auto;
`;

const Option = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  img { flex: none; border-radius: ${({ theme }) => theme.radii.md}; }
  &[data-highlighted] { background: ${({ theme }) => theme.colors.primaryLight}; outline: 2px solid ${({ theme }) => theme.colors.primary}; }
  .name { font-weight: 700; }
  .meta { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
  .tags { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 2px; }
  .tag { font-size: 0.75rem; background: ${({ theme }) => theme.colors.background}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.pill}; padding: 0 8px; }
`;

const Quick = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; font-weight: 600; }
  div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
`;

function Suggestion({ c }: { c: DirectoryEntry }) {
  const rest = c.specializations.length - 2;
  return (
    <>
      <ConsultancyLogo src={c.logo} size={44} />
      <span>
        <span className="name">{c.name}</span>
        {c.verified && (
          <span aria-label="Verified" title="Verified" data-part="verified" style={{ color: '#166534', marginLeft: 6 }}>
            ✓
          </span>
        )}
        {c.sample && <SampleLabel />}
        <span className="meta">
          {' '}
          · {c.location} · <span aria-label={`Rated ${c.rating} out of 5`}>★ {c.rating.toFixed(1)}</span>
        </span>
        <span className="tags">
          {c.specializations.slice(0, 2).map((s) => (
            <span className="tag" key={s}>
              {s}
            </span>
          ))}
          {rest > 0 && (
            <span className="tag" aria-label={`and ${rest} more`}>
              +{rest}
            </span>
          )}
        </span>
      </span>
    </>
  );
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The search modal (Search modal in docs/behaviours.md): a dialog with a WAI-ARIA combobox; its state is the header machine's. */
export default function SearchModal({ actor }: { actor: HeaderActorRef }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const text = useSelector(actor, (s) => s.context.text);
  const suggestions = useSelector(actor, (s) => s.context.suggestions) as DirectoryEntry[];
  const directory = useSelector(actor, (s) => s.context.directory);
  const match = useMemo(() => (directory ? createMatcher(directory) : matchBuiltIn), [directory]);
  const highlightedIndex = useSelector(actor, (s) => s.context.highlightedIndex);
  const listShown = useSelector(actor, (s) => s.matches({ search: { open: 'listShown' } }));

  // A newer directory arrived while text is typed: its suggestions replace the list (only if they differ).
  useEffect(() => {
    const { text: current, suggestions: shown } = actor.getSnapshot().context;
    if (!current.trim()) return;
    const next = suggestionsFor(current, match);
    if (!sameIds(next, shown)) actor.send({ type: 'INPUT.CHANGE', value: current, suggestions: next });
  }, [match, actor]);

  // Focus goes into the text box when the dialog opens.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // A click outside the suggestion list (and its text box) closes the list.
  useEffect(() => {
    if (!listShown) return;
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (listRef.current?.contains(t) || inputRef.current?.contains(t)) return;
      actor.send({ type: 'OUTSIDE.CLICK' });
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [listShown, actor]);

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const type = (
      { ArrowDown: 'INPUT.ARROW_DOWN', ArrowUp: 'INPUT.ARROW_UP', Enter: 'INPUT.ENTER', Escape: 'INPUT.ESCAPE' } as const
    )[e.key as 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape'];
    if (!type) return;
    e.preventDefault();
    e.stopPropagation();
    actor.send({ type });
  };

  // Escape elsewhere in the dialog closes it; Tab stays inside the dialog.
  const onDialogKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      actor.send({ type: 'MODAL.CLOSE' });
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const activeId = listShown && highlightedIndex >= 0 ? searchOptionId(highlightedIndex) : '';

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <Backdrop data-part="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && actor.send({ type: 'MODAL.CLOSE' })}>
      <Dialog ref={dialogRef} id={HEADER_IDS.searchDialog} role="dialog" aria-modal="true" aria-labelledby="search-title" onKeyDown={onDialogKey}>
        <h2 id="search-title">Search</h2>
        <CloseButton type="button" aria-label="Close search" onClick={() => actor.send({ type: 'MODAL.CLOSE' })}>
          ×
        </CloseButton>
        <label htmlFor={HEADER_IDS.searchInput}>
          <VisuallyHidden>Search consultancies by name, location or destination country</VisuallyHidden>
        </label>
        <Input
          ref={inputRef}
          id={HEADER_IDS.searchInput}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={HEADER_IDS.searchListbox}
          aria-activedescendant={activeId}
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          onChange={(e) => actor.send({ type: 'INPUT.CHANGE', value: e.target.value, suggestions: suggestionsFor(e.target.value, match) })}
          onKeyDown={onInputKey}
        />
        <Listbox ref={listRef} id={HEADER_IDS.searchListbox} role="listbox" aria-label="Suggestions" hidden={!listShown}>
          {listShown &&
            suggestions.map((c, i) => (
              <Option
                key={c.id}
                id={searchOptionId(i)}
                role="option"
                data-consultancy-id={c.id}
                aria-selected={i === highlightedIndex}
                data-highlighted={i === highlightedIndex ? '' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => actor.send({ type: 'ITEM.CLICK', index: i })}
              >
                <Suggestion c={c} />
              </Option>
            ))}
        </Listbox>
        <VisuallyHidden role="status" aria-live="polite">
          {text.trim() ? (suggestions.length ? `${suggestions.length} suggestions. Use the arrow keys to choose one.` : 'No consultancy matches. Press Enter to search anyway.') : ''}
        </VisuallyHidden>
        <Quick>
          <p id="quick-search-label">Quick search</p>
          <div role="group" aria-labelledby="quick-search-label">
            {QUICK_SEARCH_CATEGORIES.map((name) => (
              <button key={name} type="button" onClick={() => actor.send({ type: 'QUICK.CLICK', category: name.toLowerCase() as QuickCategory })}>
                {name}
              </button>
            ))}
          </div>
        </Quick>
      </Dialog>
    </Backdrop>
  );
}
