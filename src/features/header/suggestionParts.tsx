import styled from 'styled-components';
import type { DirectoryEntry } from '../../domain/directory';
import type { Message } from '../../config/routes';
import { MoreCount, RatingBadge, VerifiedTick } from '../../common/Badges';
import { ConsultancyLogo } from '../../common/Logo';
import { SampleLabel } from '../../common/SampleLabel';

/**
 * The search's suggestions as the dialog (SearchModal.tsx) and its stand-in show them: the list's and
 * an option's look, what an option shows, and the texts about them. The stand-in's options are written
 * by the server (src/entry-server.tsx, `suggestions`) with these same parts, so that they read and look
 * the same as the dialog's.
 */
export const SUGGESTION_TEXT = {
  suggestionsLabel: /*i18n*/ { id: 'search.suggestionsLabel', message: 'Suggestions' },
  suggestions: /*i18n*/ { id: 'search.suggestions', message: '{count} suggestions. Use the arrow keys to choose one.' },
  noMatch: /*i18n*/ { id: 'search.noMatch', message: 'No consultancy matches. Press Enter to search anyway.' },
  /** Said by the search's stand-in (its suggestions come from the server); the search itself matches offline. */
  offline: /*i18n*/ { id: 'search.offline', message: 'You are offline. Suggestions will show here when the connection is back.' },
};

/** What the live region says about the suggestions showing (none: that nothing matches). */
export function suggestionsLiveText(
  t: (m: Message, values?: Record<string, unknown>) => string,
  digits: (text: string | number) => string,
  count: number,
): string {
  return count === 0 ? t(SUGGESTION_TEXT.noMatch) : t(SUGGESTION_TEXT.suggestions, { count: digits(count) });
}

export const Listbox = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 55vh;
  overflow-y: auto;
`;

export const Option = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primaryLight};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  .name {
    font-weight: 700;
  }
  .meta {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-top: 2px;
  }
  .tag {
    font-size: 0.75rem;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    padding: 0 8px;
  }
`;

export function Suggestion({ c }: { c: DirectoryEntry }) {
  const rest = c.specializations.length - 2;
  return (
    <>
      <ConsultancyLogo src={c.logo} size={44} />
      <span>
        <span className="name">{c.name}</span>
        {c.verified && <VerifiedTick style={{ color: '#166534', marginLeft: 6 }} />}
        {c.sample && <SampleLabel />}
        <span className="meta">
          {' '}
          · {c.location} · <RatingBadge c={c} />
        </span>
        <span className="tags">
          {c.specializations.slice(0, 2).map((s) => (
            <span className="tag" key={s}>
              {s}
            </span>
          ))}
          {rest > 0 && <MoreCount className="tag" count={rest} />}
        </span>
      </span>
    </>
  );
}
