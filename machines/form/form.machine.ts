import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';

/**
 * One editor form for every admin entity: blogs, universities, consultancies, courses.
 * starting -> notFound (malformed id) | loading (edit) | editing (new);
 * loading -> editing | notFound | loadFailed (RETRY.CLICK loads again);
 * editing -FORM.SUBMIT-> validating -> saving | editing (field errors);
 * saving -> saved | saveFailed (the server's field errors on their fields, the entered data kept).
 * Loading, validating and saving are actors the editor provides (the entity's API module and zod schema).
 *
 * Beside that flow, a second region guards unsaved changes: clean -> dirty as soon as the values differ
 * from what was loaded or saved. While dirty, the page's beforeunload warning and the in-app link guard
 * run (actors the editor provides, so their listeners live exactly as long as the state), and a
 * navigation attempt (ROUTER.LEAVE_REQUESTED) opens confirmingLeave: LEAVE_DIALOG.STAY keeps the changes,
 * LEAVE_DIALOG.LEAVE gives them up (released) and lets the navigation go on. A clean form lets every
 * navigation go on at once. "Go on" is the emitted LEAVE.ALLOWED event, which the page carries out.
 *
 * A third region keeps a draft: the draftStorage actor (the page provides where it is kept) reports a draft
 * left by an earlier visit (DRAFT.FOUND: offered while the form is clean, DRAFT.RESTORE puts it in the
 * fields, DRAFT.DISCARD drops it), is told to keep the values after every change (DRAFT.KEEP) and to drop
 * them once they are saved or the admin agreed to lose them (DRAFT.DROP). A draft nobody kept during a visit
 * goes when the actor stops; changes kept survive the page going away without asking (an expired session,
 * the Back button).
 *
 * The route's id arrives as ROUTE.CHANGED: another item starts everything over (form, guard and draft);
 * the item's own id changes nothing. When a new item is first saved the statechart emits ITEM.CREATED with
 * its id, and the page moves to the item's edit address without leaving this statechart.
 */
export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

export interface FormContext {
  /** The entity's id once it exists (edit, or after the first save of a new one). */
  id: string | null;
  values: FormValues;
  /** Values differ from what was last loaded or saved. */
  dirty: boolean;
  fieldErrors: FieldErrors;
  /** A message for the whole form (a failed save without field errors). */
  formError: string | null;
  loadError: string | null;
  /** The checked input that the save sends. */
  parsed: unknown;
  /** How many saves succeeded: lets the page announce each one. */
  saveCount: number;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
  /** The navigation waiting for the admin's answer in confirmingLeave. */
  leaveDestination: LeaveDestination | null;
  /** The empty form of a new item (where a new item on the same page starts again). */
  initialValues: FormValues;
  /** Values kept by an earlier visit and not yet restored or discarded. */
  draft: FormValues | null;
}

export interface FormInput {
  /** The route's id parameter, null for a new entity. */
  id: string | null;
  /** The empty form of a new entity. */
  initialValues: FormValues;
}

/** Where a navigation attempt wants to go: an address of the app, or signing out. */
export type LeaveDestination = { kind: 'path'; path: string } | { kind: 'signOut' };

export type FormEvent =
  | { type: 'FIELD.CHANGE'; name: string; value: unknown }
  | { type: 'FORM.SUBMIT' }
  | { type: 'RETRY.CLICK' }
  /** A link, the Back to the list button or Sign out wants to leave the page. */
  | { type: 'ROUTER.LEAVE_REQUESTED'; destination: LeaveDestination }
  | { type: 'LEAVE_DIALOG.STAY' }
  | { type: 'LEAVE_DIALOG.LEAVE' }
  /** The route's id, sent whenever it may have changed (null on the new-item address). */
  | { type: 'ROUTE.CHANGED'; id: string | null }
  /** The draft storage found values kept by an earlier visit. */
  | { type: 'DRAFT.FOUND'; values: FormValues }
  | { type: 'DRAFT.RESTORE' }
  | { type: 'DRAFT.DISCARD' };

/** What the statechart tells its draft storage: keep these values for this item, or drop what is kept. */
export type DraftCommand = { type: 'DRAFT.KEEP'; id: string | null; values: FormValues } | { type: 'DRAFT.DROP'; id: string | null };

