import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { Trans } from '@lingui/react';
import { bookingStatusMachine, type StatusLookupValues } from '../../../machines/booking-status/booking-status.machine';
import { bookingsApi } from '../../api/bookings';
import { ROUTES } from '../../config/routes';
import { reviewPagePath } from '../../domain/review';
import type { BookingStatus, BookingStatusAnswer, BookingStatusLookup } from '../../domain/booking';
import { Banner } from '../../ui/Banner';
import { TextField } from '../../ui/fields';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { useT } from '../../ui/i18n';
import { useDateText } from '../../common/DateText';
import type { Message } from '../../config/routes';
import { STATUS_TEXT as TEXT, STUDENT_STATUS_TEXT } from './text';
import { useBookingKnownText as useKnownText } from './formText';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'bookingStatus.head.title', message: 'Check your booking' },
  description: /*i18n*/ {
    id: 'bookingStatus.head.description',
    message: 'See the status of your free consultation booking with its reference and your e-mail address.',
  },
};

/** How a status reads to the student, in English (its messages are STUDENT_STATUS_TEXT). */
export const STUDENT_STATUS_LABELS: Record<BookingStatus, string> = {
  new: STUDENT_STATUS_TEXT.new.message,
  contacted: STUDENT_STATUS_TEXT.contacted.message,
  closed: STUDENT_STATUS_TEXT.closed.message,
};

/** Where a lookup is sent: the real API unless a test provides another. */
export type LookUpStatus = (lookup: BookingStatusLookup, signal: AbortSignal) => Promise<BookingStatusAnswer>;
const lookUpWithApi: LookUpStatus = (lookup, signal) => bookingsApi.lookUpStatus(lookup, signal);

const FIELDS: { name: keyof StatusLookupValues; label: Message; hint?: Message; autoComplete: string; type: 'text' | 'email' }[] = [
  { name: 'reference', label: TEXT.reference, hint: TEXT.referenceHint, autoComplete: 'off', type: 'text' },
  { name: 'email', label: TEXT.email, hint: TEXT.emailHint, autoComplete: 'email', type: 'email' },
];

export function BookingStatusForm({ lookUp = lookUpWithApi }: { lookUp?: LookUpStatus }) {
  const search = useSearch();
  const { t, locale, digits } = useT();
  const known = useKnownText();
  const date = useDateText();
  const logic = useMemo(
    () =>
      bookingStatusMachine.provide({
        actors: { lookUpStatus: fromPromise(({ input, signal }: { input: BookingStatusLookup; signal: AbortSignal }) => lookUp(input, signal)) },
      }),
    [lookUp],
  );
  const actor = useActorRef(logic);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const [values, setValues] = useState<StatusLookupValues>(() => ({ reference: new URLSearchParams(search).get('reference') ?? '', email: '' }));
  const resultRef = useRef<HTMLDivElement>(null);

  // After each attempt, focus goes to the first field with an error, or to the answer.
  useEffect(() => {
    if (ctx.submitCount === 0 || state === 'looking') return;
    const first = FIELDS.find((f) => ctx.fieldErrors[f.name]);
    if (first) document.getElementById(`status-${first.name}`)?.focus();
    else resultRef.current?.focus();
  }, [ctx.submitCount, ctx.fieldErrors, state]);

  const busy = state === 'looking';
  const retryText = (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return t(minutes === 1 ? TEXT.tryAgainMinute : TEXT.tryAgainMinutes, { minutes: digits(minutes) });
  };
  return (
    <>
      <form
        noValidate
        aria-labelledby="status-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'FORM.SUBMIT', values });
        }}
      >
        <h2 id="status-form-title">{t(TEXT.formTitle)}</h2>
        {FIELDS.map((f) => {
          const error = ctx.fieldErrors[f.name];
          return (
            <TextField
              key={f.name}
              id={`status-${f.name}`}
              name={f.name}
              label={t(f.label)}
              hint={f.hint && t(f.hint)}
              error={error === undefined ? undefined : known(error)}
              type={f.type}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
            />
          );
        })}
        <Button type="submit" disabled={busy}>
          {busy ? t(TEXT.checking) : t(TEXT.check)}
        </Button>
      </form>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" role="status" data-part="status-result" data-state={state}>
        {busy && <p>{t(TEXT.looking)}</p>}
        {state === 'found' && ctx.answer && (
          <Banner $tone="success">
            <p>
              <Trans id={TEXT.booking.id} message={TEXT.booking.message} values={{ reference: ctx.answer.reference }} components={{ 0: <strong /> }} />
            </p>
            <dl>
              <dt>{t(TEXT.status)}</dt>
              <dd data-part="status-value">{t(STUDENT_STATUS_TEXT[ctx.answer.status])}</dd>
              <dt>{t(TEXT.dateAskedFor)}</dt>
              {/* English pages show the day as stored; Nepali pages in Bikram Sambat with the Gregorian date beside it. */}
              <dd>{locale === 'ne' ? date(ctx.answer.preferredDate) : ctx.answer.preferredDate}</dd>
            </dl>
            {ctx.answer.reviewToken && (
              <p data-part="review-link">
                <Trans
                  id={TEXT.reviewLink.id}
                  message={TEXT.reviewLink.message}
                  components={{ 0: <TextLink href={reviewPagePath(ctx.answer.reviewToken)} /> }}
                />
              </p>
            )}
            {ctx.answer.reviewed && <p data-part="review-link">{t(TEXT.reviewed)}</p>}
          </Banner>
        )}
        {(state === 'notFound' || state === 'failed') && (
          <Banner $tone="error">
            <p>{ctx.message === null ? null : known(ctx.message)}</p>
          </Banner>
        )}
        {state === 'limited' && (
          <Banner $tone="error">
            <p>
              {ctx.message === null ? null : known(ctx.message)}
              {ctx.retryAfterSeconds ? ` ${retryText(ctx.retryAfterSeconds)}` : ''}
            </p>
          </Banner>
        )}
      </div>
    </>
  );
}

/** /consultation/status: a student sees their booking's status with its reference and e-mail address. */
export default function BookingStatusPage() {
  const { t } = useT();
  return (
    <div data-page="consultation-status">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)} />
      <Container>
        <PageSection>
          <Card>
            <BookingStatusForm />
          </Card>
          <p>
            <Trans id={TEXT.noBooking.id} message={TEXT.noBooking.message} components={{ 0: <TextLink href={ROUTES.consultation} /> }} />
          </p>
        </PageSection>
      </Container>
    </div>
  );
}
