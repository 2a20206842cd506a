import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { Trans } from '@lingui/react';
import styled from 'styled-components';
import { bookingMachine, type BookingDraft, type BookingField, type BookingValues, type SubmitInput } from '../../../machines/booking/booking.machine';
import { bookingsApi } from '../../api/bookings';
import { BOOKING_MESSAGE_MAX, type BookingReceipt } from '../../domain/booking';
import { EMAIL_MAX, NAME_MAX, TEAM_REPLIES_WITHIN, TEAM_REPLIES_WITHIN_NE } from '../../domain/common';
import { DESTINATION_COUNTRY, DESTINATION_COUNTRY_TEXT, DESTINATIONS, STUDY_LEVELS } from '../../domain/catalog';
import { newIdempotencyKey } from '../../domain/wire';
import { builtInConsultancy, fetchConsultancy } from '../../common/useConsultancies';
import { SampleLabel } from '../../common/SampleLabel';
import { useRemote } from '../../common/Remote';
import { ROUTES } from '../../config/routes';
import { Banner } from '../../ui/Banner';
import { FormSendStatus, sendStatusText } from '../../common/FormSendStatus';
import { SelectField, TextField, attentionText, useFocusFirstError } from '../../ui/fields';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { BookingReferenceNote } from './BookingReferenceNote';
import { PreferredDateField } from './PreferredDateField';
import { formatBs, readDateBothWays } from '../../domain/bikramSambat';
import { formatDate } from '../../common/format';
import { dateText } from '../../domain/dateText';
import { useT } from '../../ui/i18n';
import { CONSULTATION_TEXT as TEXT, OTHER_DESTINATION_TEXT, STUDY_LEVEL_TEXT } from './text';
import { FormTexts } from '../../common/formKnownText';
import { useBookingKnownText as useKnownText } from './formText';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'consultation.head.title', message: 'Book a Free Consultation' },
  description: /*i18n*/ {
    id: 'consultation.head.description',
    message: 'Book a free consultation with a study-abroad counsellor: choose your destination, study level and a date that suits you.',
  },
};

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

function writeDraft(draft: BookingDraft) {
  try {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the form still works */
  }
}

function removeDraft() {
  try {
    sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    /* as above */
  }
}

/** Where a booking is sent: the real API unless a test provides another. */
export type SubmitBooking = (input: SubmitInput, signal: AbortSignal) => Promise<BookingReceipt>;
const submitToApi: SubmitBooking = (input, signal) => bookingsApi.create(input.values, { idempotencyKey: input.idempotencyKey, signal });

const FIELDS_SHOWN: readonly string[] = ['fullName', 'email', 'phone', 'preferredDestination', 'studyLevel', 'preferredDate', 'message'];
const fieldId = (f: BookingField) => `booking-${f}`;

const OTHER_DESTINATIONS = ['Ireland', 'Germany', 'Japan', 'Korea', 'Not sure yet'] as const;
/** The destinations offered, each with its name as a message (the value sent stays English). */
const DESTINATION_CHOICES = [
  ...DESTINATIONS.map((d) => ({ value: DESTINATION_COUNTRY[d], label: DESTINATION_COUNTRY_TEXT[d] })),
  ...OTHER_DESTINATIONS.map((d) => ({ value: d, label: OTHER_DESTINATION_TEXT[d] })),
];

/** The options of the destination and level fields in the page's language. */
function useOptions() {
  const { t } = useT();
  return {
    destinations: [{ value: '', label: t(TEXT.chooseDestination) }, ...DESTINATION_CHOICES.map((d) => ({ value: d.value, label: t(d.label) }))],
    levels: [{ value: '', label: t(TEXT.chooseLevel) }, ...STUDY_LEVELS.map((l) => ({ value: l, label: t(STUDY_LEVEL_TEXT[l]) }))],
  };
}

/** A chosen destination or level as the page's language names it (anything else as it is). */
function useChoiceName() {
  const { t } = useT();
  return (value: string) => {
    const destination = DESTINATION_CHOICES.find((d) => d.value === value);
    if (destination) return t(destination.label);
    return (STUDY_LEVELS as readonly string[]).includes(value) ? t(STUDY_LEVEL_TEXT[value as (typeof STUDY_LEVELS)[number]]) : value;
  };
}