export interface DraftStorageInput {
  /** The item whose draft to look for (null: the new-item form). */
  id: string | null;
}

/**
 * Emitted when a navigation may go on (nothing to lose, or the admin agreed to lose it), and when a new item
 * was first saved (the page moves to its edit address).
 */
export type FormEmitted = { type: 'LEAVE.ALLOWED'; destination: LeaveDestination } | { type: 'ITEM.CREATED'; id: string };

/** What a failed load or save reports (the API client's ApiError fits). */
export interface FormFailure {
  status?: number | null;
  code?: string;
  message?: string;
  fields?: FieldErrors;
}

export interface SaveResult {
  id: string;
  values: FormValues;
}

/** A route id that can name an entity: a positive integer without leading zeros. */
export const WELL_FORMED_ID = /^[1-9]\d{0,9}$/;

function failureOf(error: unknown): FormFailure {
  return typeof error === 'object' && error !== null ? (error as FormFailure) : {};
}

/** The navigation the admin is asked about (confirmingLeave is entered only with one). */
function destinationOf(context: FormContext): LeaveDestination {
  if (!context.leaveDestination) throw new Error('No navigation is waiting for an answer.');
  return context.leaveDestination;
}

/** Read the value at a dotted path (`tuition.max`, `branches.0.email`). */
export function getIn(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), values);
}

/** Set `value` at a dotted path (`tuition.max`, `branches.0.email`), copying along the way. */
export function setIn(values: FormValues, path: string, value: unknown): FormValues {
  const [head, ...rest] = path.split('.');
  const current = (values as Record<string, unknown>)[head];
  if (rest.length === 0) return Array.isArray(values) ? Object.assign([...values], { [head]: value }) : { ...values, [head]: value };
  const child = (current ?? (/^\d+$/.test(rest[0]) ? [] : {})) as FormValues;
  const next = setIn(child, rest.join('.'), value);
  return Array.isArray(values) ? Object.assign([...values], { [head]: next }) : { ...values, [head]: next };
}

/** The context of a page opening on an item (or on the new-item form). */
function freshContext({ id, initialValues }: FormInput): FormContext {
  return {
    id,
    values: initialValues,
    dirty: false,
    fieldErrors: {},
    formError: null,
    loadError: null,
    parsed: null,
    saveCount: 0,
    submitCount: 0,
    leaveDestination: null,
    initialValues,
    draft: null,
  };
}

