import styled, { keyframes } from 'styled-components';
import { Button, Card, Container, Spinner, VisuallyHidden } from '../../ui/primitives';
import { LOADING_TEXT } from '../../common/loadingText';
import { useT } from '../../ui/i18n';

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  max-width: 560px;
  text-align: center;
`;

/**
 * Shown in place of a page whose code could not arrive because the connection is gone: no reload (the
 * browser would show its own "no internet" page), the page opens when the connection is back; Try again
 * loads it at once.
 */
export function OfflineNotice({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useT();
  return (
    <Wrap>
      <Card role="status" data-part="offline-notice">
        <p>{t(LOADING_TEXT.offline)}</p>
        <Button type="button" onClick={onTryAgain}>
          {t(LOADING_TEXT.tryAgain)}
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
  const { t } = useT();
  return (
    <Floating role="status" data-part="offline-kept-notice">
      <p>{t(LOADING_TEXT.offlineKept)}</p>
      <Actions>
        <Button type="button" onClick={onTryAgain}>
          {t(LOADING_TEXT.tryAgain)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onStay}>
          {t(LOADING_TEXT.stay)}
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

/** A link's page on its way while the page being read stays on screen: a bar along the top, and its words for screen readers. */
export function NextPageProgress() {
  const { t } = useT();
  return (
    <Bar role="status" data-part="next-page-progress">
      <VisuallyHidden>{t(LOADING_TEXT.page)}</VisuallyHidden>
    </Bar>
  );
}

/** A page's code on its way, where the page goes. */
export function PageSpinner() {
  const { t } = useT();
  return <Spinner label={t(LOADING_TEXT.page)} page />;
}