/* Inside the form's card (not a card in a card), the details under their names: narrow-screen friendly. */
const Confirmation = styled.div`
  h2 {
    margin-top: 0;
  }
  dl {
    margin: ${({ theme }) => theme.space.md} 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 900px) {
    grid-template-columns: 2fr 1fr;
  }
`;

/** What the visitor sees once the booking is made: the server's answer and what they booked. */
function BookingConfirmation({
  booking,
  values,
  consultancyName,
  headingRef,
  onBookAgain,
}: {
  booking: BookingReceipt;
  values: BookingValues;
  consultancyName: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBookAgain: () => void;
}) {
  const { t, locale } = useT();
  const choiceName = useChoiceName();
  const date = readDateBothWays(values.preferredDate);
  return (
    <Confirmation data-part="booking-confirmation">
      <h2 ref={headingRef} tabIndex={-1}>
        {t(TEXT.booked)}
      </h2>
      <p role="status">{t(TEXT.thanks, { name: values.fullName, within: locale === 'ne' ? TEAM_REPLIES_WITHIN_NE : TEAM_REPLIES_WITHIN })}</p>
      <BookingReferenceNote reference={booking.reference} emailedTo={booking.confirmationEmailed ? values.email : null} />
      <dl>
        <dt>{t(TEXT.preferredDate)}</dt>
        <dd>
          {!date.ok ? (
            values.preferredDate
          ) : locale === 'ne' ? (
            // As every date on a Nepali page: Bikram Sambat first, the Gregorian date beside it.
            <time dateTime={date.ad}>{dateText(date.ad, 'ne', () => date.bs)}</time>
          ) : (
            `${formatDate(date.ad)} (${formatBs(date.bs, 'en')})`
          )}
        </dd>
        <dt>{t(TEXT.destinationShown)}</dt>
        <dd>{choiceName(values.preferredDestination)}</dd>
        <dt>{t(TEXT.studyLevel)}</dt>
        <dd>{choiceName(values.studyLevel)}</dd>
        <dt>{t(TEXT.contact)}</dt>
        <dd>
          {values.email} · {values.phone}
        </dd>
        {consultancyName && (
          <>
            <dt>{t(TEXT.consultancy)}</dt>
            <dd>{consultancyName}</dd>
          </>
        )}
      </dl>
      <Button type="button" $variant="secondary" onClick={onBookAgain}>
        {t(TEXT.bookAgain)}
      </Button>
    </Confirmation>
  );
}

