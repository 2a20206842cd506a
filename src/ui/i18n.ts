import { useLingui } from '@lingui/react';
import type { Message } from '../config/routes';
import type { Locale } from '../config/locale';
import { toDevanagariDigits } from '../domain/digits';
import type { Say } from '../domain/say';

/**
 * The interface's texts in the page's language: `t(message)` is the message's text from the loaded
 * catalog (its English wording when the catalog has none), with `{name}` placeholders filled from
 * `values` (numbers in them go through `digits` first). Messages are written where they are used, as `/*i18n*\/ { id, message }` objects, so that
 * `npm run messages:extract` finds them.
 */
export function useT() {
  const { i18n } = useLingui();
  const t = (m: Message, values?: Record<string, unknown>) => i18n._(m.id, values, { message: m.message });
  const locale = i18n.locale as Locale;
  /** A number or date as the page's language writes its digits (Devanagari on Nepali pages). */
  const digits = (text: string | number) => (locale === 'ne' ? toDevanagariDigits(text) : String(text));
  return { t, locale, digits };
}

/** `t` as the domain's texts take it (src/domain/rating.ts): string values, their digits written as the page writes them. */
export function useSay(): Say {
  const { t, digits } = useT();
  return sayWith(t, digits);
}

/** The same from a page's `t` and `digits`, outside a component. */
export const sayWith =
  (t: (m: Message, values?: Record<string, unknown>) => string, digits: (text: string | number) => string): Say =>
  (text, values) =>
    t(text, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, digits(value)])));
