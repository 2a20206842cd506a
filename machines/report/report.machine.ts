import { assign, fromPromise, setup } from 'xstate';
import { checkWith, type Checked, type FieldErrors } from '../../src/domain/fieldErrors';
import { reportFormSchema, type ReportInput, type ReportReceipt, type SelectedReportFile } from '../../src/domain/report';
import { SUBMIT_FAILED_TEXT, attemptFor, failureOf, isRefusedValues, refusalOf, withFieldChanged, type AttemptKey } from '../submission/attempt';

export type ReportTextField = 'whatHappened' | 'contact';
export interface ReportFormValues {
  whatHappened: string;
  contact: string;
  files: SelectedReportFile[];
}

export const EMPTY_REPORT: ReportFormValues = { whatHappened: '', contact: '', files: [] };

/** What one attempt sends: the checked report and the attempt's Idempotency-Key. */
export interface SendReportInput {
  values: ReportInput;
  idempotencyKey: string;
}

export interface ReportContext extends AttemptKey {
  consultancyId: number;
  values: ReportFormValues;
  fieldErrors: FieldErrors;
  submitError: string | null;
  submission: SendReportInput | null;
  receipt: ReportReceipt | null;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
}

export interface ReportInputArgs {
  /** Random, made by the page (newIdempotencyKey): the seed of every attempt's key. */
  keySeed: string;
  consultancyId: number;
}

export type ReportEvent =
  | { type: 'FIELD.CHANGE'; field: ReportTextField; value: string }
  | { type: 'FILES.CHANGE'; files: SelectedReportFile[] }
  | { type: 'FORM.SUBMIT' }
  | { type: 'FAILURE.RETRY' }
  | { type: 'CONFIRMATION.SEND_ANOTHER' };

/** A file's errors (files.0.size, files.1.type …) are the file field's: the first one, with the file's name. */
function withFileErrorsOnField(errors: FieldErrors, files: SelectedReportFile[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const file = /^files\.(\d+)/.exec(key);
    if (!key.startsWith('files')) out[key] = message;
    else out.files ??= file && !message.startsWith(`${files[Number(file[1])]?.name}:`) ? `${files[Number(file[1])]?.name ?? 'A file'}: ${message}` : message;
  }
  return out;
}

/** The form's values checked with the shared schema, as the report the server takes. */
export function checkReport(consultancyId: number, values: ReportFormValues): Checked<ReportInput> {
  const checked = checkWith(reportFormSchema, values);
  if (!checked.ok) return { ok: false, errors: withFileErrorsOnField(checked.errors, values.files) };
  const { whatHappened, contact, files } = checked.data;
  return { ok: true, data: { consultancyId, whatHappened, contact, files: files.map((f) => ({ name: f.name, data: f.data })) } };
}

function submissionOf(context: ReportContext): SendReportInput {
  if (context.submission === null) throw new Error('report: sending without checked values');
  return context.submission;
}

/**
 * The report-a-problem form on a consultancy's page. editing -FORM.SUBMIT-> validating (the shared
 * zod schema, once; the files' declared type, size and count) -> sending | editing (field errors);
 * sending -> sent | editing (the server refused fields, e.g. a file whose content is no image or PDF) |
 * failed (the text kept; FAILURE.RETRY sends the same attempt with the same Idempotency-Key). The page
 * reads the chosen files and provides the request (sendReport).
 */
export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInputArgs,
  },
  actors: {
    sendReport: fromPromise<ReportReceipt, SendReportInput>(() => Promise.reject(new Error('sendReport is not provided'))),
  },
  guards: {
    hasSubmission: ({ context }) => context.submission !== null,
    isRefusedValues: (_, params: { error: unknown }) => isRefusedValues(params.error),
  },
  actions: {
    updateField: assign(({ context }, params: { field: ReportTextField; value: string }) => withFieldChanged(context, params.field, params.value)),
    updateFiles: assign(({ context }, params: { files: SelectedReportFile[] }) => withFieldChanged(context, 'files', params.files)),
    countSubmit: assign({ submitCount: ({ context }) => context.submitCount + 1, submitError: null }),
    checkValues: assign(({ context }) => attemptFor(context, context.values, checkReport(context.consultancyId, context.values))),
    storeReceipt: assign({ receipt: (_, params: { receipt: ReportReceipt }) => params.receipt }),
    storeFailure: assign({ submitError: (_, params: { error: unknown }) => failureOf(params.error).message ?? SUBMIT_FAILED_TEXT }),
    storeRefusal: assign(({ context }, params: { error: unknown }) => {
      const refused = refusalOf(params.error);
      return { ...refused, fieldErrors: withFileErrorsOnField(refused.fieldErrors, context.values.files) };
    }),
    resetForNextReport: assign({
      values: EMPTY_REPORT,
      fieldErrors: {},
      submitError: null,
      submission: null,
      receipt: null,
      idempotencyKey: null,
      keyFor: null,
    }),
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({
    keySeed: input.keySeed,
    keyCount: 0,
    idempotencyKey: null,
    keyFor: null,
    consultancyId: input.consultancyId,
    values: EMPTY_REPORT,
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
        'FILES.CHANGE': { actions: { type: 'updateFiles', params: ({ event }) => ({ files: event.files }) } },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
      },
    },
    validating: {
      entry: 'checkValues',
      always: [{ guard: 'hasSubmission', target: 'sending' }, { target: 'editing' }],
    },
    sending: {
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
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
        'FILES.CHANGE': { target: 'editing', actions: { type: 'updateFiles', params: ({ event }) => ({ files: event.files }) } },
      },
    },
    sent: {
      on: { 'CONFIRMATION.SEND_ANOTHER': { target: 'editing', actions: 'resetForNextReport' } },
    },
  },
});

export type ReportMachine = typeof reportMachine;
