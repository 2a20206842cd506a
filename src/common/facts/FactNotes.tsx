import styled from 'styled-components';
import { formatDay, NPR_RATES_SOURCE, RATES_WITHOUT_NRB_SOURCE, type Sourced } from '../../data/facts';
import { VisuallyHidden } from '../../ui/primitives';
import { SourceNote } from '../SourceNote';
import { useDateText } from '../DateText';
import { sourceId } from './sourceId';
import type { RatesView } from './useRates';

/** One note per distinct month and source of the facts in a section. */
export function SourceNotes({ sources }: { sources: readonly Sourced[] }) {
  return (
    <>
      {sources.map((s) => (
        <SourceNote key={sourceId(s)} fact={s} />
      ))}
    </>
  );
}

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

export { formatDay };

/** The origins of the rates in use and their dates: NRB's selling rates by day, an admin's, the built-in ones by month. */
function rateOrigins(view: RatesView) {
  const byOrigin = (o: string) => view.items.filter((i) => i.origin === o);
  return {
    bankDates: [...new Set(byOrigin('nrb').map((i) => i.date))].sort().reverse(),
    overrides: byOrigin('override'),
    builtIn: byOrigin('built-in'),
  };
}

/** Writes a date (a page writes it in its language: useDateText). */
type DayText = (date: string) => string;

const builtInRatesText = (month: string, day: DayText) => `built-in rates of ${day(month)}`;

/** Which rates NPR amounts use, in a few words: "NRB rates of 25 November 2026", "built-in rates of January 2026". */
export function ratesLabel(view: RatesView, day: DayText = formatDay): string {
  if (view.builtInAsOf !== null) return builtInRatesText(view.builtInAsOf, day);
  const { bankDates, overrides, builtIn } = rateOrigins(view);
  const parts = [
    ...(bankDates.length > 0 ? [`Nepal Rastra Bank rates of ${bankDates.map(day).join(', ')}`] : []),
    ...(overrides.length > 0 ? [`our team's rates for ${overrides.map((o) => o.currency).join(', ')}`] : []),
    ...(builtIn.length > 0 ? [`${builtInRatesText(builtIn[0].date, day)} for ${builtIn.map((o) => o.currency).join(', ')}`] : []),
  ];
  return parts.join('; ');
}

/** ratesLabel with its dates in the page's language. */
export function RatesLabel({ view }: { view: RatesView }) {
  const day = useDateText();
  return <>{ratesLabel(view, day)}</>;
}

/** Which rates the NPR estimates use, and the date of their values: the bank's, an admin's, or the built-in ones. */
export function RatesNote({ view }: { view: RatesView }) {
  const day = useDateText();
  const withoutBank = Object.entries(RATES_WITHOUT_NRB_SOURCE).map(([currency, n]) => `${currency}: ${n.reason}`);
  if (view.builtInAsOf !== null) {
    return (
      <Note data-part="rates-note">
        NPR estimates use {builtInRatesText(view.builtInAsOf, day)}: Nepal Rastra Bank&apos;s selling rates then, rounded ({withoutBank.join('; ')}). Source:{' '}
        <a href={NPR_RATES_SOURCE.source} target="_blank" rel="noopener noreferrer">
          {NPR_RATES_SOURCE.sourceName}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Note>
    );
  }
  const { bankDates, overrides, builtIn } = rateOrigins(view);
  return (
    <Note data-part="rates-note">
      NPR estimates use{' '}
      {bankDates.length > 0 ? (
        <>
          <a href={view.sourceUrl} target="_blank" rel="noopener noreferrer">
            {view.sourceName}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>{' '}
          (selling rates of {bankDates.map(day).join(', ')})
        </>
      ) : (
        'exchange rates'
      )}
      {overrides.length > 0
        ? `${bankDates.length > 0 ? ';' : ''} ${overrides.map((o) => `${o.currency} as set by our team on ${day(o.date)}`).join(', ')}`
        : ''}
      {builtIn.length > 0 ? `; ${builtIn.map((o) => o.currency).join(', ')} at ${builtInRatesText(builtIn[0].date, day)}` : ''}.
    </Note>
  );
}
