import { assign, fromPromise, setup } from 'xstate';
import { checkWith, type Checked, type FieldErrors } from '../../src/domain/fieldErrors';
import { licenceInputSchema, type Licence, type LicenceInput } from '../../src/domain/licence';
import { failureOf, isRefusedValues, withFieldChanged } from '../submission/attempt';

export type LicenceField = 'number' | 'authority' | 'validUntil' | 'checkedOn' | 'method' | 'sourceUrl' | 'privateNote';
export type LicenceValues = Record<LicenceField, string>;

export const EMPTY_LICENCE: LicenceValues = { number: '', authority: '', validUntil: '', checkedOn: '', method: '', sourceUrl: '', privateNote: '' };

/** A stored licence as the form's values (the optional fields blank where the record has none). */
export const licenceValuesOf = (l: Licence): LicenceValues => ({
  number: l.number,
  authority: l.authority,
  validUntil: l.validUntil,
  checkedOn: l.checkedOn,
  method: l.method,
  sourceUrl: l.sourceUrl ?? '',
  privateNote: l.privateNote ?? '',
});

/** The form's values checked with the shared schema (a blank optional field is left out). */
export function checkLicence(values: LicenceValues): Checked<LicenceInput> {
  return checkWith(licenceInputSchema, { ...values, sourceUrl: values.sourceUrl || undefined, privateNote: values.privateNote || undefined });
}

/** What the load answers: whether the consultancy is a sample listing, and its licence record (null: none). */
export interface LoadedLicence {
  sample: boolean;
  licence: Licence | null;
}

export const LICENCE_FIELDS_NEED_ATTENTION = 'Some fields need attention.';
export const LICENCE_LOAD_FAILED = 'The licence could not be loaded.';
export const LICENCE_SAVE_FAILED = 'The licence could not be saved.';
export const LICENCE_REMOVE_FAILED = 'The licence could not be removed.';

export interface LicenceContext {
  consultancyId: string;
  /** The record as the server last answered it (null: the consultancy has none). */
  saved: Licence | null;
  values: LicenceValues;
  fieldErrors: FieldErrors;
  /** A message for the whole form: fields to fix, or why the save or the removal failed. */
  formError: string | null;
  loadError: string | null;
  /** The checked input the save sends (kept for a retry, which sends the same input). */
  parsed: LicenceInput | null;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
}

export type LicenceEvent =
  | { type: 'FIELD.CHANGE'; field: LicenceField; value: string }
  | { type: 'FORM.SUBMIT' }
  | { type: 'REMOVE.CLICK' }
  | { type: 'RETRY.CLICK' }
  /** The scan beside the form was kept or removed: the record the server answered with it. */
  | { type: 'SCAN.CHANGED'; licence: Licence };

export interface SaveLicenceInput {
  consultancyId: string;
  input: LicenceInput;
}

function parsedOf(context: LicenceContext): LicenceInput {
  if (context.parsed === null) throw new Error('licence: saving without checked values');
  return context.parsed;
}

/**
 * The licence section of a consultancy's editor: the record the team keeps of its licence.
 * loading (the consultancy and its licence: loadLicence) -> editing | sample (an invented listing holds
 * no licence) | loadFailed (RETRY.CLICK loads again).
 * editing -FORM.SUBMIT-> validating (the shared zod schema, once) -> saving | editing (field errors);
 * saving (a PUT: the same input twice keeps one record) -> saved | editing (the server refused fields,
 * their errors on them) | saveFailed (the entered values kept; RETRY.CLICK sends the same input again).
 * With a record, REMOVE.CLICK -> removing -> removed | removeFailed (RETRY.CLICK removes again).
 * A changed field leaves saved, removed or a failure for editing, and its error goes.
 */
