import styled from 'styled-components';
import { Button, Card, Container } from '../../ui/primitives';
import { LOADING_TEXT } from '../../common/loadingText';
import { useT } from '../../ui/i18n';

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 560px;
  text-align: center;
`;

/** Shown when a page's code failed to load even after a reload. */
export function ChunkErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useT();
  return (
    <Wrap>
      <Card role="alert" data-part="chunk-error">
        <h1>{t(LOADING_TEXT.failedHeading)}</h1>
        <p>{t(LOADING_TEXT.failedBody)}</p>
        <Button type="button" onClick={onTryAgain}>
          {t(LOADING_TEXT.tryAgain)}
        </Button>
      </Card>
    </Wrap>
  );
}
