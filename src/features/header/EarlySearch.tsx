import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import styled, { ThemeProvider } from 'styled-components';
import type { QuickCategory } from '../../../machines/search/search.machine';
import { EARLY_SEARCH_IDS, earlySearchOptionId } from '../../common/header/earlySearchStandIn';
import { QUICK_SEARCH_CATEGORIES } from '../../config/constants';
import { pathInLocale } from '../../config/locale';
import { ROUTES, paths } from '../../config/routes';
import { SEARCH_SUGGESTIONS_PATH } from '../../domain/ssr';
import { quickCategoryPath } from '../../common/header/headerShell';
import { VisuallyHidden } from '../../ui/primitives';
import { useT } from '../../ui/i18n';
import { theme } from '../../ui/theme';
import { DialogClose, DialogPanel, QUICK_TEXT, QuickSearch, SEARCH_TEXT, SearchInput } from './searchDialogParts';
import { Listbox, Option, SUGGESTION_TEXT, Suggestion } from './suggestionParts';
import type { DirectoryEntry } from '../../domain/directory';

/* A native modal dialog: the browser keeps focus in it, closes it on Escape and draws its backdrop,
   with no code of ours beyond the page's inline script. Its content fills its box, so a press on the
   dialog element itself is a press on the backdrop. */
const StandIn = styled.dialog`
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-width: 680px;
  margin: 8vh auto auto;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  &::backdrop {
    background: rgba(15, 23, 42, 0.6);
  }
`;

const QUICK_LABEL_ID = 'early-search-quick-label';

/** Shown by the script while the suggestions cannot be asked for (the live region says it too). */
const OfflineNote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A suggestion with every part an option can show (a tick, the sample label, two tags and a count), for the styles only. */
const STYLE_SAMPLE: DirectoryEntry = {
  id: 0,
  name: 'Sample',
  location: 'Kathmandu',
  logo: '',
  rating: 4.5,
  verified: true,
  sample: true,
  specializations: ['Australia', 'Canada', 'Japan'],
};

/**
 * The search's stand-in: what a press on Search opens before the search's code has arrived (the page's
 * inline script drives it: src/app/earlySearch.ts). The search dialog's title, text box and quick search,
 * with the same texts and look; Enter submits the text to the consultancy list as a plain GET form, and
 * the quick search's links are plain links. Only the server renders it, after the app's root
 * (EarlySearchMarkup), in a `<template>` whose content the script puts on the page while it is open:
 * React never hydrates it, no chunk of the app carries it, and nothing else on the page meets it.
 */
export function EarlySearch() {
  const { t, locale } = useT();
  return (
    <template id={EARLY_SEARCH_IDS.template}>
      <StandIn id={EARLY_SEARCH_IDS.dialog} aria-labelledby={EARLY_SEARCH_IDS.title} data-part="early-search">
        <DialogPanel>
          <h2 id={EARLY_SEARCH_IDS.title}>{t(SEARCH_TEXT.title)}</h2>
          <DialogClose type="button" id={EARLY_SEARCH_IDS.close} aria-label={t(SEARCH_TEXT.close)}>
            ×
          </DialogClose>
          <form method="get" action={pathInLocale(ROUTES.consultancies, locale)} role="search" aria-labelledby={EARLY_SEARCH_IDS.title}>
            <label htmlFor={EARLY_SEARCH_IDS.input}>
              <VisuallyHidden>{t(SEARCH_TEXT.label)}</VisuallyHidden>
            </label>
            <SearchInput
              id={EARLY_SEARCH_IDS.input}
              name="search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded="false"
              aria-controls={EARLY_SEARCH_IDS.listbox}
              placeholder={t(SEARCH_TEXT.placeholder)}
            />
          </form>
          <Listbox
            id={EARLY_SEARCH_IDS.listbox}
            role="listbox"
            aria-label={t(SUGGESTION_TEXT.suggestionsLabel)}
            hidden
            data-suggest={`${SEARCH_SUGGESTIONS_PATH}?locale=${locale}`}
          />
          <VisuallyHidden id={EARLY_SEARCH_IDS.live} role="status" aria-live="polite" />
          <OfflineNote id={EARLY_SEARCH_IDS.offline} hidden>
            {t(SUGGESTION_TEXT.offline)}
          </OfflineNote>
          {/* Never shown: an option as the server writes them, so that their styles are in the page's. */}
          <template>
            <Option role="option" aria-selected="false">
              <Suggestion c={STYLE_SAMPLE} />
            </Option>
          </template>
          <QuickSearch>
            <p id={QUICK_LABEL_ID}>{t(SEARCH_TEXT.quick)}</p>
            <div role="group" aria-labelledby={QUICK_LABEL_ID}>
              {QUICK_SEARCH_CATEGORIES.map((name) => (
                <a key={name} href={pathInLocale(quickCategoryPath(name.toLowerCase() as QuickCategory), locale)}>
                  {t(QUICK_TEXT[name])}
                </a>
              ))}
            </div>
          </QuickSearch>
        </DialogPanel>
      </StandIn>
    </template>
  );
}

/** The stand-in as the server renders it, on its own: with the page's texts and the theme. */
export function EarlySearchMarkup({ i18n }: { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <EarlySearch />
      </ThemeProvider>
    </I18nProvider>
  );
}

/**
 * The stand-in's options for a text, as the server writes them (GET /search-suggestions): the search's
 * own option parts, each with where a pick of it goes (`data-href`: /consultancies?search={name}). The
 * stand-in's script puts them in its list.
 */
export function EarlySuggestionsMarkup({ i18n, entries }: { i18n: I18n; entries: readonly DirectoryEntry[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <EarlySuggestions entries={entries} />
      </ThemeProvider>
    </I18nProvider>
  );
}

function EarlySuggestions({ entries }: { entries: readonly DirectoryEntry[] }) {
  const { locale } = useT();
  return (
    <>
      {entries.map((c, i) => (
        <Option
          key={c.id}
          id={earlySearchOptionId(i)}
          role="option"
          aria-selected="false"
          data-consultancy-id={c.id}
          data-href={pathInLocale(paths.consultancySearch(c.name), locale)}
        >
          <Suggestion c={c} />
        </Option>
      ))}
    </>
  );
}
