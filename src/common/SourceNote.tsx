import styled from 'styled-components';
import { formatAsOf, type Sourced } from '../data/facts';
import { VisuallyHidden } from '../ui/primitives';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

/** "As of July 2025 · Source: Department of Home Affairs" under a fact that changes. */
export function SourceNote({ fact }: { fact: Sourced }) {
  return (
    <Note data-part="source-note">
      As of {formatAsOf(fact.asOf)} · Source:{' '}
      <a href={fact.source} target="_blank" rel="noopener noreferrer">
        {fact.sourceName}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </Note>
  );
}
