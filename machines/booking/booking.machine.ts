import { assign, fromPromise, setup } from 'xstate';
import { bookingInputFor, type BookingInput, type BookingReceipt } from '../../src/domain/booking';
import { newIdempotencyKey } from '../../src/domain/wire';

/** What the form holds: every field as text, the consultancy as an id or null. */
export interface BookingValues {
  fullName: string;
  email: string;
  phone: string;
  preferredDestination: string;
  studyLevel: string;
  preferredDate: string;
  message: string;
  consultancyId: number | null;
}

export type BookingField = Exclude<keyof BookingValues, 'consultancyId'>;

export const EMPTY_BOOKING: BookingValues = {
  fullName: '',
  email: '',
  phone: '',
  preferredDestination: '',
  studyLevel: '',
  preferredDate: '',
  message: '',
  consultancyId: null,
};

/** A saved, unsent form: the values and the key of the attempt they belong to. */
export interface BookingDraft {
  values: BookingValues;
  idempotencyKey: string | null;
  keyFor: string | null;
}

export interface BookingContext extends BookingDraft {
  today: string;
  fieldErrors: Partial<Record<BookingField, string>>;
  submitError: string | null;
  /** The server's receipt (reference and status); what was booked stays in values. */
  booking: BookingReceipt | null;
  attempts: number;
}

export interface BookingInputArgs {
  today: string;
  draft?: BookingDraft | null;
  /** The consultancy the page was opened for (?consultancy={id}); wins over the draft's. */
  consultancyId?: number | null;
}

export type BookingEvent =
  | { type: 'FIELD.CHANGE'; field: BookingField; value: string }
  | { type: 'FORM.SUBMIT' }
  | { type: 'FAILURE.RETRY' }
  | { type: 'CONFIRMATION.BOOK_AGAIN' };

export interface SubmitInput {
  values: BookingInput;
  idempotencyKey: string;
}

/** Duck-typed error from the submit actor: a message and, for a 400, field errors. */
interface SubmitFailure {
  message?: string;
  fields?: Record<string, string>;
}

const valuesKey = (v: BookingValues) => JSON.stringify(v);

/** The form's values as the API's BookingInput, or field errors. */
export function validateBooking(values: BookingValues, today: string):
  | { ok: true; data: BookingInput }
  | { ok: false; errors: Partial<Record<BookingField, string>> } {
  const result = bookingInputFor(today).safeParse({ ...values, consultancyId: values.consultancyId ?? null });
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<BookingField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    if (field && !errors[field]) errors[field] = field === 'studyLevel' ? 'Choose a study level' : issue.message;
  }
  // The past-date rule is a refinement that zod runs only when every field is valid: check it here too.
  if (!errors.preferredDate && /^\d{4}-\d{2}-\d{2}$/.test(values.preferredDate) && values.preferredDate < today) {
    errors.preferredDate = 'Pick today or a later date';
  }
  return { ok: false, errors };
}

/**
 * The consultation booking: editing -> submitting -> succeeded, or failed (every field kept, retry
 * with the same Idempotency-Key). One key per attempt: the key is kept while the values are the
 * ones it was made for, and a new one is made when the values change.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInputArgs,
  },
  actors: {
    submitBooking: fromPromise<BookingReceipt, SubmitInput>(async () => {
      throw new Error('submitBooking is provided by the caller');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      const { [event.field]: _removed, ...rest } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors: rest };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = validateBooking(context.values, context.today);
      return { fieldErrors: result.ok ? {} : result.errors };
    }),
    /** Keep the attempt's key for the same values; make a new one when they changed. */
    ensureKey: assign(({ context }) => {
      const key = valuesKey(context.values);
      if (context.idempotencyKey && context.keyFor === key) return {};
      return { idempotencyKey: newIdempotencyKey(), keyFor: key };
    }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, submitError: null }),
    storeBooking: assign({ booking: ({ event }) => (event as unknown as { output: BookingReceipt }).output }),
    storeFailure: assign(({ event }) => {
      const error = (event as unknown as { error: SubmitFailure }).error ?? {};
      return { submitError: error.message || 'Something went wrong. Please try again.' };
    }),
    /** A 400 with field errors: the server refused this attempt, so the next one gets a new key. */
    storeServerFieldErrors: assign(({ event }) => {
      const error = (event as unknown as { error: SubmitFailure }).error ?? {};
      return { fieldErrors: (error.fields ?? {}) as Partial<Record<BookingField, string>>, idempotencyKey: null, keyFor: null, submitError: error.message ?? null };
    }),
    resetForNextBooking: assign(({ context }) => ({
      values: { ...EMPTY_BOOKING, fullName: context.values.fullName, email: context.values.email, phone: context.values.phone },
      booking: null,
      idempotencyKey: null,
      keyFor: null,
      fieldErrors: {},
      submitError: null,
      attempts: 0,
    })),
    /** Provided by the React side (sessionStorage). */
    persistDraft: () => {},
    clearDraft: () => {},
    focusFirstError: () => {},
  },
  guards: {
    isFormValid: ({ context }) => validateBooking(context.values, context.today).ok,
    hasFieldErrors: ({ event }) => {
      const error = (event as unknown as { error: SubmitFailure }).error;
      return Boolean(error?.fields && Object.keys(error.fields).length > 0);
    },
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    today: input.today,
    values: {
      ...EMPTY_BOOKING,
      ...(input.draft?.values ?? {}),
      ...(input.consultancyId != null ? { consultancyId: input.consultancyId } : {}),
    },
    idempotencyKey: input.draft?.idempotencyKey ?? null,
    keyFor: input.draft?.keyFor ?? null,
    fieldErrors: {},
    submitError: null,
    booking: null,
    attempts: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: ['setField', 'persistDraft'] },
        'FORM.SUBMIT': [
          { guard: 'isFormValid', target: 'submitting', actions: ['ensureKey', 'persistDraft'] },
          { actions: ['showFieldErrors', 'focusFirstError'] },
        ],
      },
    },
    submitting: {
      entry: 'countAttempt',
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context }) => {
          const result = validateBooking(context.values, context.today);
          return { values: result.ok ? result.data : (context.values as unknown as BookingInput), idempotencyKey: context.idempotencyKey! };
        },
        onDone: { target: 'succeeded', actions: ['storeBooking', 'clearDraft'] },
        onError: [
          { guard: 'hasFieldErrors', target: 'editing', actions: ['storeServerFieldErrors', 'persistDraft', 'focusFirstError'] },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    failed: {
      on: {
        'FAILURE.RETRY': { target: 'submitting', actions: 'ensureKey' },
        'FORM.SUBMIT': [
          { guard: 'isFormValid', target: 'submitting', actions: ['ensureKey', 'persistDraft'] },
          { target: 'editing', actions: ['showFieldErrors', 'focusFirstError'] },
        ],
        'FIELD.CHANGE': { target: 'editing', actions: ['setField', 'persistDraft'] },
      },
    },
    succeeded: {
      on: {
        'CONFIRMATION.BOOK_AGAIN': { target: 'editing', actions: 'resetForNextBooking' },
      },
    },
  },
});
