import { Link, useLocation } from 'wouter';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { media } from '../../ui/theme';
import { useShortlist } from './shortlistShell';

const Count = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  /* On a phone only the star and the count show; the word stays in the link's name. */
  .word {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    ${media.sm} {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
  }
`;

/** The header's link to /shortlist with the number of saved items (0 until the browser's list is read). */
export function ShortlistLink() {
  const count = useShortlist().view.items.length;
  const [pathname] = useLocation();
  return (
    <Count href={ROUTES.shortlist} aria-current={pathname === ROUTES.shortlist ? 'page' : undefined} data-part="shortlist-link">
      <span aria-hidden="true">☆</span>
      <span className="word">Shortlist</span> <span data-part="shortlist-count">({count})</span>
    </Count>
  );
}