export function ConsultationForm({ submit = submitToApi }: { submit?: SubmitBooking }) {
  const search = useSearch();
  const consultancyParam = Number(new URLSearchParams(search).get('consultancy'));
  const consultancyId = Number.isInteger(consultancyParam) && consultancyParam > 0 ? consultancyParam : null;
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: { submitBooking: fromPromise<BookingReceipt, SubmitInput>(({ input, signal }) => submit(input, signal)) },
        actions: {
          persistDraft: (_, params) => writeDraft(params.draft),
          clearDraft: removeDraft,
        },
      }),
    [submit],
  );
  const { t, locale } = useT();
  const known = useKnownText();
  const options = useOptions();
  // The date is typed in Bikram Sambat on Nepali pages and picked from the Gregorian calendar on English ones.
  const [input] = useState(() => ({
    today: todayIso(),
    keySeed: newIdempotencyKey(),
    draft: readDraft(),
    consultancyId,
    dateCalendar: locale === 'ne' ? ('bs' as const) : ('ad' as const),
    language: locale,
  }));
  const actor = useActorRef(machine, { input });
  const state = useSelector(actor, (s) => s.value);
  const ctx = useSelector(actor, (s) => s.context);
  const { values, fieldErrors, submitCount } = ctx;
  // The consultancy the booking is for, as the database has it (the same id the booking stores).
  const chosenId = values.consultancyId;
  const { state: chosen } = useRemote(
    (signal) => (chosenId == null ? Promise.resolve(null) : fetchConsultancy(chosenId, signal)),
    `consultancy:${chosenId ?? 'none'}`,
    {
      fallback: () => (chosenId == null ? Promise.resolve(null) : builtInConsultancy(chosenId)),
    },
  );
  const consultancy = chosen.status === 'success' || chosen.status === 'fallback' ? (chosen.data ?? undefined) : undefined;
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(fieldErrors).length;

  useEffect(() => {
    if (state === 'succeeded') confirmationRef.current?.focus();
  }, [state]);

  useFocusFirstError(formRef, state === 'editing' && errorCount > 0, submitCount);

  const errorOf = (field: BookingField) => {
    const error = fieldErrors[field];
    return error === undefined ? undefined : known(error);
  };
  const bind = (field: BookingField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  // Server errors on fields the form does not show (e.g. an unknown consultancy) still reach the visitor.
  const otherErrors = Object.entries(fieldErrors).filter(([f]) => !FIELDS_SHOWN.includes(f));
  const busy = state === 'submitting';

  if (state === 'succeeded' && ctx.booking) {
    return (
      <BookingConfirmation
        booking={ctx.booking}
        values={values}
        consultancyName={consultancy?.name ?? null}
        headingRef={confirmationRef}
        onBookAgain={() => actor.send({ type: 'CONFIRMATION.BOOK_AGAIN' })}
      />
    );
  }

  return (
    <FormTexts>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="booking-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'FORM.SUBMIT' });
        }}
      >
        <h2 id="booking-form-title">{t(TEXT.formTitle)}</h2>
        <FormSendStatus
          part="booking"
          sending={busy}
          attention={state === 'editing' && errorCount > 0 ? known(attentionText(errorCount)) : null}
          failed={state === 'failed'}
          reason={ctx.submitError === null ? null : known(ctx.submitError)}
          onRetry={() => actor.send({ type: 'FAILURE.RETRY' })}
          text={sendStatusText(t, TEXT)}
        />
        {otherErrors.length > 0 && (
          <Banner $tone="error" role="alert" data-part="booking-other-errors">
            {otherErrors.map(([field, message]) => (
              <p key={field}>{field === 'consultancyId' ? t(TEXT.consultancyError, { message: known(message) }) : known(message)}</p>
            ))}
          </Banner>
        )}
        {consultancy && (
          <p data-part="booking-consultancy">
            {consultancy.sample ? (
              <Trans
                id={TEXT.sample.id}
                message={TEXT.sample.message}
                values={{ name: consultancy.name, location: consultancy.location }}
                components={{ 0: <strong />, 1: <SampleLabel /> }}
              />
            ) : (
              <Trans
                id={TEXT.bookingWith.id}
                message={TEXT.bookingWith.message}
                values={{ name: consultancy.name, location: consultancy.location }}
                components={{ 0: <strong /> }}
              />
            )}
          </p>
        )}
        <TextField label={t(TEXT.fullName)} autoComplete="name" limit={NAME_MAX} {...bind('fullName')} />
        <TextField label={t(TEXT.email)} type="email" autoComplete="email" limit={EMAIL_MAX} {...bind('email')} />
        <TextField label={t(TEXT.phone)} type="tel" autoComplete="tel" hint={t(TEXT.phoneHint)} {...bind('phone')} />
        <SelectField label={t(TEXT.destination)} options={options.destinations} {...bind('preferredDestination')} />
        <SelectField label={t(TEXT.studyLevel)} options={options.levels} {...bind('studyLevel')} />
        <PreferredDateField
          {...bind('preferredDate')}
          calendar={ctx.dateCalendar}
          today={ctx.today}
          onCalendar={(calendar) => actor.send({ type: 'DATE.CALENDAR', calendar })}
        />
        <TextField label={t(TEXT.message)} multiline rows={4} limit={BOOKING_MESSAGE_MAX} hint={t(TEXT.messageHint)} {...bind('message')} />
        <Button type="submit" disabled={busy}>
          {busy ? t(TEXT.submitting) : t(TEXT.submit)}
        </Button>
      </form>
    </FormTexts>
  );
}

export default function ConsultationPage() {
  const { t } = useT();
  return (
    <div data-page="consultation">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Layout>
            <Card>
              <ConsultationForm />
            </Card>
            <aside aria-labelledby="booking-how">
              <h2 id="booking-how">{t(TEXT.howItWorks)}</h2>
              <ol>
                <li>{t(TEXT.step1)}</li>
                <li>{t(TEXT.step2)}</li>
                <li>{t(TEXT.step3)}</li>
              </ol>
              <p>
                <Trans id={TEXT.privacy.id} message={TEXT.privacy.message} components={{ 0: <TextLink href={ROUTES.privacy} /> }} />
              </p>
            </aside>
          </Layout>
        </PageSection>
      </Container>
    </div>
  );
}
