import { useEffect, useLayoutEffect, useMemo } from 'react';
import styled from 'styled-components';
import type { QuickCategory } from '../../../machines/search/search.machine';
import { SEARCH_IDS, SEARCH_MESSAGES, connectView } from '../../../machines/search/search.connect';
import { MAX_SUGGESTIONS, QUICK_SEARCH_CATEGORIES } from '../../config/constants';
import { DialogClose, DialogPanel, QUICK_TEXT, QuickSearch, SEARCH_TEXT, SearchInput } from './searchDialogParts';
import { fetchPublishedDirectory } from '../../api/directory';
import { CONSULTANCIES } from '../../data/consultancies';
import { toDirectoryEntry, type DirectoryEntry } from '../../domain/directory';
import { createMatcher } from '../../search/matcher';
import { withSoundKey } from '../../domain/soundKey';
import { VisuallyHidden } from '../../ui/primitives';
import { useHeader } from '../../common/header/headerShell';
import { useT } from '../../ui/i18n';
import { closeEarlySearch } from '../../common/header/earlySearchStandIn';
import { Listbox, Option, SUGGESTION_TEXT, Suggestion, suggestionsLiveText } from './suggestionParts';

const TEXT = { ...SEARCH_TEXT, ...SUGGESTION_TEXT };

/**
 * The built-in list, as directory entries: what the search matches until the published directory
 * (the database's) has arrived, or when it cannot be fetched. Its index is built once, the first time
 * it is asked (not when this chunk loads: the chunk is fetched while the page is idle, and the sound
 * keys of every record were the largest task after hydration); the published directory's index once
 * per copy that arrives.
 */
let builtInMatcher: ((text: string) => DirectoryEntry[]) | null = null;
const matchBuiltIn = (text: string) => (builtInMatcher ??= createMatcher(CONSULTANCIES.map((c) => withSoundKey(toDirectoryEntry(c)))))(text);

/** The published directory's loader, in this chunk so that it arrives with the modal (the search machine invokes it). */
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

/**
 * The search modal (Search modal in docs/behaviours.md): a dialog with a WAI-ARIA combobox. It renders
 * what the search's connect layer returns; its state is the search statechart's.
 */
export default function SearchModal() {
  const { view, send } = useHeader();
  const api = connectView(view.search, (event) => send({ to: 'search', event }));
  const suggestions = api.suggestions as DirectoryEntry[];
  const directory = view.search.directory;
  const match = useMemo(() => (directory ? createMatcher(directory) : matchBuiltIn), [directory]);
  const suggest = (text: string) => suggestionsFor(text, match);
  const { t, digits } = useT();
  // The live message in the page's language: the connect layer says which (and writes the English).
  const live = api.liveMessage === SEARCH_MESSAGES.noMatch ? t(TEXT.noMatch) : api.liveMessage ? suggestionsLiveText(t, digits, suggestions.length) : '';

  // A newer directory arrived while text is typed: its suggestions replace the list (only if they differ).
  const { text: current, suggestions: shown } = view.search;
  useEffect(() => {
    if (!current.trim()) return;
    const next = suggestionsFor(current, match);
    if (!sameIds(next, shown)) send({ to: 'search', event: { type: 'INPUT.CHANGE', value: current, suggestions: next } });
    // Only a new directory (a new matcher) asks again: typing gives its own suggestions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match]);

  // Opened from the search's stand-in (a press before this code had arrived): it stayed open, keeping
  // what was typed, until now. Closing it and focusing this text box in one task loses no key pressed;
  // in the task of the dialog's commit (a layout effect), so that no one ever meets two search boxes.
  useLayoutEffect(() => {
    const typed = closeEarlySearch(document);
    if (typed === null) return;
    if (typed !== current) send({ to: 'search', event: { type: 'INPUT.CHANGE', value: typed, suggestions: suggestionsFor(typed, match) } });
    document.getElementById(SEARCH_IDS.input)?.focus();
    // Once, when the dialog mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Backdrop {...api.getBackdropProps()}>
      <DialogPanel {...api.getContentProps()}>
        <h2 {...api.getTitleProps()}>{t(TEXT.title)}</h2>
        <DialogClose {...api.getCloseTriggerProps()} aria-label={t(TEXT.close)}>
          ×
        </DialogClose>
        <label {...api.getLabelProps()}>
          <VisuallyHidden>{t(TEXT.label)}</VisuallyHidden>
        </label>
        <SearchInput {...api.getInputProps(suggest)} placeholder={t(TEXT.placeholder)} />
        <Listbox {...api.getListboxProps()} aria-label={t(TEXT.suggestionsLabel)}>
          {api.listShown &&
            suggestions.map((c, i) => (
              <Option key={c.id} {...api.getItemProps(i)} data-consultancy-id={c.id}>
                <Suggestion c={c} />
              </Option>
            ))}
        </Listbox>
        <VisuallyHidden {...api.getLiveRegionProps()}>{live}</VisuallyHidden>
        <QuickSearch>
          <p id={SEARCH_IDS.quickLabel}>{t(TEXT.quick)}</p>
          <div {...api.getQuickGroupProps()}>
            {QUICK_SEARCH_CATEGORIES.map((name) => (
              <button key={name} {...api.getQuickItemProps(name.toLowerCase() as QuickCategory)}>
                {t(QUICK_TEXT[name])}
              </button>
            ))}
          </div>
        </QuickSearch>
      </DialogPanel>
    </Backdrop>
  );
}
