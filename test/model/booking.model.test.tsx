import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  DATE_NOT_READ_TO_SWITCH,
  bookingMachine,
  type BookingDraft,
  type BookingField,
  type BookingValues,
  type SubmitInput,
} from '../../machines/booking/booking.machine';
import { valuesKey } from '../../machines/submission/attempt';
import type { BookingReceipt } from '../../src/domain/booking';
import { TEAM_REPLIES_WITHIN } from '../../src/domain/common';
import { BOOKING_DRAFT_KEY, ConsultationForm, todayIso } from '../../src/features/booking/ConsultationPage';
import { heldRequests, replayFormPath } from '../helpers/formReplay';
import { modelWalks } from '../helpers/modelPaths';
import { renderPage } from '../helpers/renderPage';
import userEvent from '@testing-library/user-event';
import { adToBs, formatBs, formatBsIso, readDateBothWays } from '../../src/domain/bikramSambat';
import { toDevanagariDigits } from '../../src/domain/digits';
import { formatDate } from '../../src/common/format';

/**
 * Model-based tests of the booking statechart: paths generated from the machine (a form restored
 * from a draft, whose full name the path may clear and type again), replayed on the real
 * consultation form with every answer of the server decided by the test, and the screen checked
 * against the statechart's state after every step.
 */
type Snapshot = SnapshotFrom<typeof bookingMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));
const TODAY = todayIso();
const SEED = 'model-test-seed-0123456789';
const VALID: BookingValues = {
  fullName: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '9841234567',
  preferredDestination: 'Australia',
  studyLevel: 'Master',
  preferredDate: inDays(30),
  message: 'Interested in nursing',
  consultancyId: null,
};
/** The same day as VALID's date, typed in Bikram Sambat with Devanagari digits; and a BS date with no 13th month. */
const BS_TYPED = toDevanagariDigits(formatBsIso(adToBs(VALID.preferredDate)!));
const BS_UNREADABLE = '२०८३-१३-०१';
const CALENDAR_LABEL = { bs: 'Bikram Sambat (BS), typed', ad: 'Gregorian (AD), from a calendar' } as const;
const RECEIPT: BookingReceipt = { id: 7, reference: 'K7QX4M2P', status: 'new', confirmationEmailed: true };
const DRAFT: BookingDraft = { values: VALID, idempotencyKey: null, keyFor: null };

const events: AnyEvent[] = [
  { type: 'FORM.SUBMIT' },
  { type: 'FAILURE.RETRY' },
  { type: 'CONFIRMATION.BOOK_AGAIN' },
  { type: 'FIELD.CHANGE', field: 'fullName', value: '' },
  { type: 'FIELD.CHANGE', field: 'fullName', value: 'Sita Sharma' },
  { type: 'DATE.CALENDAR', calendar: 'bs' },
  { type: 'DATE.CALENDAR', calendar: 'ad' },
  { type: 'FIELD.CHANGE', field: 'preferredDate', value: BS_TYPED },
  { type: 'FIELD.CHANGE', field: 'preferredDate', value: BS_UNREADABLE },
  { type: 'xstate.done.actor.submitBooking', output: RECEIPT },
  { type: 'xstate.error.actor.submitBooking', error: { message: 'The server is down.' } },
  { type: 'xstate.error.actor.submitBooking', error: { message: 'Some fields need attention.', fields: { email: 'This e-mail address cannot receive mail' } } },
];

const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    filled: s.context.values.fullName !== '',
    calendar: s.context.dateCalendar,
    dateRead: readDateBothWays(s.context.values.preferredDate).ok,
    errors: Object.keys(s.context.fieldErrors).sort(),
  });

// A visitor cannot change a field to the value it already has, nor pick the calendar already chosen;
// a date is typed only in the Bikram Sambat field (the Gregorian one is the browser's date picker).
const isChange = (s: Snapshot, e: AnyEvent) => {
  if (e.type === 'DATE.CALENDAR') return e.calendar !== s.context.dateCalendar;
  if (e.type !== 'FIELD.CHANGE') return true;
  if (e.field === 'preferredDate' && s.context.dateCalendar !== 'bs') return false;
  return s.context.values[e.field as BookingField] !== e.value;
};

const { paths, tours } = modelWalks(bookingMachine, { input: { today: TODAY, keySeed: SEED, draft: DRAFT }, events, serialize, filter: isChange });

const LABELS: Record<BookingField, string> = {
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  preferredDestination: 'Preferred destination',
  studyLevel: 'Study level',
  preferredDate: 'Preferred date',
  message: 'Message (optional)',
};

