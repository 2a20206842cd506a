import { inEnglish } from '../domain/say';
import styled from 'styled-components';
import { formatDay, type Sourced } from '../data/facts';
import { VisuallyHidden } from '../ui/primitives';
import { useDateText } from './DateText';
import { Trans } from '@lingui/react';
import { useT } from '../ui/i18n';
import type { Message } from '../config/routes';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const TEXT = {
  checked: /*i18n*/ { id: 'facts.note.checked', message: 'Checked on {date}.' },
  notChecked: /*i18n*/ { id: 'facts.note.notChecked', message: 'Could not be checked on {date}: {reason}.' },
};

/**
 * What a note says about the last check: the day it was confirmed, or why it could not be (`day` writes
 * the date, `t` the text: English unless given the page's).
 */
export function checkText(
  fact: Pick<Sourced, 'lastChecked' | 'notChecked'>,
  day: (date: string) => string = formatDay,
  t: (m: Message, values: Record<string, string>) => string = inEnglish,
): string | null {
  if (fact.notChecked) return t(TEXT.notChecked, { date: day(fact.notChecked.triedOn), reason: fact.notChecked.reason });
  if (fact.lastChecked) return t(TEXT.checked, { date: day(fact.lastChecked) });
  return null;
}

/**
 * "As of July 2025 · Source: Department of Home Affairs · Checked on 26 November 2026." under a fact
 * that changes (or, when the last check failed, why), in the page's language.
 */
export function SourceNote({ fact }: { fact: Sourced }) {
  const date = useDateText();
  const { t } = useT();
  const check = checkText(fact, date, t);
  return (
    <Note data-part="source-note">
      <Trans
        id="facts.note.source"
        message="As of {date} · Source: <0>{source}<1> (opens in a new tab)</1></0>"
        values={{ date: date(fact.asOf), source: fact.sourceName }}
        components={{ 0: <a href={fact.source} target="_blank" rel="noopener noreferrer" />, 1: <VisuallyHidden /> }}
      />
      {check ? <span data-part="check-note"> · {check}</span> : null}
    </Note>
  );
}
