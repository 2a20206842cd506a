import type { Message } from '../config/routes';
import { useT } from './i18n';

/** A text to show, and its language when it is not the page's. */
export interface Shown {
  text: string;
  lang?: 'en';
}

/**
 * The language of a record's own text that the team writes in English (a consultancy's description, an
 * article's tags, an article without its Nepali version, a review, a fact the team has reworded): `'en'` on a page in another language, so that a
 * screen reader reads it as English; nothing on an English page.
 */
export function useRecordLang(): 'en' | undefined {
  const { locale } = useT();
  return locale === 'en' ? undefined : 'en';
}

/**
 * A fact record's text in the page's language. The records (src/data/fact-seeds.ts) are the same in
 * both languages: while a record still says what one of its built-in wordings says, the page shows that
 * wording's message (its Nepali on a Nepali page); once the team has changed the record, the page shows
 * the record's own English text, marked as English on a page in another language, rather than a
 * translation of what it no longer says.
 */
export function useRecordText() {
  const { t } = useT();
  const lang = useRecordLang();
  return (value: string, seeds: readonly Message[]): Shown => {
    const seed = seeds.find((m) => m.message === value);
    return seed ? { text: t(seed) } : { text: value, lang };
  };
}
