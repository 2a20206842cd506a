import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { dateText } from '../domain/dateText';
import { useT } from '../ui/i18n';
import { BsDatesContext } from './bsDates';
import { usePageUnwrittenIn } from '../ui/pageLanguage';

/**
 * Dates in the page's language (src/domain/dateText.ts): `text(value)` for a day (YYYY-MM-DD), a month
 * (YYYY-MM) or a moment (an ISO date-time, its day in UTC). English pages get the Gregorian date as
 * always; Nepali pages the Bikram Sambat date first with the Gregorian one beside it. The text depends
 * only on the language and the date, so the server's and the hydrating browser's agree.
 */
export function useDateText(): (value: string | null | undefined) => string {
  const { locale } = useT();
  const dates = useContext(BsDatesContext);
  const version = useSyncExternalStore(dates.subscribe, dates.version, dates.version);
  // After hydration, a Nepali page loads the converter for dates that come later (it is never in the first load).
  useEffect(() => {
    if (locale === 'ne') dates.load().catch(() => undefined);
  }, [locale, dates]);
  return useMemo(
    () => (value) => dateText(value, locale, dates.lookup),
    // version: the converter has loaded, so the same lookup knows more days.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, dates, version],
  );
}

/** A date as `<time dateTime>`, its text in the page's language (see useDateText). */
export function DateText({ value }: { value: string | null | undefined }) {
  const text = useDateText();
  // On a page whose text is still English, the date is in the page's language: marked so.
  const unwrittenIn = usePageUnwrittenIn();
  if (!value) return null;
  return (
    <time dateTime={value} lang={unwrittenIn ?? undefined}>
      {text(value)}
    </time>
  );
}
