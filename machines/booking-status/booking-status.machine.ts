import { assign, fromPromise, setup } from 'xstate';
import { bookingStatusLookupSchema, type BookingStatusAnswer, type BookingStatusLookup } from '../../src/domain/booking';

/**
 * The status lookup at /consultation/status: the student gives the booking's reference and the
 * e-mail address it was made with.
 * idle -FORM.SUBMIT-> (field errors: stays, showing them) | looking (the caller's lookUpStatus) ->
 * found (the status) | notFound (the one answer to any wrong pair) | limited (too many lookups from
 * this address; the wait is shown) | failed (the server could not be reached). From every state but
 * looking, FORM.SUBMIT looks again. This file knows nothing of HTTP.
 */
export interface StatusLookupValues {
  reference: string;
  email: string;
}

export type StatusLookupErrors = Partial<Record<keyof StatusLookupValues, string>>;

export interface BookingStatusContext {
  fieldErrors: StatusLookupErrors;
  answer: BookingStatusAnswer | null;
  /** What the server said for notFound, limited and failed. */
  message: string | null;
  retryAfterSeconds: number | null;
  /** The lookup being made (checked and normalised). */
  submitted: BookingStatusLookup | null;
  /** How many times the form was submitted: lets the page move focus once per attempt. */
  submitCount: number;
}

export type BookingStatusEvent = { type: 'FORM.SUBMIT'; values: StatusLookupValues };

/** What a failed lookup reports (the API client's ApiError fits). */
export interface LookupFailure {
  status?: number | null;
  message?: string;
  retryAfterSeconds?: number | null;
}

export const LOOKUP_FAILED = 'Could not check the status just now. Please try again.';

const failureOf = (error: unknown): LookupFailure => (typeof error === 'object' && error !== null ? (error as LookupFailure) : {});

/** The form's errors for these values (none when the lookup may be made). */
export function lookupErrors(values: StatusLookupValues): StatusLookupErrors {
  const parsed = bookingStatusLookupSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: StatusLookupErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof StatusLookupValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const bookingStatusMachine = setup({
  types: {
    context: {} as BookingStatusContext,
    events: {} as BookingStatusEvent,
  },
  actors: {
    /** POST /consultations/status: resolves with the answer to a right pair. */
    lookUpStatus: fromPromise<BookingStatusAnswer, BookingStatusLookup>(() => Promise.reject(new Error('lookUpStatus is not provided'))),
  },
  guards: {
    hasFieldErrors: (_, params: { values: StatusLookupValues }) => Object.keys(lookupErrors(params.values)).length > 0,
    isNotFound: (_, params: { error: unknown }) => failureOf(params.error).status === 404,
    isRateLimited: (_, params: { error: unknown }) => failureOf(params.error).status === 429,
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: (_, params: { values: StatusLookupValues }) => lookupErrors(params.values),
      submitCount: ({ context }) => context.submitCount + 1,
      answer: null,
      message: null,
    }),
    takeSubmission: assign({
      fieldErrors: {},
      answer: null,
      message: null,
      retryAfterSeconds: null,
      submitCount: ({ context }) => context.submitCount + 1,
      submitted: (_, params: { values: StatusLookupValues }) => bookingStatusLookupSchema.parse(params.values),
    }),
    showAnswer: assign({ answer: (_, params: { answer: BookingStatusAnswer }) => params.answer }),
    showFailure: assign({
      message: (_, params: { error: unknown }) => failureOf(params.error).message || LOOKUP_FAILED,
      retryAfterSeconds: (_, params: { error: unknown }) => failureOf(params.error).retryAfterSeconds ?? null,
    }),
  },
}).createMachine({
  id: 'bookingStatus',
  context: { fieldErrors: {}, answer: null, message: null, retryAfterSeconds: null, submitted: null, submitCount: 0 },
  initial: 'idle',
  on: {
    'FORM.SUBMIT': [
      {
        guard: { type: 'hasFieldErrors', params: ({ event }) => ({ values: event.values }) },
        target: '.idle',
        actions: { type: 'showFieldErrors', params: ({ event }) => ({ values: event.values }) },
      },
      { target: '.looking', actions: { type: 'takeSubmission', params: ({ event }) => ({ values: event.values }) } },
    ],
  },
  states: {
    idle: {},
    looking: {
      // A second submit while one is on its way changes nothing.
      on: { 'FORM.SUBMIT': {} },
      invoke: {
        id: 'lookUpStatus',
        src: 'lookUpStatus',
        input: ({ context }) => context.submitted!,
        onDone: { target: 'found', actions: { type: 'showAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'limited',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    found: {},
    notFound: {},
    limited: {},
    failed: {},
  },
});

export type BookingStatusMachine = typeof bookingStatusMachine;