/** Drop the error of a changed field and of every field under it (`branches` clears `branches.0.email`). */
function withoutErrorsAt(errors: FieldErrors, path: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(errors)) {
    if (k !== path && !k.startsWith(`${path}.`)) out[k] = v;
  }
  return out;
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    input: {} as FormInput,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    /**
     * Asks the browser to warn before a reload or closing the tab, for as long as it runs. The page
     * provides it (it needs the window); on its own the machine has no page to guard.
     */
    warnBeforeUnload: fromCallback(() => undefined),
    /** Turns a click on an in-app link into ROUTER.LEAVE_REQUESTED (the click itself stopped), for as long as it runs. */
    guardLinks: fromCallback<FormEvent>(() => undefined),
    /** Reads the entity and returns its form values. */
    loadItem: fromPromise<FormValues, { id: string }>(() => Promise.reject(new Error('loadItem is not provided'))),
    /** Checks the values (the entity's zod schema): resolves with the input to send, rejects with { fields }. */
    validate: fromPromise<unknown, { values: FormValues }>(({ input }) => Promise.resolve(input.values)),
    /** Creates (id null) or updates the entity. */
    saveItem: fromPromise<SaveResult, { id: string | null; data: unknown }>(() => Promise.reject(new Error('saveItem is not provided'))),
    /**
     * Keeps drafts where they outlive the page (the page provides sessionStorage): sends DRAFT.FOUND when one
     * is kept for the item, obeys DRAFT.KEEP and DRAFT.DROP, and on stopping drops a draft this visit did not keep.
     */
    draftStorage: fromCallback<DraftCommand, DraftStorageInput>(() => undefined),
  },
  guards: {
    isMalformedId: ({ context }) => context.id !== null && !WELL_FORMED_ID.test(context.id),
    hasId: ({ context }) => context.id !== null,
    isDirty: ({ context }) => context.dirty,
    isClean: ({ context }) => !context.dirty,
    isNew: ({ context }) => context.id === null,
    isAnotherItem: ({ context }, params: { id: string | null }) => params.id !== context.id,
    isNotFound: (_, params: { error: unknown }) => {
      const f = failureOf(params.error);
      return f.status === 404 || f.code === 'NOT_FOUND';
    },
  },
  actions: {
    setLoadedValues: assign({
      values: (_, params: { values: FormValues }) => params.values,
      dirty: false,
      loadError: null,
      fieldErrors: {},
      formError: null,
    }),
    setLoadError: assign({
      loadError: (_, params: { error: unknown }) => failureOf(params.error).message || 'Could not load this item.',
    }),
    updateField: assign(({ context }, params: { name: string; value: unknown }) => ({
      values: setIn(context.values, params.name, params.value),
      fieldErrors: withoutErrorsAt(context.fieldErrors, params.name),
      dirty: true,
      draft: null,
    })),
    setDraft: assign({ draft: (_, params: { values: FormValues }) => params.values }),
    restoreDraft: assign(({ context }) => {
      const draft = context.draft ?? {};
      return {
        values: { ...context.values, ...draft },
        fieldErrors: Object.keys(draft).reduce(withoutErrorsAt, context.fieldErrors),
        dirty: true,
        draft: null,
      };
    }),
    forgetDraft: assign({ draft: null }),
    keepDraft: sendTo('draftStorage', ({ context }): DraftCommand => ({ type: 'DRAFT.KEEP', id: context.id, values: context.values })),
    dropDraft: sendTo('draftStorage', ({ context }): DraftCommand => ({ type: 'DRAFT.DROP', id: context.id })),
    startOver: assign(({ context }, params: { id: string | null }) => freshContext({ id: params.id, initialValues: context.initialValues })),
    announceCreated: emit((_, params: { id: string }) => ({ type: 'ITEM.CREATED' as const, id: params.id })),
    countSubmit: assign({ submitCount: ({ context }) => context.submitCount + 1 }),
    setParsed: assign({ parsed: (_, params: { parsed: unknown }) => params.parsed, fieldErrors: {}, formError: null }),
    setValidationErrors: assign({
      fieldErrors: (_, params: { error: unknown }) => failureOf(params.error).fields ?? {},
      formError: null,
    }),
    setSaved: assign(({ context }, params: { result: SaveResult }) => ({
      id: params.result.id,
      values: params.result.values,
      dirty: false,
      fieldErrors: {},
      formError: null,
      parsed: null,
      saveCount: context.saveCount + 1,
    })),
    setSaveErrors: assign((_, params: { error: unknown }) => {
      const f = failureOf(params.error);
      const fields = f.fields ?? {};
      return {
        fieldErrors: fields,
        formError: f.message || 'Could not save. Please try again.',
      };
    }),
    rememberDestination: assign({ leaveDestination: (_, params: { destination: LeaveDestination }) => params.destination }),
    forgetDestination: assign({ leaveDestination: null }),
    allowLeave: emit((_, params: { destination: LeaveDestination }) => ({ type: 'LEAVE.ALLOWED' as const, destination: params.destination })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => freshContext(input),
  type: 'parallel',
  on: {
    'ROUTE.CHANGED': {
      guard: { type: 'isAnotherItem', params: ({ event }) => ({ id: event.id }) },
      target: ['.form.starting', '.leaveGuard.clean', '.draft.storing'],
      actions: { type: 'startOver', params: ({ event }) => ({ id: event.id }) },
    },
    'DRAFT.FOUND': { actions: { type: 'setDraft', params: ({ event }) => ({ values: event.values }) } },
    'DRAFT.DISCARD': { actions: ['forgetDraft', 'dropDraft'] },
  },
  states: {
    form: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isMalformedId', target: 'notFound' }, { guard: 'hasId', target: 'loading' }, { target: 'editing' }],
        },
        loading: {
          invoke: {
            id: 'loadItem',
            src: 'loadItem',
            input: ({ context }) => ({ id: context.id as string }),
            onDone: { target: 'editing', actions: { type: 'setLoadedValues', params: ({ event }) => ({ values: event.output }) } },
            onError: [
              { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
              { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        loadFailed: {
          on: { 'RETRY.CLICK': 'loading' },
        },
        notFound: {},
        editing: {
          on: {
            'FIELD.CHANGE': { actions: [{ type: 'updateField', params: ({ event }) => ({ name: event.name, value: event.value }) }, 'keepDraft'] },
            'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
            'DRAFT.RESTORE': { actions: ['restoreDraft', 'keepDraft'] },
          },
        },
        validating: {
          invoke: {
            id: 'validate',
            src: 'validate',
            input: ({ context }) => ({ values: context.values }),
            onDone: { target: 'saving', actions: { type: 'setParsed', params: ({ event }) => ({ parsed: event.output }) } },
            onError: { target: 'editing', actions: { type: 'setValidationErrors', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saving: {
          invoke: {
            id: 'saveItem',
            src: 'saveItem',
            input: ({ context }) => ({ id: context.id, data: context.parsed }),
            onDone: [
              {
                guard: 'isNew',
                target: 'saved',
                actions: [
                  'dropDraft',
                  { type: 'setSaved', params: ({ event }) => ({ result: event.output }) },
                  { type: 'announceCreated', params: ({ event }) => ({ id: event.output.id }) },
                ],
              },
              { target: 'saved', actions: ['dropDraft', { type: 'setSaved', params: ({ event }) => ({ result: event.output }) }] },
            ],
            onError: { target: 'saveFailed', actions: { type: 'setSaveErrors', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saved: {
          on: {
            'FIELD.CHANGE': {
              target: 'editing',
              actions: [{ type: 'updateField', params: ({ event }) => ({ name: event.name, value: event.value }) }, 'keepDraft'],
            },
            'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
          },
        },
        saveFailed: {
          on: {
            'FIELD.CHANGE': {
              target: 'editing',
              actions: [{ type: 'updateField', params: ({ event }) => ({ name: event.name, value: event.value }) }, 'keepDraft'],
            },
            'FORM.SUBMIT': { target: 'validating', actions: 'countSubmit' },
          },
        },
      },
    },
    leaveGuard: {
      initial: 'clean',
      states: {
        clean: {
          always: { guard: 'isDirty', target: 'dirty' },
          on: { 'ROUTER.LEAVE_REQUESTED': { actions: { type: 'allowLeave', params: ({ event }) => ({ destination: event.destination }) } } },
        },
        dirty: {
          invoke: [
            { id: 'warnBeforeUnload', src: 'warnBeforeUnload' },
            { id: 'guardLinks', src: 'guardLinks' },
          ],
          initial: 'watching',
          states: {
            watching: {
              always: { guard: 'isClean', target: '#form.leaveGuard.clean' },
              on: {
                'ROUTER.LEAVE_REQUESTED': {
                  target: 'confirmingLeave',
                  actions: { type: 'rememberDestination', params: ({ event }) => ({ destination: event.destination }) },
                },
              },
            },
            confirmingLeave: {
              on: {
                'LEAVE_DIALOG.STAY': { target: 'watching', actions: 'forgetDestination' },
                'LEAVE_DIALOG.LEAVE': {
                  target: '#form.leaveGuard.released',
                  actions: ['dropDraft', { type: 'allowLeave', params: ({ context }) => ({ destination: destinationOf(context) }) }, 'forgetDestination'],
                },
              },
            },
          },
        },
        /** The admin agreed to lose the changes and the page is going away: nothing is guarded any more. */
        released: {
          on: {
            'ROUTER.LEAVE_REQUESTED': { actions: { type: 'allowLeave', params: ({ event }) => ({ destination: event.destination }) } },
          },
        },
      },
    },
    draft: {
      initial: 'storing',
      states: {
        /** For as long as the page shows this item. */
        storing: {
          invoke: { id: 'draftStorage', src: 'draftStorage', input: ({ context }) => ({ id: context.id }) },
        },
      },
    },
  },
});

export type FormMachine = typeof formMachine;
