import styled from 'styled-components';
import { Button, Card, Container } from '../../ui/primitives';
import { OFFLINE_MESSAGE } from '../../common/connection';

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
