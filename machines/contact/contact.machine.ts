import { assign, fromPromise, setup } from 'xstate';
import { contactInputSchema, type ContactInput, type ContactReceipt } from '../../src/domain/contact';
import { checkWith, type FieldErrors } from '../../src/domain/fieldErrors';
import { SUBMIT_FAILED_TEXT, attemptFor, failureOf, isRefusedValues, refusalOf, withFieldChanged, type AttemptKey } from '../submission/attempt';

export type ContactField = keyof ContactInput;

export const EMPTY_CONTACT: ContactInput = { name: '', email: '', subject: '', message: '' };

/** What one attempt sends: the checked message and the attempt's Idempotency-Key. */
export interface SendInput {
  values: ContactInput;
  idempotencyKey: string;
}

export interface ContactContext extends AttemptKey {
  values: ContactInput;
  fieldErrors: FieldErrors;
  submitError: string | null;
  /** What the current attempt sends, once the values passed the check. */
  submission: SendInput | null;
  /** The server's answer (the message's reference). */
  receipt: ContactReceipt | null;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
}

export interface ContactInputArgs {
  /** Random, made by the page (newIdempotencyKey): the seed of every attempt's key. */
  keySeed: string;
}

export type ContactEvent =
  { type: 'FIELD.CHANGE'; field: ContactField; value: string } | { type: 'FORM.SUBMIT' } | { type: 'FAILURE.RETRY' } | { type: 'CONFIRMATION.SEND_ANOTHER' };

/** The attempt that is being sent; entering `sending` without one is a fault of the statechart. */
function submissionOf(context: ContactContext): SendInput {
  if (context.submission === null) throw new Error('contact: sending without checked values');
  return context.submission;
}

/**
 * The contact form. editing -FORM.SUBMIT-> validating (the shared zod schema, once) -> sending |
 * editing (field errors); sending -> sent | failed (the text kept; FAILURE.RETRY sends the same
 * attempt with the same Idempotency-Key) | editing (the server refused fields). The page provides the
 * request (sendMessage).
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInputArgs,
  },
  actors: {
    sendMessage: fromPromise<ContactReceipt, SendInput>(() => Promise.reject(new Error('sendMessage is not provided'))),
  },
  guards: {
    hasSubmission: ({ context }) => context.submission !== null,
    isRefusedValues: (_, params: { error: unknown }) => isRefusedValues(params.error),
  },
  actions: {
    updateField: assign(({ context }, params: { field: ContactField; value: string }) => withFieldChanged(context, params.field, params.value)),
    countSubmit: assign({ submitCount: ({ context }) => context.submitCount + 1, submitError: null }),
    /** The one check of the values: their field errors, or what the attempt sends and its key. */
    checkValues: assign(({ context }) => attemptFor(context, context.values, checkWith(contactInputSchema, context.values))),
    storeReceipt: assign({ receipt: (_, params: { receipt: ContactReceipt }) => params.receipt }),
    storeFailure: assign({ submitError: (_, params: { error: unknown }) => failureOf(params.error).message ?? SUBMIT_FAILED_TEXT }),
    /** The server refused these values: their errors on the fields, and the next attempt gets a new key. */
    storeRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    resetForNextMessage: assign({
      values: EMPTY_CONTACT,
      fieldErrors: {},
      submitError: null,
      submission: null,
      receipt: null,
      idempotencyKey: null,
      keyFor: null,
    }),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    keySeed: input.keySeed,
    keyCount: 0,
    idempotencyKey: null,
    keyFor: null,
    values: EMPTY_CONTACT,
    fieldErrors: {},
    submitError: null,
    submission: null,
    receipt: null,
    submitCount: 0,
  }),
  initial: 'editing',
  states: {
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
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'sent', actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: [
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
    sent: {
      on: {
        'CONFIRMATION.SEND_ANOTHER': { target: 'editing', actions: 'resetForNextMessage' },
      },
    },
  },
});

export type ContactMachine = typeof contactMachine;
