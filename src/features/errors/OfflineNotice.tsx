import styled, { keyframes } from 'styled-components';
import { Button, Card, Container, VisuallyHidden } from '../../ui/primitives';
import { OFFLINE_MESSAGE } from '../../common/connection';
import { OFFLINE_KEPT_MESSAGE } from './offlineText';

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  max-width: 560px;
  text-align: center;
`;

/**
 * Shown in place of a page whose code could not arrive because the connection is gone: no reload (the
 * browser would show its own "no internet" page), the page carries on when the connection is back;
 * Try again loads it at once.
 */
export function OfflineNotice({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Wrap>
      <Card role="status" data-part="offline-notice">
        <p>{OFFLINE_MESSAGE}</p>
        <Button type="button" onClick={onTryAgain}>
          Try again
        </Button>
      </Card>
    </Wrap>
  );
}

const Floating = styled(Card)`
  position: fixed;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: 60;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border-color: ${({ theme }) => theme.colors.accent};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Shown over the page being read when a link on it was followed while the connection is gone and the
 * page it leads to is not on this device: the page stays as it is (no blank page, no notice in its
 * place); the link's page opens when the connection is back, or at once on Try again; Stay on this page
 * drops it.
 */
export function OfflineKeptNotice({ onTryAgain, onStay }: { onTryAgain: () => void; onStay: () => void }) {
  return (
    <Floating role="status" data-part="offline-kept-notice">
      <p>{OFFLINE_KEPT_MESSAGE}</p>
      <Actions>
        <Button type="button" onClick={onTryAgain}>
          Try again
        </Button>
        <Button type="button" $variant="secondary" onClick={onStay}>
          Stay on this page
        </Button>
      </Actions>
    </Floating>
  );
}

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 4px;
  z-index: 60;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.6;
    }
  }
`;

export const NEXT_PAGE_LOADING_TEXT = 'Opening the page…';

/** A link's page on its way while the page being read stays on screen: a bar along the top, and its words for screen readers. */
export function NextPageProgress() {
  return (
    <Bar role="status" data-part="next-page-progress">
      <VisuallyHidden>{NEXT_PAGE_LOADING_TEXT}</VisuallyHidden>
    </Bar>
  );
}