function expectScreenFor(state: Snapshot) {
  const { context } = state;
  // The unsent form is kept for a reload, exactly as it is; once booked, it is forgotten.
  const draft = sessionStorage.getItem(BOOKING_DRAFT_KEY);
  if (state.value === 'succeeded') expect(draft).toBeNull();
  else if (draft !== null) expect(JSON.parse(draft).values).toEqual(context.values);
  switch (state.value) {
    case 'editing':
      expect(screen.getByRole('button', { name: 'Book free consultation' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
      break;
    case 'submitting':
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByText('Sending your booking…')).toBeInTheDocument();
      break;
    case 'failed':
      expect(screen.getByRole('alert')).toHaveTextContent(`Your booking was not sent. ${context.submitError} Everything you typed is kept.`);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      break;
    case 'succeeded':
      expect(screen.getByRole('heading', { name: 'Your consultation is booked' })).toHaveFocus();
      expect(screen.getByText(RECEIPT.reference)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        `Thank you, ${context.values.fullName}. A counsellor will call or e-mail you ${TEAM_REPLIES_WITHIN} to confirm the time.`,
      );
      return;
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`);
  }
  // The calendar chosen is the one the statechart holds, and the same day shows in the other calendar.
  expect(screen.getByRole('radio', { name: CALENDAR_LABEL[context.dateCalendar] })).toBeChecked();
  const read = readDateBothWays(context.values.preferredDate);
  const beside = document.querySelector('[data-part="date-beside"]');
  if (!read.ok) expect(beside).toHaveTextContent(/^$/);
  else if (context.dateCalendar === 'bs') expect(beside).toHaveTextContent(`That is ${formatDate(read.ad)} (AD).`);
  else expect(beside).toHaveTextContent(`That is ${formatBs(read.bs, 'en')} in Bikram Sambat.`);
  // What the form shows is what the statechart holds, and every field error sits on its field.
  for (const [field, label] of Object.entries(LABELS) as [BookingField, string][]) {
    const input = screen.getByLabelText(label);
    expect(input, label).toHaveValue(context.values[field]);
    const message = context.fieldErrors[field];
    if (message) {
      expect(input, label).toHaveAttribute('aria-invalid', 'true');
      expect(input, label).toHaveAccessibleDescription(expect.stringContaining(message));
    } else {
      expect(input, label).not.toHaveAttribute('aria-invalid');
    }
  }
  const errorCount = Object.keys(context.fieldErrors).length;
  if (state.value === 'editing' && errorCount > 0) {
    expect(screen.getByRole('status')).toHaveTextContent(errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`);
  }
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(DRAFT));
});
afterEach(() => sessionStorage.clear());

describe('booking statechart, model-based, replayed on the consultation form', () => {
  it('reaches every state the visitor can see', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...states].sort()).toEqual(['"editing"', '"failed"', '"submitting"', '"succeeded"']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { calls, send } = heldRequests<SubmitInput, BookingReceipt>();
    renderPage(<ConsultationForm submit={send} />, '/consultation');
    await replayFormPath(path, {
      calls,
      buttons: { 'FORM.SUBMIT': 'Book free consultation', 'FAILURE.RETRY': 'Try again', 'CONFIRMATION.BOOK_AGAIN': 'Book another consultation' },
      labelOf: (field) => LABELS[field as BookingField],
      sendingState: 'submitting',
      expectScreenFor,
      otherEvents: {
        'DATE.CALENDAR': async (event) => {
          await userEvent.setup().click(screen.getByRole('radio', { name: CALENDAR_LABEL[(event as unknown as { calendar: 'bs' | 'ad' }).calendar] }));
        },
      },
    });
  });
});

