import { assign, fromPromise, setup } from 'xstate';
import { checkWith, type Checked, type FieldErrors } from '../../src/domain/fieldErrors';
import {
  REVIEW_ALREADY_GIVEN,
  REVIEW_LINK_INVALID,
  reviewFormSchema,
  reviewToken,
  type ReviewFormValues,
  type ReviewInput,
  type ReviewInvitation,
  type ReviewReceipt,
} from '../../src/domain/review';
import { SUBMIT_FAILED_TEXT, attemptFor, failureOf, isRefusedValues, refusalOf, withFieldChanged, type AttemptKey } from '../submission/attempt';

export type ReviewField = keyof ReviewFormValues;

export const EMPTY_REVIEW: ReviewFormValues = { rating: '', text: '' };

/** What one attempt sends: the review with the link's token, and the attempt's Idempotency-Key. */
export interface SendReviewInput {
  values: ReviewInput;
  idempotencyKey: string;
}

export interface ReviewContext extends AttemptKey {
  /** The review link's token, as the page read it from the address. */
  token: string;
  /** What the link opened: the consultancy and the student's first name. */
  invitation: ReviewInvitation | null;
  /** Why the link cannot be used (unknown, malformed, or the server could not be reached). */
  linkError: string | null;
  values: ReviewFormValues;
  fieldErrors: FieldErrors;
  submitError: string | null;
  submission: SendReviewInput | null;
  receipt: ReviewReceipt | null;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
}

export interface ReviewInputArgs {
  /** Random, made by the page (newIdempotencyKey): the seed of every attempt's key. */
  keySeed: string;
  token: string;
}

export type ReviewEvent =
  { type: 'FIELD.CHANGE'; field: ReviewField; value: string } | { type: 'FORM.SUBMIT' } | { type: 'FAILURE.RETRY' } | { type: 'LINK.RETRY' };

/** The form's values checked with the shared schema, as the review the server takes. */
export function checkReview(token: string, values: ReviewFormValues): Checked<ReviewInput> {
  const checked = checkWith(reviewFormSchema, values);
  return checked.ok ? { ok: true, data: { token, rating: Number(checked.data.rating), text: checked.data.text } } : checked;
}

/** The server says this booking has its review already (409). */
const isAlreadyReviewed = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
/** The link is unknown to the server (404) or was refused as malformed (400): not worth trying again. */
const isDeadLink = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);

function submissionOf(context: ReviewContext): SendReviewInput {
  if (context.submission === null) throw new Error('review: sending without checked values');
  return context.submission;
}

/**
 * The review form behind a review link.
 * opening (the link's token checked by the server: openLink) -> editing | reviewed (this booking has
 * its review) | linkInvalid (malformed or unknown link) | linkUnreachable (the server could not be
 * reached or failed; LINK.RETRY asks again).
 * editing -FORM.SUBMIT-> validating (the shared zod schema, once) -> sending | editing (field errors);
 * sending -> sent | reviewed (a review of this booking arrived first: 409) | editing (the server
 * refused fields) | failed (the text kept; FAILURE.RETRY sends the same attempt with the same key).
 */
export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInputArgs,
  },
  actors: {
    openLink: fromPromise<ReviewInvitation, { token: string }>(() => Promise.reject(new Error('openLink is not provided'))),
    sendReview: fromPromise<ReviewReceipt, SendReviewInput>(() => Promise.reject(new Error('sendReview is not provided'))),
  },
  guards: {
    isMalformedLink: ({ context }) => !reviewToken.safeParse(context.token).success,
    isReviewedAlready: (_, params: { invitation: ReviewInvitation }) => params.invitation.reviewed,
    isDeadLink: (_, params: { error: unknown }) => isDeadLink(params.error),
    hasSubmission: ({ context }) => context.submission !== null,
    isAlreadyReviewed: (_, params: { error: unknown }) => isAlreadyReviewed(params.error),
    isRefusedValues: (_, params: { error: unknown }) => isRefusedValues(params.error),
  },
  actions: {
    storeInvitation: assign({ invitation: (_, params: { invitation: ReviewInvitation }) => params.invitation, linkError: null }),
    storeDeadLink: assign({ linkError: REVIEW_LINK_INVALID }),
    storeLinkFailure: assign({ linkError: (_, params: { error: unknown }) => failureOf(params.error).message ?? SUBMIT_FAILED_TEXT }),
    updateField: assign(({ context }, params: { field: ReviewField; value: string }) => withFieldChanged(context, params.field, params.value)),
    countSubmit: assign({ submitCount: ({ context }) => context.submitCount + 1, submitError: null }),
    checkValues: assign(({ context }) => attemptFor(context, context.values, checkReview(context.token, context.values))),
    storeReceipt: assign({ receipt: (_, params: { receipt: ReviewReceipt }) => params.receipt }),
    storeAlreadyReviewed: assign({ submitError: REVIEW_ALREADY_GIVEN }),
    storeFailure: assign({ submitError: (_, params: { error: unknown }) => failureOf(params.error).message ?? SUBMIT_FAILED_TEXT }),
    storeRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({
    keySeed: input.keySeed,
    keyCount: 0,
    idempotencyKey: null,
    keyFor: null,
    token: input.token,
    invitation: null,
    linkError: null,
    values: EMPTY_REVIEW,
    fieldErrors: {},
    submitError: null,
    submission: null,
    receipt: null,
    submitCount: 0,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: { guard: 'isMalformedLink', target: 'linkInvalid', actions: 'storeDeadLink' },
      invoke: {
        id: 'openLink',
        src: 'openLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isReviewedAlready', params: ({ event }) => ({ invitation: event.output }) },
            target: 'reviewed',
            actions: [{ type: 'storeInvitation', params: ({ event }) => ({ invitation: event.output }) }, 'storeAlreadyReviewed'],
          },
          { target: 'editing', actions: { type: 'storeInvitation', params: ({ event }) => ({ invitation: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isDeadLink', params: ({ event }) => ({ error: event.error }) }, target: 'linkInvalid', actions: 'storeDeadLink' },
          { target: 'linkUnreachable', actions: { type: 'storeLinkFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    linkInvalid: { type: 'final' },
    linkUnreachable: {
      on: { 'LINK.RETRY': 'opening' },
    },
    editing: {
      on: {
        'FIELD.CHANGE': { actions: { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
      },
    },
    validating: {
      entry: 'checkValues',
      always: [{ guard: 'hasSubmission', target: 'sending' }, { target: 'editing' }],
    },
    sending: {
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'sent', actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: [
          { guard: { type: 'isAlreadyReviewed', params: ({ event }) => ({ error: event.error }) }, target: 'reviewed', actions: 'storeAlreadyReviewed' },
          {
            guard: { type: 'isRefusedValues', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: {
        'FAILURE.RETRY': 'sending',
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
        'FIELD.CHANGE': { target: 'editing', actions: { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
    },
    sent: { type: 'final' },
    reviewed: { type: 'final' },
  },
});

export type ReviewMachine = typeof reviewMachine;
