import type { Message } from '../config/routes';
import type { FactNepali } from '../domain/fact';
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
 * The record's Nepali for one of its English texts (its label, its text or one of its lines), when its
 * Nepali version was written for exactly that English; nothing once the English has changed since.
 */
export function nepaliFor(ne: FactNepali | undefined, english: string): string | undefined {
  if (!ne) return undefined;
  if (ne.label !== undefined && ne.of.label === english) return ne.label;
  if (ne.text !== undefined && ne.of.text === english) return ne.text;
  const i = ne.of.items?.indexOf(english) ?? -1;
  return i < 0 ? undefined : ne.items?.[i];
}

/**
 * A fact record's text in the page's language. The records (src/data/fact-seeds.ts) are the same in
 * both languages. On a Nepali page: the record's own Nepali version (`ne`), while it was written for
 * what the record's English says now; else, while the record still says what one of its built-in
 * wordings says, that wording's message; else the record's own English text, marked as English, rather
 * than a translation of what it no longer says.
 */
export function useRecordText() {
  const { t, locale } = useT();
  const lang = useRecordLang();
  return (value: string, seeds: readonly Message[], ne?: FactNepali): Shown => {
    const own = locale === 'ne' ? nepaliFor(ne, value) : undefined;
    if (own !== undefined) return { text: own };
    const seed = seeds.find((m) => m.message === value);
    return seed ? { text: t(seed) } : { text: value, lang };
  };
}
