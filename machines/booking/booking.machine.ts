import { assign, fromPromise, setup } from 'xstate';
import { bookingInputFor, type BookingInput, type BookingLanguage, type BookingReceipt } from '../../src/domain/booking';
import { dateInCalendar, type DateCalendar } from '../../src/domain/bikramSambat';
import { checkWith, type FieldErrors } from '../../src/domain/fieldErrors';
import { SUBMIT_FAILED_TEXT, attemptFor, failureOf, isRefusedValues, refusalOf, withFieldChanged, type AttemptKey } from '../submission/attempt';

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

/** Said when the date cannot move to the other calendar because it cannot be read yet. */
export const DATE_NOT_READ_TO_SWITCH = 'We cannot read this date yet, so it cannot move to the other calendar: finish it, or clear it, then switch';

/** What one attempt sends: the checked values and the attempt's Idempotency-Key. */
export interface SubmitInput {
  values: BookingInput;
  idempotencyKey: string;
}

export interface BookingContext extends AttemptKey {
  today: string;
  values: BookingValues;
  /** The calendar the preferred date is typed (Bikram Sambat) or picked (Gregorian) in. */
  dateCalendar: DateCalendar;
  /** The page's language, sent with the booking (the student's e-mails are written in it). */
  language: BookingLanguage;
  /** Errors by field; the server may name fields the form does not show (consultancyId). */
  fieldErrors: FieldErrors;
  submitError: string | null;
  /** What the current attempt sends, once the values passed the check. */
  submission: SubmitInput | null;
  /** The server's answer to the booking; what was booked stays in values. */
  booking: BookingReceipt | null;
  /** Requests sent for the current booking (a retry is one more). */
  attempts: number;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
}

export interface BookingInputArgs {
  today: string;
  /** Random, made by the page (newIdempotencyKey): the seed of every attempt's key. */
  keySeed: string;
  draft?: BookingDraft | null;
  /** The consultancy the page was opened for (?consultancy={id}); wins over the draft's. */
  consultancyId?: number | null;
  /**
   * The date's calendar: BS on Nepali pages, AD on English ones (as the server rendered the page, so a
   * restored draft hydrates the same field); a draft's date is moved into it when it can be read.
   */
  dateCalendar?: DateCalendar;
  /** The page's language (English when not given). */
  language?: BookingLanguage;
}

export type BookingEvent =
  | { type: 'FIELD.CHANGE'; field: BookingField; value: string }
  | { type: 'DATE.CALENDAR'; calendar: DateCalendar }
  | { type: 'FORM.SUBMIT' }
  | { type: 'FAILURE.RETRY' }
  | { type: 'CONFIRMATION.BOOK_AGAIN' };

/** The form's values checked with the shared booking schema (the server runs the same one), with the page's language. */
export function checkBooking(values: BookingValues, today: string, language: BookingLanguage = 'en') {
  return checkWith(bookingInputFor(today), { ...values, language });
}

/** The attempt that is being sent; entering `submitting` without one is a fault of the statechart. */
function submissionOf(context: BookingContext): SubmitInput {
  if (context.submission === null) throw new Error('booking: submitting without checked values');
  return context.submission;
}

const draftOf = (context: BookingContext): BookingDraft => ({ values: context.values, idempotencyKey: context.idempotencyKey, keyFor: context.keyFor });

/** The values a form starts with: the draft's, its date in the page's calendar when it can be read. */
function startingValues(input: BookingInputArgs, calendar: DateCalendar): BookingValues {
  const values = { ...EMPTY_BOOKING, ...(input.draft?.values ?? {}), ...(input.consultancyId != null ? { consultancyId: input.consultancyId } : {}) };
  return { ...values, preferredDate: dateInCalendar(values.preferredDate, calendar) ?? values.preferredDate };
}

/** The switch to the other calendar, as the statechart handles it in editing and after a failure. */
const calendarSwitch = (target?: 'editing') =>
  [
    {
      guard: { type: 'dateMoves' as const, params: ({ event }: { event: BookingEvent }) => ({ calendar: (event as { calendar: DateCalendar }).calendar }) },
      ...(target ? { target } : {}),
      actions: [
        { type: 'moveDate' as const, params: ({ event }: { event: BookingEvent }) => ({ calendar: (event as { calendar: DateCalendar }).calendar }) },
        { type: 'persistDraft' as const, params: ({ context }: { context: BookingContext }) => ({ draft: draftOf(context) }) },
      ],
    },
    { ...(target ? { target } : {}), actions: 'refuseDateMove' as const },
  ] as const;

