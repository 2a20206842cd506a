import { assign, fromPromise, setup } from 'xstate';

/**
 * The admin's change-password form:
 * editing -FORM.SUBMIT-> validating (the caller's check: field errors keep it in editing) -> submitting
 * (POST /auth/password) -> changed (reportChanged tells the session) | editing (the server's field errors,
 * or a message for the whole form).
 * The check, the request and the report are provided by the caller; this file knows nothing of HTTP.
 */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export type PasswordFieldErrors = Partial<Record<keyof PasswordChange, string>>;

export interface ChangePasswordContext {
  fieldErrors: PasswordFieldErrors;
  formError: string | null;
  /** How many times the form was submitted: lets the page move focus to the first error once per attempt. */
  submitCount: number;
  /** What was submitted, while it is checked and sent; forgotten once the password is changed. */
  submitted: PasswordChange | null;
}

export type ChangePasswordEvent = { type: 'FORM.SUBMIT'; values: PasswordChange };

/** What a failed request reports (the API client's ApiError fits). */
export interface ChangePasswordFailure {
  message?: string;
  fields?: Record<string, string>;
}

export const CHANGE_FAILED = 'Could not change the password. Please try again.';

function failureOf(error: unknown): ChangePasswordFailure {
  return typeof error === 'object' && error !== null ? (error as ChangePasswordFailure) : {};
}

function fieldsOf(error: unknown): Record<string, string> | null {
  const fields = failureOf(error).fields;
  return fields && Object.keys(fields).length > 0 ? fields : null;
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** The form's own rules (length, the repeat matching): resolves with the errors found, none when valid. */
    validate: fromPromise<PasswordFieldErrors, PasswordChange>(() => Promise.reject(new Error('validate is not provided'))),
    /** POST /auth/password: resolves with the admin. */
    changePassword: fromPromise<unknown, PasswordChange>(() => Promise.reject(new Error('changePassword is not provided'))),
  },
  guards: {
    hasFieldErrors: (_, params: { errors: PasswordFieldErrors }) => Object.keys(params.errors).length > 0,
  },
  actions: {
    takeSubmission: assign({
      submitCount: ({ context }) => context.submitCount + 1,
      formError: null,
      submitted: (_, params: { values: PasswordChange }) => params.values,
    }),
    forgetSubmission: assign({ submitted: null }),
    showFieldErrors: assign({ fieldErrors: (_, params: { errors: PasswordFieldErrors }) => params.errors }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    // A failure names fields only when it has at least one (the API client gives every error a fields
    // object, often empty); otherwise its message is shown for the whole form.
    showFailure: assign({
      fieldErrors: (_, params: { error: unknown }) => (fieldsOf(params.error) ?? {}) as PasswordFieldErrors,
      formError: (_, params: { error: unknown }) => (fieldsOf(params.error) ? null : failureOf(params.error).message || CHANGE_FAILED),
    }),
    /** Tells the admin session the new state of the admin (provided by the caller). */
    reportChanged: (_, _params: { user: unknown }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: { fieldErrors: {}, formError: null, submitCount: 0, submitted: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'FORM.SUBMIT': { target: 'validating', actions: { type: 'takeSubmission', params: ({ event }) => ({ values: event.values }) } } },
    },
    validating: {
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => context.submitted!,
        onDone: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ errors: event.output }) },
          },
          { target: 'submitting', actions: 'clearErrors' },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.submitted!,
        onDone: { target: 'changed', actions: ['forgetSubmission', { type: 'reportChanged', params: ({ event }) => ({ user: event.output }) }] },
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changed: { type: 'final' },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
