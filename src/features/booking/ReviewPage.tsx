import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { reviewMachine, type ReviewField, type SendReviewInput } from '../../../machines/review/review.machine';
import { reviewsApi } from '../../api/reviews';
import { paths, ROUTES } from '../../config/routes';
import { REVIEW_RATINGS, REVIEW_TEXT_MAX, type ReviewInvitation, type ReviewReceipt } from '../../domain/review';
import { newIdempotencyKey } from '../../domain/wire';
import { Banner } from '../../ui/Banner';
import { RadioGroupField, TextField, attentionText, useFocusFirstError } from '../../ui/fields';
import { Button, Card, Container, PageHeading, PageSection, Spinner } from '../../ui/primitives';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'review.head.title', message: 'Review your consultation' },
  description: /*i18n*/ { id: 'review.head.description', message: 'Students who booked a consultation through Gantavya review the consultancy they met.' },
};

/** Where the link is opened and the review sent: the real API unless a test provides others. */
export type OpenReviewLink = (token: string, signal: AbortSignal) => Promise<ReviewInvitation>;
export type SendReview = (input: SendReviewInput, signal: AbortSignal) => Promise<ReviewReceipt>;
const openWithApi: OpenReviewLink = (token, signal) => reviewsApi.openLink(token, signal);
const sendToApi: SendReview = (input, signal) => reviewsApi.send(input.values, { idempotencyKey: input.idempotencyKey, signal });

const RATING_CHOICES = REVIEW_RATINGS.map((value) => ({ value, label: `${value} ★` }));

export function ReviewForm({ token, open = openWithApi, send = sendToApi }: { token: string; open?: OpenReviewLink; send?: SendReview }) {
  const machine = useMemo(
    () =>
      reviewMachine.provide({
        actors: {
          openLink: fromPromise<ReviewInvitation, { token: string }>(({ input, signal }) => open(input.token, signal)),
          sendReview: fromPromise<ReviewReceipt, SendReviewInput>(({ input, signal }) => send(input, signal)),
        },
      }),
    [open, send],
  );
  const [input] = useState(() => ({ keySeed: newIdempotencyKey(), token }));
  const actor = useActorRef(machine, { input });
  const state = useSelector(actor, (s) => s.value);
  const { invitation, linkError, values, fieldErrors, submitError, submitCount } = useSelector(actor, (s) => s.context);
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(fieldErrors).length;
  useFocusFirstError(formRef, state === 'editing' && errorCount > 0, submitCount);

  if (state === 'opening') return <Spinner label="Opening your review link…" />;
  if (state === 'linkInvalid' || state === 'linkUnreachable') {
    return (
      <Banner $tone="error" role="alert" data-part="review-link-failure">
        <p>{linkError}</p>
        {state === 'linkUnreachable' ? (
          <Button type="button" onClick={() => actor.send({ type: 'LINK.RETRY' })}>
            Try again
          </Button>
        ) : (
          <p>
            <Link href={ROUTES.consultationStatus}>Look up your booking</Link>
          </p>
        )}
      </Banner>
    );
  }
  if (state === 'reviewed') {
    return (
      <Banner $tone="info" role="status" data-part="review-refused">
        <p>{submitError}</p>
        {invitation && (
          <p>
            <Link href={paths.consultancy(invitation.consultancyId)}>{invitation.consultancyName}</Link>
          </p>
        )}
      </Banner>
    );
  }
  if (state === 'sent') {
    return (
      <Banner $tone="success" role="status" data-part="review-sent">
        <p>
          <strong>Thank you, your review was sent.</strong> Our team reads every review before it is shown; yours will appear with your first name and the
          month.
        </p>
        {invitation && (
          <p>
            <Link href={paths.consultancy(invitation.consultancyId)}>Back to {invitation.consultancyName}</Link>
          </p>
        )}
      </Banner>
    );
  }

  const bind = (field: ReviewField) => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  const sending = state === 'sending';
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="review-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'FORM.SUBMIT' });
      }}
    >
      <h2 id="review-form-title">Your review of {invitation?.consultancyName}</h2>
      <p>
        Namaste {invitation?.firstName}. Tell other students how your consultation went. Your review is shown with your first name and the month, never your
        e-mail address, once our team has read it.
      </p>
      <div role="status" aria-live="polite" data-part="review-status">
        {sending && <p>Sending your review…</p>}
        {state === 'editing' && errorCount > 0 && <p>{attentionText(errorCount)}</p>}
      </div>
      {state === 'failed' && (
        <Banner $tone="error" role="alert" data-part="review-failure">
          <p>
            <strong>Your review was not sent.</strong> {submitError} Your text is kept.
          </p>
          <Button type="button" onClick={() => actor.send({ type: 'FAILURE.RETRY' })}>
            Try again
          </Button>
        </Banner>
      )}
      <RadioGroupField label="Your rating (5 is best)" required choices={RATING_CHOICES} {...bind('rating')} />
      <TextField
        id="review-text"
        label="Your experience"
        required
        multiline
        rows={6}
        limit={REVIEW_TEXT_MAX}
        hint="What went well, what did not, and whether you would recommend them."
        {...bind('text')}
      />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send review'}
      </Button>
    </form>
  );
}

/** /consultation/review?token=…: a student who booked reviews the consultancy, once per booking. */
export default function ReviewPage() {
  const { t } = useT();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <div data-page="consultation-review">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)} />
      <Container>
        <PageSection>
          <Card>
            <ReviewForm token={token} />
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
