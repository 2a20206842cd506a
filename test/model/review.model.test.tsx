import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { reviewMachine, type ReviewField, type SendReviewInput } from '../../machines/review/review.machine';
import { REVIEW_ALREADY_GIVEN, REVIEW_LINK_INVALID, type ReviewInvitation, type ReviewReceipt } from '../../src/domain/review';
import { ReviewForm } from '../../src/features/booking/ReviewPage';
import { heldRequests, replayFormPath } from '../helpers/formReplay';
import { modelWalks } from '../helpers/modelPaths';
import { renderPage } from '../helpers/renderPage';

/**
 * Model-based tests of the review statechart: paths generated from the machine (the link is opened,
 * the visitor chooses a rating, writes the text and may clear it again), replayed on the real review
 * form with every answer of the server decided by the test, and the screen checked against the
 * statechart's state after every step.
 */
type Snapshot = SnapshotFrom<typeof reviewMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const SEED = 'review-model-seed-0123456';
const TOKEN = 'T'.repeat(43);
const TEXT = 'Clear advice, and every fee was given to me in writing.';
const INVITATION: ReviewInvitation = { consultancyId: 7, consultancyName: 'Honest Education', firstName: 'Sita', reviewed: false };
const RECEIPT: ReviewReceipt = { id: 3, status: 'pending' };
const ORDER: ReviewField[] = ['rating', 'text'];
const FILLED: Record<ReviewField, string> = { rating: '4', text: TEXT };

const events: AnyEvent[] = [
  { type: 'xstate.done.actor.openLink', output: INVITATION },
  { type: 'xstate.done.actor.openLink', output: { ...INVITATION, reviewed: true } },
  { type: 'xstate.error.actor.openLink', error: { status: 404, message: 'Not found' } },
  { type: 'xstate.error.actor.openLink', error: { status: null, message: 'Cannot reach the server.' } },
  { type: 'LINK.RETRY' },
  ...ORDER.map((field) => ({ type: 'FIELD.CHANGE', field, value: FILLED[field] })),
  { type: 'FIELD.CHANGE', field: 'text', value: '' },
  { type: 'FORM.SUBMIT' },
  { type: 'FAILURE.RETRY' },
  { type: 'xstate.done.actor.sendReview', output: RECEIPT },
  { type: 'xstate.error.actor.sendReview', error: { status: null, message: 'Cannot reach the server.' } },
  { type: 'xstate.error.actor.sendReview', error: { status: 400, message: 'Some fields need attention.', fields: { text: 'Too short' } } },
  { type: 'xstate.error.actor.sendReview', error: { status: 409, message: REVIEW_ALREADY_GIVEN } },
];

/** The rating is chosen first, then the text written; the text may be cleared once both are given. */
const filledCount = (s: Snapshot) => ORDER.findIndex((f) => s.context.values[f] === '') + 1 || ORDER.length + 1;
function isVisitorStep(s: Snapshot, e: AnyEvent) {
  if (e.type !== 'FIELD.CHANGE') return true;
  const field = e.field as ReviewField;
  if (s.context.values[field] === e.value) return false;
  if (e.value === '') return filledCount(s) > ORDER.length;
  return ORDER.indexOf(field) === filledCount(s) - 1 || (field === 'text' && s.context.values.rating !== '');
}

const serialize = (s: Snapshot) =>
  JSON.stringify({ value: s.value, filled: ORDER.filter((f) => s.context.values[f] !== ''), errors: Object.keys(s.context.fieldErrors).sort() });

const { paths, tours } = modelWalks(reviewMachine, { input: { keySeed: SEED, token: TOKEN }, events, serialize, filter: isVisitorStep });

function expectFields(state: Snapshot) {
  const { context } = state;
  const group = screen.getByRole('group', { name: /Your rating/ });
  for (const r of ['1', '2', '3', '4', '5']) expect(screen.getByRole('radio', { name: `${r} ★` })).toHaveProperty('checked', context.values.rating === r);
  const text = screen.getByLabelText(/Your experience/);
  expect(text).toHaveValue(context.values.text);
  for (const [field, el] of [
    ['rating', group],
    ['text', text],
  ] as const) {
    const message = context.fieldErrors[field];
    if (message) {
      expect(el, field).toHaveAttribute('aria-invalid', 'true');
      expect(el, field).toHaveAccessibleDescription(expect.stringContaining(message));
    } else {
      expect(el, field).not.toHaveAttribute('aria-invalid');
    }
  }
}

