import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link, useSearch } from 'wouter';
import styled from 'styled-components';
import {
  bookingMachine,
  type BookingDraft,
  type BookingField,
  type SubmitInput,
} from '../../../machines/booking/booking.machine';
import { bookingsApi } from '../../api/bookings';
import type { BookingReceipt } from '../../domain/booking';
import { DESTINATION_COUNTRY, DESTINATIONS, STUDY_LEVELS } from '../../domain/catalog';
import { builtInConsultancy, fetchConsultancy } from '../../common/useConsultancies';
import { SampleLabel } from '../../common/SampleLabel';
import { useRemote } from '../../common/Remote';
import { ROUTES } from '../../config/routes';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Banner, Field } from '../../common/formParts';

export const BOOKING_DRAFT_KEY = 'gantavya.booking.draft';

export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function readDraft(): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(BOOKING_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as BookingDraft;
    return parsed && typeof parsed === 'object' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

/** Where a booking is sent: the real API unless a test provides another. */
export type SubmitBooking = (input: SubmitInput, signal: AbortSignal) => Promise<BookingReceipt>;
const submitToApi: SubmitBooking = (input, signal) => bookingsApi.create(input.values, { idempotencyKey: input.idempotencyKey, signal });

const FIELD_ORDER: BookingField[] = ['fullName', 'email', 'phone', 'preferredDestination', 'studyLevel', 'preferredDate', 'message'];
const fieldId = (f: BookingField) => `booking-${f}`;

const OTHER_DESTINATIONS = ['Ireland', 'Germany', 'Japan', 'Korea', 'Not sure yet'];

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 900px) { grid-template-columns: 2fr 1fr; }
`;

export function ConsultationForm({ submit = submitToApi }: { submit?: SubmitBooking }) {
  const search = useSearch();
  const consultancyParam = Number(new URLSearchParams(search).get('consultancy'));
  const consultancyId = Number.isInteger(consultancyParam) && consultancyParam > 0 ? consultancyParam : null;
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: { submitBooking: fromPromise(({ input, signal }: { input: SubmitInput; signal: AbortSignal }) => submit(input, signal)) },
        actions: {
          persistDraft: ({ context }) => {
            try {
              const draft: BookingDraft = { values: context.values, idempotencyKey: context.idempotencyKey, keyFor: context.keyFor };
              sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
            } catch {
              /* storage full or blocked: the form still works */
            }
          },
          clearDraft: () => {
            try {
              sessionStorage.removeItem(BOOKING_DRAFT_KEY);
            } catch {
              /* ignore */
            }
          },
          focusFirstError: ({ context }) => {
            const first = FIELD_ORDER.find((f) => context.fieldErrors[f]);
            if (first) setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
          },
        },
      }),
    [submit],
  );
  const actor = useActorRef(machine, { input: { today: todayIso(), draft: readDraft(), consultancyId } });
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const { values, fieldErrors } = ctx;
  // The consultancy the booking is for, as the database has it (the same id the booking stores).
  const chosenId = values.consultancyId;
  const { state: chosen } = useRemote((signal) => (chosenId == null ? Promise.resolve(null) : fetchConsultancy(chosenId, signal)), `consultancy:${chosenId ?? 'none'}`, {
    fallback: () => (chosenId == null ? Promise.resolve(null) : builtInConsultancy(chosenId)),
  });
  const consultancy = chosen.status === 'success' || chosen.status === 'fallback' ? (chosen.data ?? undefined) : undefined;
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'succeeded') confirmationRef.current?.focus();
  }, [state]);

  const change = (field: BookingField) => (e: { target: { value: string } }) => actor.send({ type: 'FIELD.CHANGE', field, value: e.target.value });
  const errorCount = Object.keys(fieldErrors).length;
  // Server errors on fields the form does not show (e.g. an unknown consultancy) still reach the visitor.
  const otherErrors = Object.entries(fieldErrors as Record<string, string>).filter(([f]) => !FIELD_ORDER.includes(f as BookingField));
  const busy = state === 'submitting';

  if (state === 'succeeded' && ctx.booking) {
    // The server answers with the reference only; the rest is what the visitor sent.
    const b = { ...values, id: ctx.booking.id };
    return (
      <Card data-part="booking-confirmation">
        <h2 ref={confirmationRef} tabIndex={-1}>
          Your consultation is booked
        </h2>
        <p role="status">Thank you, {b.fullName}. A counsellor will contact you to confirm the time.</p>
        <dl>
          <dt>Reference</dt>
          <dd>#{b.id}</dd>
          <dt>Preferred date</dt>
          <dd>{b.preferredDate}</dd>
          <dt>Destination</dt>
          <dd>{b.preferredDestination}</dd>
          <dt>Study level</dt>
          <dd>{b.studyLevel}</dd>
          <dt>Contact</dt>
          <dd>
            {b.email} · {b.phone}
          </dd>
          {consultancy && (
            <>
              <dt>Consultancy</dt>
              <dd>{consultancy.name}</dd>
            </>
          )}
        </dl>
        <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'CONFIRMATION.BOOK_AGAIN' })}>
          Book another consultation
        </Button>
      </Card>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="booking-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'FORM.SUBMIT' });
      }}
    >
      <h2 id="booking-form-title">Your details</h2>
      <div aria-live="polite" role="status" data-part="booking-status">
        {busy && <p>Sending your booking…</p>}
        {state === 'editing' && errorCount > 0 && (
          <p>{errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}</p>
        )}
      </div>
      {state === 'failed' && (
        <Banner $tone="danger" role="alert" data-part="booking-failure">
          <p>
            <strong>Your booking was not sent.</strong> {ctx.submitError} Everything you typed is kept.
          </p>
          <Button type="button" onClick={() => actor.send({ type: 'FAILURE.RETRY' })}>
            Try again
          </Button>
        </Banner>
      )}
      {otherErrors.length > 0 && (
        <Banner $tone="danger" role="alert" data-part="booking-other-errors">
          {otherErrors.map(([field, message]) => (
            <p key={field}>{field === 'consultancyId' ? `Consultancy: ${message}` : message}</p>
          ))}
        </Banner>
      )}
      {consultancy && (
        <p data-part="booking-consultancy">
          Booking with <strong>{consultancy.name}</strong> ({consultancy.location}){consultancy.sample && <SampleLabel />}
        </p>
      )}
      <Field id={fieldId('fullName')} label="Full name" error={fieldErrors.fullName}>
        {(aria) => <input {...aria} name="fullName" autoComplete="name" value={values.fullName} onChange={change('fullName')} />}
      </Field>
      <Field id={fieldId('email')} label="E-mail" error={fieldErrors.email}>
        {(aria) => <input {...aria} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />}
      </Field>
      <Field id={fieldId('phone')} label="Phone" hint="Mobile (98XXXXXXXX) or landline (01-4XXXXXX); +977 optional" error={fieldErrors.phone}>
        {(aria) => <input {...aria} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} />}
      </Field>
      <Field id={fieldId('preferredDestination')} label="Preferred destination" error={fieldErrors.preferredDestination}>
        {(aria) => (
          <select {...aria} name="preferredDestination" value={values.preferredDestination} onChange={change('preferredDestination')}>
            <option value="">Choose a destination</option>
            {DESTINATIONS.map((d) => (
              <option key={d} value={DESTINATION_COUNTRY[d]}>
                {DESTINATION_COUNTRY[d]}
              </option>
            ))}
            {OTHER_DESTINATIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('studyLevel')} label="Study level" error={fieldErrors.studyLevel}>
        {(aria) => (
          <select {...aria} name="studyLevel" value={values.studyLevel} onChange={change('studyLevel')}>
            <option value="">Choose a level</option>
            {STUDY_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('preferredDate')} label="Preferred date" hint="Today or later" error={fieldErrors.preferredDate}>
        {(aria) => <input {...aria} name="preferredDate" type="date" min={ctx.today} value={values.preferredDate} onChange={change('preferredDate')} />}
      </Field>
      <Field id={fieldId('message')} label="Message (optional)" hint="Your course interests, budget or questions" error={fieldErrors.message}>
        {(aria) => <textarea {...aria} name="message" rows={4} maxLength={2000} value={values.message} onChange={change('message')} />}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Book free consultation'}
      </Button>
    </form>
  );
}

export default function ConsultationPage() {
  return (
    <div data-page="consultation">
      <PageHeading
        title="Book a Free Consultation"
        description="Book a free consultation with a study-abroad counsellor: choose your destination, study level and a date that suits you."
      >
        <p>Free, with no obligation. Tell us what you want to study and we will call you.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Layout>
            <Card>
              <ConsultationForm />
            </Card>
            <aside aria-labelledby="booking-how">
              <h2 id="booking-how">How it works</h2>
              <ol>
                <li>Send this form: it takes two minutes.</li>
                <li>A counsellor calls or e-mails you to confirm a time.</li>
                <li>You talk through courses, costs, tests and visas, at the office or online.</li>
              </ol>
              <p>
                We use your details only to arrange this consultation. Read our <Link href={ROUTES.privacy}>privacy policy</Link>.
              </p>
            </aside>
          </Layout>
        </PageSection>
      </Container>
    </div>
  );
}
