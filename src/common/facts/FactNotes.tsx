import styled from 'styled-components';
import { formatDay, NPR_RATES_SOURCE, type Sourced } from '../../data/facts';
import { VisuallyHidden } from '../../ui/primitives';
import { SourceNote } from '../SourceNote';
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

/** Which rates the NPR estimates use, and their date: the bank's published rates or an admin's override. */
export function RatesNote({ view }: { view: RatesView }) {
  if (view.builtInAsOf !== null) {
    return (
      <>
        <p>NPR estimates use indicative exchange rates:</p>
        <SourceNote fact={NPR_RATES_SOURCE} />
      </>
    );
  }
  const byOrigin = (o: string) => view.items.filter((i) => i.origin === o);
  const bankDates = [...new Set(byOrigin('nrb').map((i) => i.date))].sort().reverse();
  const overrides = byOrigin('override');
  const builtIn = byOrigin('built-in');
  return (
    <Note data-part="rates-note">
      NPR estimates use{' '}
      {bankDates.length > 0 ? (
        <>
          <a href={view.sourceUrl} target="_blank" rel="noopener noreferrer">
            {view.sourceName}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>{' '}
          (selling rates of {bankDates.map(formatDay).join(', ')})
        </>
      ) : (
        'exchange rates'
      )}
      {overrides.length > 0 ? `${bankDates.length > 0 ? ';' : ''} ${overrides.map((o) => `${o.currency} as set by our team on ${formatDay(o.date)}`).join(', ')}` : ''}
      {builtIn.length > 0 ? `; ${builtIn.map((o) => o.currency).join(', ')} indicative, as of ${formatDay(builtIn[0].date)}` : ''}.
    </Note>
  );
}
