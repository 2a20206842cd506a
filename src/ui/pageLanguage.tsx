import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Locale } from '../config/locale';
import { useT } from './i18n';

/**
 * Whether the page's own text is written in the page's language. Every page's heading, title and
 * description are; the rest of a page is, in Nepali, only once its texts are in the catalogs (the route
 * table's NEPALI_WRITTEN_PAGES). Until then the Nepali page shows its English text, marked `lang="en"`
 * (a screen reader reads it as English), under a short note in Nepali that says so.
 *
 * The context holds the page's language while its body is not written in it; null while it is (and
 * outside the public pages: the admin is English).
 */
const UnwrittenIn = createContext<Locale | null>(null);

export const ENGLISH_ONLY_NOTE = /*i18n*/ {
  id: 'page.englishOnly',
  message: 'This page is not yet written in this language: what follows is in English.',
};

/** A wrapper that adds no box: only its language reaches what it holds. */
const LanguageOnly = styled.div`
  display: contents;
`;

/** A page's body in the route's language: as it is when written in it, else in English with the note (see above). */
export function PageBody({ written, children }: { written: boolean; children: ReactNode }) {
  const { locale } = useT();
  if (written || locale === 'en') return <>{children}</>;
  return (
    <UnwrittenIn.Provider value={locale}>
      <LanguageOnly lang="en">{children}</LanguageOnly>
    </UnwrittenIn.Provider>
  );
}

/** The page's language while the page around this part is not written in it (its text is English); else null. */
export const usePageUnwrittenIn = () => useContext(UnwrittenIn);

/** A part written in the page's language inside a page that is not yet: marked with the page's language. */
export function InPageLanguage({ children }: { children: ReactNode }) {
  const unwrittenIn = usePageUnwrittenIn();
  return unwrittenIn ? <LanguageOnly lang={unwrittenIn}>{children}</LanguageOnly> : <>{children}</>;
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The note under the heading of a page whose text is not yet written in the page's language. */
export function EnglishOnlyNote({ lang }: { lang: Locale }) {
  const { t } = useT();
  return (
    <Note lang={lang} data-part="english-only-note">
      {t(ENGLISH_ONLY_NOTE)}
    </Note>
  );
}
