import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/primitives';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.55);
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  z-index: 100;
`;

const Box = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 440px;
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    justify-content: flex-end;
    flex-wrap: wrap;
  }
`;

/**
 * A confirmation before something that cannot be undone (the WAI-ARIA alertdialog pattern): focus moves
 * to the safe choice (Cancel, Stay), Tab stays inside, Escape cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (!busy) onCancel();
    } else if (e.key === 'Tab') {
      const items = [cancelRef.current, confirmRef.current].filter((el): el is HTMLButtonElement => !!el && !el.disabled);
      if (items.length === 0) return;
      const i = items.indexOf(document.activeElement as HTMLButtonElement);
      const nextIndex = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : i === items.length - 1 ? 0 : i + 1;
      e.preventDefault();
      items[nextIndex].focus();
    }
  };

  return (
    <Backdrop>
      <Box role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        <p id={messageId}>{message}</p>
        <div className="actions">
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </Box>
    </Backdrop>
  );
}
