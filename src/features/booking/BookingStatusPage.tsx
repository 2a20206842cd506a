import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
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

const HEAD = {
  title: /*i18n*/ { id: 'bookingStatus.head.title', message: 'Check your booking' },
  description: /*i18n*/ {
    id: 'bookingStatus.head.description',
    message: 'See the status of your free consultation booking with its reference and your e-mail address.',
  },
};

/** How a status reads to the student. */
export const STUDENT_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'Received: a counsellor will contact you soon',
  contacted: 'In progress: a counsellor has contacted you',
  closed: 'Closed',
};

/** Where a lookup is sent: the real API unless a test provides another. */
export type LookUpStatus = (lookup: BookingStatusLookup, signal: AbortSignal) => Promise<BookingStatusAnswer>;
const lookUpWithApi: LookUpStatus = (lookup, signal) => bookingsApi.lookUpStatus(lookup, signal);

const FIELDS: { name: keyof StatusLookupValues; label: string; hint?: string; autoComplete: string; type: 'text' | 'email' }[] = [
  { name: 'reference', label: 'Booking reference', hint: 'The 8 characters from your confirmation, e.g. K7QX4M2P', autoComplete: 'off', type: 'text' },
  { name: 'email', label: 'E-mail address', hint: 'The one you booked with', autoComplete: 'email', type: 'email' },
];

export function BookingStatusForm({ lookUp = lookUpWithApi }: { lookUp?: LookUpStatus }) {
  const search = useSearch();
  const { locale } = useT();
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
        <h2 id="status-form-title">Find your booking</h2>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={`status-${f.name}`}
            name={f.name}
            label={f.label}
            hint={f.hint}
            error={ctx.fieldErrors[f.name]}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
          />
        ))}
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Check status'}
        </Button>
      </form>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" role="status" data-part="status-result" data-state={state}>
        {busy && <p>Looking up your booking…</p>}
        {state === 'found' && ctx.answer && (
          <Banner $tone="success">
            <p>
              Booking <strong>{ctx.answer.reference}</strong>
            </p>
            <dl>
              <dt>Status</dt>
              <dd data-part="status-value">{STUDENT_STATUS_LABELS[ctx.answer.status]}</dd>
              <dt>Date asked for</dt>
              {/* English pages show the day as stored; Nepali pages in Bikram Sambat with the Gregorian date beside it. */}
              <dd>{locale === 'ne' ? date(ctx.answer.preferredDate) : ctx.answer.preferredDate}</dd>
            </dl>
            {ctx.answer.reviewToken && (
              <p data-part="review-link">
                How was your consultation? <Link href={reviewPagePath(ctx.answer.reviewToken)}>Review the consultancy you booked with</Link> (once per booking).
              </p>
            )}
            {ctx.answer.reviewed && <p data-part="review-link">Thank you for your review of this booking.</p>}
          </Banner>
        )}
        {(state === 'notFound' || state === 'failed') && (
          <Banner $tone="error">
            <p>{ctx.message}</p>
          </Banner>
        )}
        {state === 'limited' && (
          <Banner $tone="error">
            <p>
              {ctx.message}
              {ctx.retryAfterSeconds
                ? ` You can try again in ${Math.ceil(ctx.retryAfterSeconds / 60)} minute${Math.ceil(ctx.retryAfterSeconds / 60) === 1 ? '' : 's'}.`
                : ''}
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
            No booking yet? <Link href={ROUTES.consultation}>Book a free consultation</Link>.
          </p>
        </PageSection>
      </Container>
    </div>
  );
}
