import styled from 'styled-components';
import { Trans } from '@lingui/react';
import type { Message } from '../../config/routes';
import { useSay, useT } from '../../ui/i18n';
import { inEnglish, type Say } from '../../domain/say';
import { formatDay, NPR_RATES_SOURCE, RATES_WITHOUT_NRB_SOURCE, type Sourced } from '../../data/facts';
import { VisuallyHidden } from '../../ui/primitives';
import { SourceNote } from '../SourceNote';
import { useDateText } from '../DateText';
import { sourceId } from './sourceId';
import type { RatesView } from './useRates';
import { TextAnchor } from '../../ui/TextLink';

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

/**
 * The notes' texts. This module's texts are in the pages' catalog (lingui.config.ts): the home page
 * shows no rates.
 */
const TEXT = {
  builtInRates: /*i18n*/ { id: 'rates.builtIn', message: 'built-in rates of {date}' },
  bankRates: /*i18n*/ { id: 'rates.bank', message: 'Nepal Rastra Bank rates of {dates}' },
  teamRates: /*i18n*/ { id: 'rates.team', message: "our team's rates for {currencies}" },
  builtInFor: /*i18n*/ { id: 'rates.builtInFor', message: '{rates} for {currencies}' },
  noteBuiltIn: /*i18n*/ {
    id: 'rates.note.builtIn',
    message: "NPR estimates use {rates}: Nepal Rastra Bank's selling rates then, rounded ({without}). Source: <0>{source}<1> (opens in a new tab)</1></0>",
  },
  noteBank: /*i18n*/ { id: 'rates.note.bank', message: 'NPR estimates use <0>{source}<1> (opens in a new tab)</1></0> (selling rates of {dates})' },
  noteNoBank: /*i18n*/ { id: 'rates.note.noBank', message: 'NPR estimates use exchange rates' },
  override: /*i18n*/ { id: 'rates.note.override', message: '{currency} as set by our team on {date}' },
  builtInTail: /*i18n*/ { id: 'rates.note.builtInTail', message: '{currencies} at {rates}' },
  end: /*i18n*/ { id: 'rates.note.end', message: '.' },
};

/** Why a currency has no bank rate, by the record's English (src/data/facts.ts); another reason shows as written. */
const WITHOUT_BANK_TEXT: Record<string, Message> = {
  'Nepal Rastra Bank publishes no New Zealand dollar rate': /*i18n*/ {
    id: 'rates.without.nzd',
    message: 'Nepal Rastra Bank publishes no New Zealand dollar rate',
  },
};

/** Which rates NPR amounts use, in a few words: "NRB rates of 25 November 2026", "built-in rates of January 2026". */
export function ratesLabel(view: RatesView, day: DayText = formatDay, say: Say = inEnglish): string {
  if (view.builtInAsOf !== null) return say(TEXT.builtInRates, { date: day(view.builtInAsOf) });
  const { bankDates, overrides, builtIn } = rateOrigins(view);
  const parts = [
    ...(bankDates.length > 0 ? [say(TEXT.bankRates, { dates: bankDates.map(day).join(', ') })] : []),
    ...(overrides.length > 0 ? [say(TEXT.teamRates, { currencies: overrides.map((o) => o.currency).join(', ') })] : []),
    ...(builtIn.length > 0
      ? [say(TEXT.builtInFor, { rates: say(TEXT.builtInRates, { date: day(builtIn[0].date) }), currencies: builtIn.map((o) => o.currency).join(', ') })]
      : []),
  ];
  return parts.join('; ');
}

/** ratesLabel with its words and dates in the page's language. */
export function RatesLabel({ view }: { view: RatesView }) {
  const day = useDateText();
  return <>{ratesLabel(view, day, useSay())}</>;
}

const sourceLink = (href: string) => ({ 0: <TextAnchor href={href} target="_blank" rel="noopener noreferrer" />, 1: <VisuallyHidden /> });

/** Which rates the NPR estimates use, and the date of their values: the bank's, an admin's, or the built-in ones. */
export function RatesNote({ view }: { view: RatesView }) {
  const day = useDateText();
  const { t } = useT();
  if (view.builtInAsOf !== null) {
    const without = Object.entries(RATES_WITHOUT_NRB_SOURCE)
      .map(([currency, n]) => `${currency}: ${WITHOUT_BANK_TEXT[n.reason] ? t(WITHOUT_BANK_TEXT[n.reason]) : n.reason}`)
      .join('; ');
    return (
      <Note data-part="rates-note">
        <Trans
          id={TEXT.noteBuiltIn.id}
          message={TEXT.noteBuiltIn.message}
          values={{ rates: t(TEXT.builtInRates, { date: day(view.builtInAsOf) }), without, source: NPR_RATES_SOURCE.sourceName }}
          components={sourceLink(NPR_RATES_SOURCE.source)}
        />
      </Note>
    );
  }
  const { bankDates, overrides, builtIn } = rateOrigins(view);
  return (
    <Note data-part="rates-note">
      {bankDates.length > 0 ? (
        <Trans
          id={TEXT.noteBank.id}
          message={TEXT.noteBank.message}
          values={{ source: view.sourceName, dates: bankDates.map(day).join(', ') }}
          components={sourceLink(view.sourceUrl)}
        />
      ) : (
        t(TEXT.noteNoBank)
      )}
      {overrides.length > 0
        ? `${bankDates.length > 0 ? ';' : ''} ${overrides.map((o) => t(TEXT.override, { currency: o.currency, date: day(o.date) })).join(', ')}`
        : ''}
      {builtIn.length > 0
        ? `; ${t(TEXT.builtInTail, { currencies: builtIn.map((o) => o.currency).join(', '), rates: t(TEXT.builtInRates, { date: day(builtIn[0].date) }) })}`
        : ''}
      {t(TEXT.end)}
    </Note>
  );
}
