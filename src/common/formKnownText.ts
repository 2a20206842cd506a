import { createElement, type ReactNode } from 'react';
import type { Message } from '../config/routes';
import { CountTextContext } from '../ui/fields';
import { SUBMIT_FAILED_TEXT } from '../../machines/submission/attempt';
import { useT } from '../ui/i18n';
import { BS_MONTHS_EN, BS_MONTHS_NE } from '../domain/bsText';
import { charactersLeftText, count } from '../domain/textLength';
import { API_KNOWN_TEXTS, type KnownText } from './apiKnownText';

export type { KnownText } from './apiKnownText';
/** A known text with numbers in it: its pattern (the numbers captured, in the order of `names`) and its message, whose placeholders are those names. */
export interface KnownPattern {
  pattern: RegExp;
  names: readonly string[];
  message: Message;
}

/**
 * The texts every public form (booking, status, review, contact) may show that are written in English
 * by code shared with the server (the schemas in src/domain, the submission statechart, the API client,
 * src/ui/fields' attentionText), and the API's own words for a refusal every public request may meet
 * (too many requests, a failure on the server's side: src/domain/wire.ts). Each is keyed by the English
 * text as that code writes it (its constant where it has one), so the English stays one source; a form
 * with texts of its own adds them to these.
 */
export const FORM_KNOWN_TEXTS: readonly KnownText[] = [
  [SUBMIT_FAILED_TEXT, /*i18n*/ { id: 'forms.known.submitFailed', message: 'Something went wrong. Please try again.' }],
  [
    'Cannot reach the server. Check your connection and try again.',
    /*i18n*/ { id: 'forms.known.network', message: 'Cannot reach the server. Check your connection and try again.' },
  ],
  [
    'The server took too long to answer. Please try again.',
    /*i18n*/ { id: 'forms.known.timeout', message: 'The server took too long to answer. Please try again.' },
  ],
  ...API_KNOWN_TEXTS,
  ['Required', /*i18n*/ { id: 'forms.known.required', message: 'Required' }],
  ['Enter a valid e-mail address', /*i18n*/ { id: 'forms.known.email', message: 'Enter a valid e-mail address' }],
  ['Write your name with at least one letter', /*i18n*/ { id: 'forms.known.nameLetter', message: 'Write your name with at least one letter' }],
  ['One field needs your attention.', /*i18n*/ { id: 'forms.known.oneField', message: 'One field needs your attention.' }],
];

const num = '([\\d,]+)';
export const FORM_KNOWN_PATTERNS: readonly KnownPattern[] = [
  {
    pattern: new RegExp(`^At most ${num} characters: this has ${num}\\. Shorten it by ${num}\\.$`),
    names: ['max', 'length', 'over'],
    message: /*i18n*/ { id: 'forms.known.tooLong', message: 'At most {max} characters: this has {length}. Shorten it by {over}.' },
  },
  {
    // The API client's words for an answer that carried no message of the server's (src/api/errors.ts).
    pattern: /^The server answered (\d+)\.$/,
    names: ['status'],
    message: /*i18n*/ { id: 'forms.known.serverAnswered', message: 'The server answered {status}.' },
  },
  {
    pattern: new RegExp(`^${num} fields need your attention\\.$`),
    names: ['count'],
    message: /*i18n*/ { id: 'forms.known.fields', message: '{count} fields need your attention.' },
  },
];

/**
 * A text from the shared code in the page's language: on English pages exactly as written; on Nepali
 * pages a known text's Nepali message (its numbers in Devanagari, a BS month by its Nepali name), any
 * other text (the server's own words, a text changed since) as it is.
 */
export function useKnownText(texts: readonly KnownText[] = FORM_KNOWN_TEXTS, patterns: readonly KnownPattern[] = FORM_KNOWN_PATTERNS) {
  const { t, locale, digits } = useT();
  return (text: string): string => {
    if (locale === 'en') return text;
    const known = texts.find(([english]) => english === text);
    if (known) return t(known[1]);
    for (const { pattern, names, message } of patterns) {
      const m = pattern.exec(text);
      if (!m) continue;
      const values = Object.fromEntries(
        names.map((name, i) => {
          const value = m[i + 1] ?? '';
          const month = BS_MONTHS_EN.indexOf(value as (typeof BS_MONTHS_EN)[number]);
          return [name, name === 'month' && month >= 0 ? BS_MONTHS_NE[month] : digits(value)];
        }),
      );
      return t(message, values);
    }
    return text;
  };
}

const COUNT_TEXT = {
  left: /*i18n*/ { id: 'forms.count.left', message: '{count} characters left' },
  over: /*i18n*/ { id: 'forms.count.over', message: '{count} characters too many' },
};

/**
 * A field's character count in the page's language, for `CountTextContext` (src/ui/fields.tsx): on
 * English pages exactly the shared wording ("1 character left", "3,000 characters too many"); on
 * Nepali pages the count's message, its number in Devanagari.
 */
export function useCountText(): (max: number, length: number) => string {
  const { t, locale, digits } = useT();
  if (locale === 'en') return charactersLeftText;
  return (max, length) =>
    length <= max ? t(COUNT_TEXT.left, { count: digits(count(max - length)) }) : t(COUNT_TEXT.over, { count: digits(count(length - max)) });
}

/** A public form's fields, their character counts worded in the page's language. */
export function FormTexts({ children }: { children: ReactNode }) {
  return createElement(CountTextContext.Provider, { value: useCountText() }, children);
}