export const licenceMachine = setup({
  types: {
    context: {} as LicenceContext,
    events: {} as LicenceEvent,
    input: {} as { consultancyId: string },
  },
  actors: {
    loadLicence: fromPromise<LoadedLicence, { consultancyId: string }>(() => Promise.reject(new Error('loadLicence is not provided'))),
    saveLicence: fromPromise<Licence, SaveLicenceInput>(() => Promise.reject(new Error('saveLicence is not provided'))),
    removeLicence: fromPromise<void, { consultancyId: string }>(() => Promise.reject(new Error('removeLicence is not provided'))),
  },
  guards: {
    isSample: (_, params: { loaded: LoadedLicence }) => params.loaded.sample,
    hasParsed: ({ context }) => context.parsed !== null,
    hasRecord: ({ context }) => context.saved !== null,
    isRefusedValues: (_, params: { error: unknown }) => isRefusedValues(params.error),
  },
  actions: {
    storeLoaded: assign((_, params: { licence: Licence | null }) => ({
      saved: params.licence,
      values: params.licence ? licenceValuesOf(params.licence) : EMPTY_LICENCE,
      loadError: null,
      fieldErrors: {},
      formError: null,
    })),
    storeLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message ?? LICENCE_LOAD_FAILED }),
    updateField: assign(({ context }, params: { field: LicenceField; value: string }) => withFieldChanged(context, params.field, params.value)),
    countSubmit: assign({ submitCount: ({ context }) => context.submitCount + 1 }),
    checkValues: assign(({ context }) => {
      const checked = checkLicence(context.values);
      return checked.ok
        ? { parsed: checked.data, fieldErrors: {}, formError: null }
        : { parsed: null, fieldErrors: checked.errors, formError: LICENCE_FIELDS_NEED_ATTENTION };
    }),
    storeSaved: assign((_, params: { licence: Licence }) => ({
      saved: params.licence,
      values: licenceValuesOf(params.licence),
      fieldErrors: {},
      formError: null,
      parsed: null,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { fieldErrors: failure.fields, formError: failure.message ?? LICENCE_FIELDS_NEED_ATTENTION, parsed: null };
    }),
    storeSaveFailure: assign({ formError: (_, params: { error: unknown }) => failureOf(params.error).message ?? LICENCE_SAVE_FAILED }),
    storeRemoved: assign({ saved: null, values: EMPTY_LICENCE, fieldErrors: {}, formError: null, parsed: null }),
    storeRemoveFailure: assign({ formError: (_, params: { error: unknown }) => failureOf(params.error).message ?? LICENCE_REMOVE_FAILED }),
    clearFormError: assign({ formError: null }),
    storeScan: assign({ saved: (_, params: { licence: Licence }) => params.licence }),
  },
}).createMachine({
  id: 'licence',
  context: ({ input }) => ({
    consultancyId: input.consultancyId,
    saved: null,
    values: EMPTY_LICENCE,
    fieldErrors: {},
    formError: null,
    loadError: null,
    parsed: null,
    submitCount: 0,
  }),
  initial: 'loading',
  on: {
    'SCAN.CHANGED': { actions: { type: 'storeScan', params: ({ event }) => ({ licence: event.licence }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadLicence',
        src: 'loadLicence',
        input: ({ context }) => ({ consultancyId: context.consultancyId }),
        onDone: [
          { guard: { type: 'isSample', params: ({ event }) => ({ loaded: event.output }) }, target: 'sample' },
          { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => ({ licence: event.output.licence }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'RETRY.CLICK': 'loading' },
    },
    /** A sample listing (an invented consultancy): it cannot hold a licence record. */
    sample: { type: 'final' },
    editing: {
      on: {
        'FIELD.CHANGE': { actions: { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
        'REMOVE.CLICK': { guard: 'hasRecord', target: 'removing' },
      },
    },
    validating: {
      entry: 'checkValues',
      always: [{ guard: 'hasParsed', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      invoke: {
        id: 'saveLicence',
        src: 'saveLicence',
        input: ({ context }) => ({ consultancyId: context.consultancyId, input: parsedOf(context) }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ licence: event.output }) } },
        onError: [
          {
            guard: { type: 'isRefusedValues', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'saveFailed', actions: { type: 'storeSaveFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: {
      on: {
        'FIELD.CHANGE': { target: 'editing', actions: { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
        'REMOVE.CLICK': { target: 'removing' },
      },
    },
    saveFailed: {
      on: {
        'RETRY.CLICK': { target: 'saving', actions: 'clearFormError' },
        'REMOVE.CLICK': { guard: 'hasRecord', target: 'removing', actions: 'clearFormError' },
        'FIELD.CHANGE': {
          target: 'editing',
          actions: ['clearFormError', { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) }],
        },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
      },
    },
    removing: {
      invoke: {
        id: 'removeLicence',
        src: 'removeLicence',
        input: ({ context }) => ({ consultancyId: context.consultancyId }),
        onDone: { target: 'removed', actions: 'storeRemoved' },
        onError: { target: 'removeFailed', actions: { type: 'storeRemoveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removed: {
      on: {
        'FIELD.CHANGE': { target: 'editing', actions: { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
      },
    },
    removeFailed: {
      on: {
        'RETRY.CLICK': { target: 'removing', actions: 'clearFormError' },
        'FIELD.CHANGE': {
          target: 'editing',
          actions: ['clearFormError', { type: 'updateField', params: ({ event }) => ({ field: event.field, value: event.value }) }],
        },
        'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
      },
    },
  },
});

export type LicenceMachine = typeof licenceMachine;