/**
 * The consultation booking. editing -FORM.SUBMIT-> validating (the shared zod schema, once) ->
 * submitting | editing (field errors); submitting -> succeeded | failed (every field kept; FAILURE.RETRY
 * sends the same attempt again, with the same Idempotency-Key) | editing (the server refused fields).
 * One key per attempt: kept while the values are the ones it was made for, the seed's next one when
 * they changed. DATE.CALENDAR moves the preferred date between the typed Bikram Sambat field and the
 * Gregorian date picker (the same day), unless it cannot be read yet: then it stays, and the field says
 * why. The page provides the request (submitBooking) and the draft storage (persistDraft, clearDraft).
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInputArgs,
  },
  actors: {
    submitBooking: fromPromise<BookingReceipt, SubmitInput>(() => Promise.reject(new Error('submitBooking is not provided'))),
  },
  guards: {
    hasSubmission: ({ context }) => context.submission !== null,
    isRefusedValues: (_, params: { error: unknown }) => isRefusedValues(params.error),
    /** The date can move to that calendar: it is blank, readable, or already in it. */
    dateMoves: ({ context }, params: { calendar: DateCalendar }) =>
      params.calendar === context.dateCalendar || dateInCalendar(context.values.preferredDate, params.calendar) !== null,
  },
  actions: {
    updateField: assign(({ context }, params: { field: BookingField; value: string }) => withFieldChanged(context, params.field, params.value)),
    /** The date moves to the other calendar's field, converted (the same day), its error cleared. */
    moveDate: assign(({ context }, params: { calendar: DateCalendar }) => {
      if (params.calendar === context.dateCalendar) return {};
      const { preferredDate: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        dateCalendar: params.calendar,
        values: { ...context.values, preferredDate: dateInCalendar(context.values.preferredDate, params.calendar) ?? context.values.preferredDate },
        fieldErrors,
      };
    }),
    /** A date that cannot be read stays where it is, in its calendar, and the field says why. */
    refuseDateMove: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, preferredDate: DATE_NOT_READ_TO_SWITCH }) }),
    countSubmit: assign({ submitCount: ({ context }) => context.submitCount + 1, submitError: null }),
    /** The one check of the values: their field errors, or what the attempt sends and its key. */
    checkValues: assign(({ context }) => attemptFor(context, context.values, checkBooking(context.values, context.today, context.language))),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, submitError: null }),
    storeBooking: assign({ booking: (_, params: { booking: BookingReceipt }) => params.booking }),
    storeFailure: assign({ submitError: (_, params: { error: unknown }) => failureOf(params.error).message ?? SUBMIT_FAILED_TEXT }),
    /** The server refused these values: their errors on the fields, and the next attempt gets a new key. */
    storeRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    resetForNextBooking: assign(({ context }) => ({
      values: { ...EMPTY_BOOKING, fullName: context.values.fullName, email: context.values.email, phone: context.values.phone },
      booking: null,
      submission: null,
      idempotencyKey: null,
      keyFor: null,
      fieldErrors: {},
      submitError: null,
      attempts: 0,
    })),
    /** Provided by the page: keep the unsent form (sessionStorage) so a reload does not lose it. */
    persistDraft: (_, _params: { draft: BookingDraft }) => {},
    /** Provided by the page: forget the draft once the booking is made. */
    clearDraft: () => {},
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    today: input.today,
    dateCalendar: input.dateCalendar ?? 'ad',
    language: input.language ?? 'en',
    keySeed: input.keySeed,
    keyCount: 0,
    values: startingValues(input, input.dateCalendar ?? 'ad'),
    idempotencyKey: input.draft?.idempotencyKey ?? null,
    keyFor: input.draft?.keyFor ?? null,
    fieldErrors: {},
    submitError: null,
    submission: null,
    booking: null,
    attempts: 0,
    submitCount: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': {
          actions: [
            { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            { type: 'persistDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
        'DATE.CALENDAR': calendarSwitch(),
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
      },
    },
    validating: {
      entry: 'checkValues',
      always: [
        { guard: 'hasSubmission', target: 'submitting', actions: { type: 'persistDraft', params: ({ context }) => ({ draft: draftOf(context) }) } },
        { target: 'editing' },
      ],
    },
    submitting: {
      entry: 'countAttempt',
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'succeeded', actions: [{ type: 'storeBooking', params: ({ event }) => ({ booking: event.output }) }, 'clearDraft'] },
        onError: [
          {
            guard: { type: 'isRefusedValues', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
              { type: 'persistDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
            ],
          },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: {
        'FAILURE.RETRY': 'submitting',
        'DATE.CALENDAR': calendarSwitch('editing'),
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
        'FIELD.CHANGE': {
          target: 'editing',
          actions: [
            { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            { type: 'persistDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
      },
    },
    succeeded: {
      on: {
        'CONFIRMATION.BOOK_AGAIN': { target: 'editing', actions: 'resetForNextBooking' },
      },
    },
  },
});

export type BookingMachine = typeof bookingMachine;
