import { useCallback, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, Container } from '../ui/primitives';
import type { Widget } from './widget';
import { LOADING_TEXT } from './loadingText';
import { useT } from '../ui/i18n';

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.accentLight};
  border-top: 1px solid ${({ theme }) => theme.colors.accent};
  p {
    margin: 0;
  }
  ${Container} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * Where a widget's code failed to load while the connection is up (the offline case waits for the
 * connection by itself): a message and Try again, which loads it again (the page afresh where that fails
 * too while our server answers: Widget.retry); a press made before is delivered once the code is in.
 */
export function WidgetFailure({ widgets }: { widgets: ReadonlyArray<Widget<unknown, never>> }) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = widgets.map((w) => w.subscribe(onChange));
      return () => stops.forEach((stop) => stop());
    },
    [widgets],
  );
  const failed = useSyncExternalStore(
    subscribe,
    () => widgets.some((w) => w.status() === 'failed'),
    () => false,
  );
  const { t } = useT();
  if (!failed) return null;
  return (
    <Notice role="alert" data-part="widget-failure">
      <Container>
        <p>
          {t(LOADING_TEXT.widgetFailed)} {t(LOADING_TEXT.failedBody)}
        </p>
        <Button type="button" $variant="secondary" onClick={() => widgets.forEach((w) => w.retry())}>
          {t(LOADING_TEXT.tryAgain)}
        </Button>
      </Container>
    </Notice>
  );
}