function expectScreenFor(state: Snapshot) {
  const { context } = state;
  switch (state.value) {
    case 'opening':
      expect(screen.getByText('Opening your review link…')).toBeInTheDocument();
      return;
    case 'linkInvalid':
      expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_LINK_INVALID);
      expect(screen.getByRole('link', { name: 'Look up your booking' })).toBeInTheDocument();
      return;
    case 'linkUnreachable':
      expect(screen.getByRole('alert')).toHaveTextContent('Cannot reach the server.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      return;
    case 'reviewed':
      expect(screen.getByRole('status')).toHaveTextContent(REVIEW_ALREADY_GIVEN);
      return;
    case 'sent':
      expect(screen.getByRole('status')).toHaveTextContent('Thank you, your review was sent.');
      expect(screen.getByRole('link', { name: `Back to ${INVITATION.consultancyName}` })).toBeInTheDocument();
      return;
    case 'editing':
      expect(screen.getByRole('heading', { name: `Your review of ${INVITATION.consultancyName}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send review' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
      break;
    case 'sending':
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByText('Sending your review…')).toBeInTheDocument();
      break;
    case 'failed':
      expect(screen.getByRole('alert')).toHaveTextContent(`Your review was not sent. ${context.submitError} Your text is kept.`);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      break;
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`);
  }
  expectFields(state);
  const errorCount = Object.keys(context.fieldErrors).length;
  if (state.value === 'editing' && errorCount > 0) {
    expect(screen.getByRole('status')).toHaveTextContent(errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`);
  }
}

describe('review statechart, model-based, replayed on the review form', () => {
  it('reaches every state the visitor can see', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...states].sort()).toEqual(['"editing"', '"failed"', '"linkInvalid"', '"linkUnreachable"', '"opening"', '"reviewed"', '"sending"', '"sent"']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { calls, send } = heldRequests<SendReviewInput, ReviewReceipt>();
    const links = heldRequests<string, ReviewInvitation>();
    renderPage(<ReviewForm token={TOKEN} open={links.send} send={send} />, '/consultation/review');
    await replayFormPath(path, {
      calls,
      otherCalls: { openLink: links.calls as never },
      buttons: { 'FORM.SUBMIT': 'Send review', 'FAILURE.RETRY': 'Try again', 'LINK.RETRY': 'Try again' },
      labelOf: () => 'Your experience *',
      setField: (field, value, user) => (field === 'rating' ? user.click(screen.getByRole('radio', { name: `${String(value)} ★` })) : null),
      sendingState: 'sending',
      expectScreenFor,
    });
    // Every link check asked with the page's token.
    expect(links.calls.every((c) => c.input === TOKEN)).toBe(true);
  });
});

describe('review statechart: the link, keys and the one check (pure actor)', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));
  function start(token: string, send: (i: SendReviewInput) => Promise<ReviewReceipt>, open: () => Promise<ReviewInvitation> = async () => INVITATION) {
    const actor = createActor(
      reviewMachine.provide({
        actors: {
          openLink: fromPromise<ReviewInvitation, { token: string }>(() => open()),
          sendReview: fromPromise<ReviewReceipt, SendReviewInput>(({ input }) => send(input)),
        },
      }),
      { input: { keySeed: SEED, token } },
    );
    actor.start();
    return actor;
  }

  it('a malformed token never reaches the server and says the link is not valid', async () => {
    let opened = 0;
    const actor = start(
      'not-a-token',
      async () => RECEIPT,
      async () => {
        opened += 1;
        return INVITATION;
      },
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(actor.getSnapshot().context.linkError).toBe(REVIEW_LINK_INVALID);
    expect(opened).toBe(0);
  });

  it('a retry sends the same review with the same Idempotency-Key; the rating goes as a number with the token', async () => {
    const sent: SendReviewInput[] = [];
    const actor = start(TOKEN, async (i) => {
      sent.push(i);
      if (sent.length === 1) throw new Error('down');
      return RECEIPT;
    });
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'rating', value: '5' });
    actor.send({ type: 'FIELD.CHANGE', field: 'text', value: TEXT });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'FAILURE.RETRY' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(sent.map((s) => s.idempotencyKey)).toEqual([`${SEED}-1`, `${SEED}-1`]);
    expect(sent[0]!.values).toEqual({ token: TOKEN, rating: 5, text: TEXT });
  });

  it('without a rating and with too short a text, both fields are named and nothing is sent', async () => {
    let calls = 0;
    const actor = start(TOKEN, async () => {
      calls += 1;
      return RECEIPT;
    });
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'text', value: 'ok' });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(calls).toBe(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(['rating', 'text']);
  });
});
