import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bookingMachine, type BookingValues, type SubmitInput } from '../../machines/booking/booking.machine';
import type { BookingReceipt } from '../../src/domain/booking';
import { BOOKING_DRAFT_KEY, ConsultationForm, todayIso } from '../../src/features/booking/ConsultationPage';
import { renderPage } from '../helpers/renderPage';

const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));
const TODAY = todayIso();
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
const bookingFrom = (_input: SubmitInput): BookingReceipt => ({ id: 7, reference: 'K7QX4M2P', status: 'new' });

interface Pending {
  input: SubmitInput;
  resolve: (b: BookingReceipt) => void;
  reject: (e: unknown) => void;
}

/** A fake server: each call waits until the test settles it. */
function fakeServer() {
  const calls: Pending[] = [];
  const submit = (input: SubmitInput) =>
    new Promise<BookingReceipt>((resolve, reject) => {
      calls.push({ input, resolve, reject });
    });
  return { calls, submit, last: () => calls[calls.length - 1]! };
}

const EVENTS = [
  { type: 'FORM.SUBMIT' },
  { type: 'FAILURE.RETRY' },
  { type: 'CONFIRMATION.BOOK_AGAIN' },
  { type: 'FIELD.CHANGE', field: 'fullName', value: '' },
  { type: 'FIELD.CHANGE', field: 'fullName', value: 'Sita Sharma' },
  { type: 'xstate.done.actor.submitBooking', output: {} },
  { type: 'xstate.error.actor.submitBooking', error: { message: 'The server is down.' } },
];

const paths = getShortestPaths(bookingMachine, {
  input: { today: TODAY, draft: { values: VALID, idempotencyKey: null, keyFor: null } },
  serializeState: (s: { value: unknown; context: { values: BookingValues } }) => `${JSON.stringify(s.value)}|${s.context.values.fullName ? 'filled' : 'empty'}`,
  events: EVENTS,
} as never);

// A deeper path the shortest ones do not cover: fail, retry, fail again, retry, succeed.
const retryPath = ['FORM.SUBMIT', 'xstate.error.actor.submitBooking', 'FAILURE.RETRY', 'xstate.error.actor.submitBooking', 'FAILURE.RETRY', 'xstate.done.actor.submitBooking'];

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ values: VALID, idempotencyKey: null, keyFor: null }));
});
afterEach(() => sessionStorage.clear());

async function replay(eventTypes: { type: string; value?: string }[]) {
  const server = fakeServer();
  const user = userEvent.setup();
  renderPage(<ConsultationForm submit={(input) => server.submit(input)} />, '/consultation');
  for (const e of eventTypes) {
    switch (e.type) {
      case 'xstate.init':
        break;
      case 'FORM.SUBMIT':
        await user.click(screen.getByRole('button', { name: /book free consultation/i }));
        break;
      case 'FAILURE.RETRY':
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        break;
      case 'CONFIRMATION.BOOK_AGAIN':
        await user.click(screen.getByRole('button', { name: 'Book another consultation' }));
        break;
      case 'FIELD.CHANGE': {
        const input = screen.getByLabelText('Full name');
        await user.clear(input);
        if (e.value) await user.type(input, e.value);
        break;
      }
      case 'xstate.done.actor.submitBooking':
        await act(async () => server.last().resolve(bookingFrom(server.last().input)));
        break;
      case 'xstate.error.actor.submitBooking':
        await act(async () => server.last().reject(new Error('The server is down.')));
        break;
      default:
        throw new Error(`No replay for ${e.type}`);
    }
  }
  return server;
}

async function expectScreenFor(state: string) {
  switch (state) {
    case 'editing':
      expect(screen.getByRole('button', { name: 'Book free consultation' })).toBeEnabled();
      break;
    case 'submitting':
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByText('Sending your booking…')).toBeInTheDocument();
      break;
    case 'failed':
      expect(await screen.findByRole('alert')).toHaveTextContent('Your booking was not sent');
      expect(screen.getByLabelText('E-mail')).toHaveValue(VALID.email);
      expect(screen.getByLabelText('Phone')).toHaveValue(VALID.phone);
      break;
    case 'succeeded':
      expect(await screen.findByRole('heading', { name: 'Your consultation is booked' })).toBeInTheDocument();
      break;
    default:
      throw new Error(state);
  }
}

describe('booking statechart, replayed against the consultation form', () => {
  it.each(paths.map((p) => [`${JSON.stringify(p.state.value)} via ${p.steps.map((s) => s.event.type).join(' > ')}`, p] as const))(
    'reaches %s and shows it',
    async (_name, path) => {
      await replay(path.steps.map((s) => s.event as { type: string; value?: string }));
      await expectScreenFor(path.state.value as string);
    },
  );

  it('fail, retry, fail, retry, succeed: every attempt sends the same Idempotency-Key and the same booking', async () => {
    const server = await replay(retryPath.map((type) => ({ type })));
    await expectScreenFor('succeeded');
    expect(server.calls).toHaveLength(3);
    const keys = new Set(server.calls.map((c) => c.input.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(server.calls.every((c) => JSON.stringify(c.input.values) === JSON.stringify(server.calls[0]!.input.values))).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull());
  });
});

describe('booking statechart: keys and server field errors (pure actor)', () => {
  function start(submit: (i: SubmitInput) => Promise<BookingReceipt>) {
    const actor = createActor(bookingMachine.provide({ actors: { submitBooking: fromPromise(({ input }: { input: SubmitInput }) => submit(input)) } }), {
      input: { today: TODAY, draft: { values: VALID, idempotencyKey: null, keyFor: null } },
    });
    actor.start();
    return actor;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('a changed form after a failure is a new attempt with a new key', async () => {
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
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a 400 with field errors puts each message on its field and returns to editing', async () => {
    const actor = start(async () => {
      throw Object.assign(new Error('Invalid'), { fields: { phone: 'Enter a Nepali mobile number' } });
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: 'Enter a Nepali mobile number' });
    expect(actor.getSnapshot().context.values).toEqual(VALID);
  });

  it('an invalid form never reaches the server', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      return {} as BookingReceipt;
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'preferredDate', value: inDays(-1) });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(calls).toBe(0);
    expect(actor.getSnapshot().context.fieldErrors.preferredDate).toBe('Pick today or a later date');
  });
});
