import styled from 'styled-components';
import { Button, Card, Container } from '../../ui/primitives';

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 560px;
  text-align: center;
`;

/** Shown when a page's code failed to load even after a reload. */
export function ChunkErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Wrap>
      <Card role="alert" data-part="chunk-error">
        <h1>This page could not be loaded</h1>
        <p>Your connection may have dropped, or the site was just updated. Check your connection and try again.</p>
        <Button type="button" onClick={onTryAgain}>
          Try again
        </Button>
      </Card>
    </Wrap>
  );
}
