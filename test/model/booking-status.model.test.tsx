import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookingStatusMachine, LOOKUP_FAILED } from '../../machines/booking-status/booking-status.machine';
import { BookingStatusForm, STUDENT_STATUS_LABELS } from '../../src/features/booking/BookingStatusPage';
import { BOOKING_STATUS_NOT_FOUND, type BookingStatusAnswer } from '../../src/domain/booking';
import { theme } from '../../src/ui/theme';
import { modelWalks } from '../helpers/modelPaths';
import { InEnglish } from '../helpers/renderPage';
import { TOO_MANY_REQUESTS_TEXT } from '../../src/domain/wire';

/**
 * Model-based test of the status lookup at /consultation/status: paths generated from its
 * statechart, replayed on the real form with the lookup's every answer decided by the test.
 */
type Snapshot = SnapshotFrom<typeof bookingStatusMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const ANSWER: BookingStatusAnswer = { reference: 'K7QX4M2P', status: 'contacted', preferredDate: '2026-02-01' };
const LIMITED = TOO_MANY_REQUESTS_TEXT;

const events: AnyEvent[] = [
  { type: 'FORM.SUBMIT', values: { reference: 'k7qx-4m2p', email: 'sita@example.com' } },
  { type: 'FORM.SUBMIT', values: { reference: 'K7Q', email: 'sita' } },
  { type: 'xstate.done.actor.lookUpStatus', output: ANSWER },
  { type: 'xstate.error.actor.lookUpStatus', error: { status: 404, message: BOOKING_STATUS_NOT_FOUND } },
  { type: 'xstate.error.actor.lookUpStatus', error: { status: 429, message: LIMITED, retryAfterSeconds: 540 } },
  { type: 'xstate.error.actor.lookUpStatus', error: { status: null, message: '' } },
];

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, errors: Object.keys(s.context.fieldErrors).sort() });
const { paths, tours } = modelWalks(bookingStatusMachine, { events, serialize });

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown };

function renderForm() {
  const pending: Deferred[] = [];
  const lookUp = (input: unknown) =>
    new Promise<BookingStatusAnswer>((resolve, reject) => pending.push({ resolve: resolve as (v: unknown) => void, reject, input }));
  const location = memoryLocation({ path: '/consultation/status' });
  render(
    <InEnglish>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <BookingStatusForm lookUp={lookUp} />
        </Router>
      </ThemeProvider>
    </InEnglish>,
  );
  return { pending };
}

function expectUiFor(state: Snapshot) {
  const value = state.value as string;
  const result = screen.getByRole('status');
  if (value === 'looking') expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
  else expect(screen.getByRole('button', { name: 'Check status' })).toBeEnabled();
  switch (value) {
    case 'idle':
      expect(result).toHaveTextContent(/^$/);
      break;
    case 'looking':
      expect(result).toHaveTextContent('Looking up your booking…');
      break;
    case 'found':
      expect(result).toHaveTextContent(`Booking ${ANSWER.reference}`);
      expect(result).toHaveTextContent(STUDENT_STATUS_LABELS.contacted);
      expect(result).toHaveTextContent(`Date asked for${ANSWER.preferredDate}`);
      break;
    case 'notFound':
      expect(result).toHaveTextContent(BOOKING_STATUS_NOT_FOUND);
      break;
    case 'limited':
      expect(result).toHaveTextContent(`${LIMITED} You can try again in 9 minutes.`);
      break;
    case 'failed':
      expect(result).toHaveTextContent(LOOKUP_FAILED);
      break;
    default:
      throw new Error(`no UI check for ${value}`);
  }
  for (const [name, label] of [
    ['reference', 'Booking reference'],
    ['email', 'E-mail address'],
  ] as const) {
    const input = screen.getByLabelText(label);
    const message = state.context.fieldErrors[name];
    if (message) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    } else {
      expect(input).not.toHaveAttribute('aria-invalid');
    }
  }
}

describe('booking status lookup statechart, model-based (a student sees the status with the reference and e-mail)', () => {
  it('covers every state of the statechart', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...states].sort()).toEqual(['failed', 'found', 'idle', 'limited', 'looking', 'notFound']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { pending } = renderForm();
    const user = userEvent.setup();
    expectUiFor(path.steps[0]?.state ?? path.state);
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'xstate.init':
          break;
        case 'FORM.SUBMIT': {
          const values = event.values as { reference: string; email: string };
          for (const [label, text] of [
            ['Booking reference', values.reference],
            ['E-mail address', values.email],
          ] as const) {
            await user.clear(screen.getByLabelText(label));
            await user.type(screen.getByLabelText(label), text);
          }
          await user.click(screen.getByRole('button', { name: 'Check status' }));
          // What is sent is the lookup as checked: the reference read the way Crockford's alphabet reads it.
          if (state.value === 'looking') expect(pending.at(-1)?.input).toEqual({ reference: 'K7QX4M2P', email: 'sita@example.com' });
          break;
        }
        default: {
          const d = pending.shift();
          if (!d) throw new Error(`no lookup waiting for ${event.type}`);
          await act(async () => (event.type.includes('.done.') ? d.resolve(event.output) : d.reject(event.error)));
        }
      }
      expectUiFor(state);
    }
  });
});