describe('booking statechart: keys, drafts and the one check (pure actor)', () => {
  function start(submit: (i: SubmitInput) => Promise<BookingReceipt>, draft = DRAFT, keySeed = SEED, dateCalendar: 'bs' | 'ad' = 'ad') {
    const actor = createActor(bookingMachine.provide({ actors: { submitBooking: fromPromise<BookingReceipt, SubmitInput>(({ input }) => submit(input)) } }), {
      input: { today: TODAY, keySeed, draft, dateCalendar },
    });
    actor.start();
    return actor;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('fail, retry, fail, retry: every request of one booking sends the same Idempotency-Key and the same values', async () => {
    const sent: SubmitInput[] = [];
    const actor = start(async (i) => {
      sent.push(i);
      if (sent.length < 3) throw new Error('down');
      return RECEIPT;
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    actor.send({ type: 'FAILURE.RETRY' });
    await settle();
    actor.send({ type: 'FAILURE.RETRY' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.attempts).toBe(3);
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(1);
    expect(new Set(sent.map((s) => JSON.stringify(s.values))).size).toBe(1);
  });

  it('a changed form after a failure is a new attempt with a new key, made from the page seed without randomness in the statechart', async () => {
    const keys: string[] = [];
    const actor = start(async (i) => {
      keys.push(i.idempotencyKey);
      throw new Error('down');
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'FAILURE.RETRY' });
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'message', value: 'Changed my mind: Canada' });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(keys).toEqual([`${SEED}-1`, `${SEED}-1`, `${SEED}-2`]);
  });

  it('after a reload the draft keeps the attempt key, so submitting the same values again is the same booking', async () => {
    const keys: string[] = [];
    const actor = start(
      async (i) => {
        keys.push(i.idempotencyKey);
        return RECEIPT;
      },
      { values: VALID, idempotencyKey: 'key-from-before-the-reload', keyFor: valuesKey(VALID) },
      'another-page-load-seed-00',
    );
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(keys).toEqual(['key-from-before-the-reload']);
  });

  it('a 400 with field errors puts each message on its field, returns to editing and the next attempt gets a new key', async () => {
    const keys: string[] = [];
    const actor = start(async (i) => {
      keys.push(i.idempotencyKey);
      throw Object.assign(new Error('Invalid'), { fields: { phone: 'Enter a Nepali mobile number' } });
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: 'Enter a Nepali mobile number' });
    expect(actor.getSnapshot().context.values).toEqual(VALID);
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(keys).toEqual([`${SEED}-1`, `${SEED}-2`]);
  });

  it('a date typed in Bikram Sambat with Devanagari digits is sent as its Gregorian day', async () => {
    const sent: SubmitInput[] = [];
    const actor = start(async (i) => {
      sent.push(i);
      return RECEIPT;
    });
    actor.send({ type: 'DATE.CALENDAR', calendar: 'bs' });
    expect(actor.getSnapshot().context.values.preferredDate).toBe(formatBsIso(adToBs(VALID.preferredDate)!));
    actor.send({ type: 'FIELD.CHANGE', field: 'preferredDate', value: BS_TYPED });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(sent[0].values.preferredDate).toBe(VALID.preferredDate);
  });

  it('on a Nepali page the Gregorian date of a draft is restored as the same day in Bikram Sambat', () => {
    const actor = start(async () => RECEIPT, DRAFT, SEED, 'bs');
    expect(actor.getSnapshot().context.values.preferredDate).toBe(formatBsIso(adToBs(VALID.preferredDate)!));
  });

  it('a date that cannot be read stays in its calendar, with a message, when the other calendar is picked', () => {
    const actor = start(async () => RECEIPT, DRAFT, SEED, 'bs');
    actor.send({ type: 'FIELD.CHANGE', field: 'preferredDate', value: BS_UNREADABLE });
    actor.send({ type: 'DATE.CALENDAR', calendar: 'ad' });
    const { context } = actor.getSnapshot();
    expect(context.dateCalendar).toBe('bs');
    expect(context.values.preferredDate).toBe(BS_UNREADABLE);
    expect(context.fieldErrors.preferredDate).toBe(DATE_NOT_READ_TO_SWITCH);
    actor.send({ type: 'FIELD.CHANGE', field: 'preferredDate', value: '' });
    actor.send({ type: 'DATE.CALENDAR', calendar: 'ad' });
    expect(actor.getSnapshot().context).toMatchObject({ dateCalendar: 'ad', values: { preferredDate: '' }, fieldErrors: {} });
  });

  it('a Bikram Sambat month too short for the day typed is named with its length', async () => {
    const actor = start(async () => RECEIPT, DRAFT, SEED, 'bs');
    actor.send({ type: 'FIELD.CHANGE', field: 'preferredDate', value: '२०८४-०१-३३' });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors.preferredDate).toMatch(/^Baisakh 2084 BS has 3\d days$/);
  });

  it('an invalid form never reaches the server, and one check names a past date together with the other bad fields', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      return RECEIPT;
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'preferredDate', value: inDays(-1) });
    actor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '12345' });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(calls).toBe(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      preferredDate: 'Pick today or a later date',
      phone: 'Enter a Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX) number',
    });
  });
});
