import type { ReactNode } from 'react';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/primitives';

/**
 * A public form's send status (the booking, the review and the contact forms): a polite live line
 * that says it is sending or how many fields need attention, and after a failed send an alert that
 * says why, that nothing typed is lost, and offers Try again. The texts arrive in the page's language.
 */
export function FormSendStatus({
  part,
  sending,
  attention,
  failed,
  reason,
  onRetry,
  text,
}: {
  /** The form's name in the data-part of the two regions: `{part}-status`, `{part}-failure`. */
  part: string;
  sending: boolean;
  /** How many fields need attention (shown while editing), or null. */
  attention: ReactNode;
  failed: boolean;
  /** Why the send failed, or null. */
  reason: ReactNode;
  onRetry: () => void;
  text: { sending: string; notSent: string; kept: string; tryAgain: string };
}) {
  return (
    <>
      <div role="status" aria-live="polite" data-part={`${part}-status`}>
        {sending && <p>{text.sending}</p>}
        {attention !== null && <p>{attention}</p>}
      </div>
      {failed && (
        <Banner $tone="error" role="alert" data-part={`${part}-failure`}>
          <p>
            <strong>{text.notSent}</strong> {reason} {text.kept}
          </p>
          <Button type="button" onClick={onRetry}>
            {text.tryAgain}
          </Button>
        </Banner>
      )}
    </>
  );
}

/** The four texts of a form's send status, in the page's language. */
export const sendStatusText = (
  t: (m: { id: string; message: string }) => string,
  m: Record<'sending' | 'notSent' | 'kept' | 'tryAgain', { id: string; message: string }>,
) => ({
  sending: t(m.sending),
  notSent: t(m.notSent),
  kept: t(m.kept),
  tryAgain: t(m.tryAgain),
});
