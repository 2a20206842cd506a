import styled from 'styled-components';
import { formatDay, type Sourced } from '../data/facts';
import { VisuallyHidden } from '../ui/primitives';
import { useDateText } from './DateText';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

/** What a note says about the last check: the day it was confirmed, or why it could not be (`day` writes the date). */
export function checkText(fact: Pick<Sourced, 'lastChecked' | 'notChecked'>, day: (date: string) => string = formatDay): string | null {
  if (fact.notChecked) return `Could not be checked on ${day(fact.notChecked.triedOn)}: ${fact.notChecked.reason}.`;
  if (fact.lastChecked) return `Checked on ${day(fact.lastChecked)}.`;
  return null;
}

/**
 * "As of July 2025 · Source: Department of Home Affairs · Checked on 26 November 2026." under a fact
 * that changes (or, when the last check failed, why).
 */
export function SourceNote({ fact }: { fact: Sourced }) {
  const date = useDateText();
  const check = checkText(fact, date);
  return (
    <Note data-part="source-note">
      As of {date(fact.asOf)} · Source:{' '}
      <a href={fact.source} target="_blank" rel="noopener noreferrer">
        {fact.sourceName}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      {check ? <span data-part="check-note"> · {check}</span> : null}
    </Note>
  );
}
