import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { contactMachine, type ContactField, type SendInput } from '../../machines/contact/contact.machine';
import type { ContactReceipt } from '../../src/domain/contact';
import { ContactForm } from '../../src/features/contact/ContactPage';
import { heldRequests, replayFormPath } from '../helpers/formReplay';
import { modelWalks } from '../helpers/modelPaths';
import { renderPage } from '../helpers/renderPage';

/**
 * Model-based tests of the contact statechart: paths generated from the machine (the visitor fills
 * the fields in the order they are shown and may clear the name again), replayed on the real
 * contact form with every answer of the server decided by the test, and the screen checked against
 * the statechart's state after every step.
 */
type Snapshot = SnapshotFrom<typeof contactMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const SEED = 'contact-model-seed-0123456';
const ORDER: ContactField[] = ['name', 'email', 'subject', 'message'];
const FILLED: Record<ContactField, string> = {
  name: 'Bikash Rai',
  email: 'bikash@example.com',
  subject: 'NOC question',
  message: 'How long does the NOC take?',
};
const LABELS: Record<ContactField, string> = { name: 'Your name', email: 'E-mail', subject: 'Subject', message: 'Message' };
const RECEIPT: ContactReceipt = { id: 3 };

const events: AnyEvent[] = [
  ...ORDER.map((field) => ({ type: 'FIELD.CHANGE', field, value: FILLED[field] })),
  { type: 'FIELD.CHANGE', field: 'name', value: '' },
  { type: 'FORM.SUBMIT' },
  { type: 'FAILURE.RETRY' },
  { type: 'CONFIRMATION.SEND_ANOTHER' },
  { type: 'xstate.done.actor.sendMessage', output: RECEIPT },
  { type: 'xstate.error.actor.sendMessage', error: { message: 'Cannot reach the server.' } },
  { type: 'xstate.error.actor.sendMessage', error: { message: 'Some fields need attention.', fields: { subject: 'Too short' } } },
];

/**
 * Fields are filled in the order they are shown (a field only once those before it are filled), so
 * how many are filled tells the model which; the name may be cleared once all are filled.
 */
const filledCount = (s: Snapshot) => ORDER.findIndex((f) => s.context.values[f] === '') + 1 || ORDER.length + 1;
function isVisitorStep(s: Snapshot, e: AnyEvent) {
  if (e.type !== 'FIELD.CHANGE') return true;
  const field = e.field as ContactField;
  if (s.context.values[field] === e.value) return false;
  if (e.value === '') return filledCount(s) > ORDER.length;
  return ORDER.indexOf(field) === filledCount(s) - 1 || (field === 'name' && s.context.values.name === '');
}

const serialize = (s: Snapshot) =>
  JSON.stringify({ value: s.value, filled: ORDER.filter((f) => s.context.values[f] !== ''), errors: Object.keys(s.context.fieldErrors).sort() });

const { paths, tours } = modelWalks(contactMachine, { input: { keySeed: SEED }, events, serialize, filter: isVisitorStep });

function expectScreenFor(state: Snapshot) {
  const { context } = state;
  switch (state.value) {
    case 'editing':
      expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
      break;
    case 'sending':
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByText('Sending your message…')).toBeInTheDocument();
      break;
    case 'failed':
      expect(screen.getByRole('alert')).toHaveTextContent(`Your message was not sent. ${context.submitError} Your text is kept.`);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      break;
    case 'sent':
      expect(screen.getByRole('status')).toHaveTextContent('Thank you, your message was sent.');
      expect(screen.getByRole('button', { name: 'Send another message' })).toBeEnabled();
      return;
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`);
  }
  for (const field of ORDER) {
    const input = screen.getByLabelText(LABELS[field]);
    expect(input, field).toHaveValue(context.values[field]);
    const message = context.fieldErrors[field];
    if (message) {
      expect(input, field).toHaveAttribute('aria-invalid', 'true');
      expect(input, field).toHaveAccessibleDescription(message);
    } else {
      expect(input, field).not.toHaveAttribute('aria-invalid');
    }
  }
  const errorCount = Object.keys(context.fieldErrors).length;
  if (state.value === 'editing' && errorCount > 0) {
    expect(screen.getByRole('status')).toHaveTextContent(errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`);
  }
}

describe('contact statechart, model-based, replayed on the contact form', () => {
  it('reaches every state the visitor can see', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...states].sort()).toEqual(['"editing"', '"failed"', '"sending"', '"sent"']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { calls, send } = heldRequests<SendInput, ContactReceipt>();
    renderPage(<ContactForm send={send} />, '/contact');
    await replayFormPath(path, {
      calls,
      buttons: { 'FORM.SUBMIT': 'Send message', 'FAILURE.RETRY': 'Try again', 'CONFIRMATION.SEND_ANOTHER': 'Send another message' },
      labelOf: (field) => LABELS[field as ContactField],
      sendingState: 'sending',
      expectScreenFor,
    });
  });
});

describe('contact statechart: keys and the one check (pure actor)', () => {
  function start(send: (i: SendInput) => Promise<ContactReceipt>) {
    const actor = createActor(contactMachine.provide({ actors: { sendMessage: fromPromise<ContactReceipt, SendInput>(({ input }) => send(input)) } }), {
      input: { keySeed: SEED },
    });
    actor.start();
    for (const field of ORDER) actor.send({ type: 'FIELD.CHANGE', field, value: FILLED[field] });
    return actor;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('a retry sends the same message with the same Idempotency-Key; another message gets a new key', async () => {
    const sent: SendInput[] = [];
    const actor = start(async (i) => {
      sent.push(i);
      if (sent.length === 1) throw new Error('down');
      return RECEIPT;
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'FAILURE.RETRY' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'CONFIRMATION.SEND_ANOTHER' });
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: '' });
    for (const field of ORDER) actor.send({ type: 'FIELD.CHANGE', field, value: FILLED[field] });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(sent.map((s) => s.idempotencyKey)).toEqual([`${SEED}-1`, `${SEED}-1`, `${SEED}-2`]);
    expect(sent[0]!.values).toEqual(FILLED);
  });

  it('text that fails the check never reaches the server and names every bad field at once', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      return RECEIPT;
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'not-an-address' });
    actor.send({ type: 'FIELD.CHANGE', field: 'message', value: '   ' });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(calls).toBe(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Enter a valid e-mail address', message: 'Required' });
  });
});
