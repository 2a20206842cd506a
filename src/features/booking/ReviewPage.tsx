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
import { FormSendStatus, sendStatusText } from '../../common/FormSendStatus';
import { RadioGroupField, TextField, attentionText, useFocusFirstError } from '../../ui/fields';
import { Button, Card, Container, PageHeading, PageSection, Spinner } from '../../ui/primitives';
import { useT } from '../../ui/i18n';
import { REVIEW_TEXT as TEXT } from './text';
import { FormTexts } from '../../common/formKnownText';
import { useBookingKnownText as useKnownText } from './formText';

const HEAD = {
  title: /*i18n*/ { id: 'review.head.title', message: 'Review your consultation' },
  description: /*i18n*/ { id: 'review.head.description', message: 'Students who booked a consultation through Gantavya review the consultancy they met.' },
};

/** Where the link is opened and the review sent: the real API unless a test provides others. */
export type OpenReviewLink = (token: string, signal: AbortSignal) => Promise<ReviewInvitation>;
export type SendReview = (input: SendReviewInput, signal: AbortSignal) => Promise<ReviewReceipt>;
const openWithApi: OpenReviewLink = (token, signal) => reviewsApi.openLink(token, signal);
const sendToApi: SendReview = (input, signal) => reviewsApi.send(input.values, { idempotencyKey: input.idempotencyKey, signal });

export function ReviewForm({ token, open = openWithApi, send = sendToApi }: { token: string; open?: OpenReviewLink; send?: SendReview }) {
  const { t, digits } = useT();
  const known = useKnownText();
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

  if (state === 'opening') return <Spinner label={t(TEXT.opening)} />;
  if (state === 'linkInvalid' || state === 'linkUnreachable') {
    return (
      <Banner $tone="error" role="alert" data-part="review-link-failure">
        <p>{linkError === null ? null : known(linkError)}</p>
        {state === 'linkUnreachable' ? (
          <Button type="button" onClick={() => actor.send({ type: 'LINK.RETRY' })}>
            {t(TEXT.tryAgain)}
          </Button>
        ) : (
          <p>
            <Link href={ROUTES.consultationStatus}>{t(TEXT.lookUp)}</Link>
          </p>
        )}
      </Banner>
    );
  }
  if (state === 'reviewed') {
    return (
      <Banner $tone="info" role="status" data-part="review-refused">
        <p>{submitError === null ? null : known(submitError)}</p>
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
          <strong>{t(TEXT.sent)}</strong> {t(TEXT.sentNote)}
        </p>
        {invitation && (
          <p>
            <Link href={paths.consultancy(invitation.consultancyId)}>{t(TEXT.backTo, { name: invitation.consultancyName })}</Link>
          </p>
        )}
      </Banner>
    );
  }

  const errorOf = (field: ReviewField) => {
    const error = fieldErrors[field];
    return error === undefined ? undefined : known(error);
  };
  const ratingChoices = REVIEW_RATINGS.map((value) => ({ value, label: `${digits(value)} ★` }));
  const bind = (field: ReviewField) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  const sending = state === 'sending';
  return (
    <FormTexts>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="review-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'FORM.SUBMIT' });
        }}
      >
        <h2 id="review-form-title">{t(TEXT.formTitle, { name: invitation?.consultancyName ?? '' })}</h2>
        <p>{t(TEXT.intro, { name: invitation?.firstName ?? '' })}</p>
        <FormSendStatus
          part="review"
          sending={sending}
          attention={state === 'editing' && errorCount > 0 ? known(attentionText(errorCount)) : null}
          failed={state === 'failed'}
          reason={submitError === null ? null : known(submitError)}
          onRetry={() => actor.send({ type: 'FAILURE.RETRY' })}
          text={sendStatusText(t, TEXT)}
        />
        <RadioGroupField label={t(TEXT.rating)} required choices={ratingChoices} {...bind('rating')} />
        <TextField
          id="review-text"
          label={t(TEXT.experience)}
          required
          multiline
          rows={6}
          limit={REVIEW_TEXT_MAX}
          hint={t(TEXT.experienceHint)}
          {...bind('text')}
        />
        <Button type="submit" disabled={sending}>
          {sending ? t(TEXT.submitting) : t(TEXT.submit)}
        </Button>
      </form>
    </FormTexts>
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
