import { LinguiContext } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Gives the app's texts (useT, Trans) the i18n instance, as Lingui's I18nProvider does, with one
 * difference: a catalog loaded into the instance later (a page's texts, the search's) re-renders
 * nothing, only a change of language does. Every catalog is in before the part that shows its texts
 * renders (src/app/i18n.ts), so a re-render on its arrival would change no text: it re-rendered the
 * whole page, and a part of the page not hydrated yet (the home page's sections below the fold, whose
 * code loads when they come near) had its server-rendered HTML thrown away and rendered again.
 */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  // The same language again (a catalog added) leaves the state as it is: React renders nothing.
  useEffect(() => i18n.on('change', () => setLocale(i18n.locale)), [i18n]);
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n), locale }), [i18n, locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
