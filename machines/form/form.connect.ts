import type { SnapshotFrom } from 'xstate';
import { getIn, type FieldErrors, type FormEvent, type formMachine } from './form.machine';
import type { FieldPath, FieldValue } from './form.paths';

/**
 * The editor form's connect layer (after zag's `connect`): what a page renders for each state of the form
 * statechart, as props. Each field gets its name (its path, which the field component also gives as
 * `data-field`), its value, its error (which the field turns into aria-invalid and an aria-describedby to
 * the message) and a change handler; the error summary is an assertive live region, the save status a
 * polite one; the submit button is disabled while the values are checked or saved and names what it will
 * do. Pure: no React, no DOM. `V` is the form's values type: field paths are checked against it.
 */
export type FormSnapshot = SnapshotFrom<typeof formMachine>;

/** The flow region's states. */
export type FormStatus = 'starting' | 'loading' | 'loadFailed' | 'notFound' | 'editing' | 'validating' | 'saving' | 'saved' | 'saveFailed';

export interface FormConnectOptions<V> {
  /** What is edited, in the words of the page ("blog post"). */
  noun: string;
  /** The item's name as the heading and the save message give it. */
  nameOf: (values: V) => string;
}

/** A field's props: what the form's field components (TextField, SelectField) take. */
export interface FieldProps<T> {
  name: string;
  value: T;
  error: string | undefined;
  /** A text control or a select reports a string even for a narrower type: the schema checks it on submit. */
  onChange: (value: T | string) => void;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The summary of a failed attempt, or null when there is nothing to correct. */
function errorSummary(status: FormStatus, formError: string | null, errorCount: number, submitCount: number): string | null {
  if (status === 'saveFailed') {
    const attention = errorCount > 0 ? ` (${errorCount} ${plural(errorCount, 'field needs', 'fields need')} attention)` : '';
    return `Could not save: ${formError}${attention}`;
  }
  if (status === 'editing' && errorCount > 0 && submitCount > 0) {
    return `Please correct the ${errorCount} ${plural(errorCount, 'field', 'fields')} marked below.`;
  }
  return null;
}

export function connect<V extends object>(snapshot: FormSnapshot, send: (event: FormEvent) => void, { noun, nameOf }: FormConnectOptions<V>) {
  const { context } = snapshot;
  const status = snapshot.value.form as FormStatus;
  // The statechart holds any values; the editor's values type is the one its toValues and empty form give.
  const values = context.values as unknown as V;
  const errors: FieldErrors = context.fieldErrors;
  const errorCount = Object.keys(errors).length;
  const isNew = context.id === null;
  const busy = status === 'validating' || status === 'saving';
  const name = nameOf(values);
  const title = `${isNew ? 'New' : 'Edit'} ${noun}`;
  const draftOffered = context.draft !== null && status === 'editing' && !context.dirty && JSON.stringify(context.draft) !== JSON.stringify(context.values);
  const set = <P extends FieldPath<V>>(path: P, value: FieldValue<V, P>) => send({ type: 'FIELD.CHANGE', name: path, value });

  return {
    status,
    values,
    errors,
    errorCount,
    dirty: context.dirty,
    isNew,
    busy,
    /** The saved item's id (edit, or a new item once saved). */
    id: context.id,
    /** Counts the attempts: the page moves focus to the first field in error once per attempt. */
    submitCount: context.submitCount,
    title,
    heading: isNew || !name ? title : `${title}: ${name}`,
    notFoundHeading: `${noun[0].toUpperCase()}${noun.slice(1)} not found`,
    notFoundText: `There is no ${noun} with the id “${context.id}”. It may have been deleted.`,
    loadingLabel: `Loading the ${noun}…`,
    loadErrorText: `Could not load the ${noun}: ${context.loadError}`,
    savedText: status === 'saved' ? `Saved “${name}”.` : null,
    errorSummaryText: errorSummary(status, context.formError, errorCount, context.submitCount),
    /** An error for the whole form that no field holds. */
    formErrorText: errors._form ?? null,
    draftOffered,
    confirmingLeave: snapshot.matches({ leaveGuard: { dirty: 'confirmingLeave' } }),
    /** Change one field (a typed path, a value of its type). */
    set,
    getFieldProps<P extends FieldPath<V>>(path: P): FieldProps<FieldValue<V, P>> {
      return {
        name: path,
        value: getIn(values, path) as FieldValue<V, P>,
        error: errors[path],
        onChange: (value) => send({ type: 'FIELD.CHANGE', name: path, value }),
      };
    },
    getFormProps() {
      return {
        noValidate: true,
        'aria-busy': busy,
        'data-dirty': context.dirty || undefined,
        onSubmit: (event: { preventDefault: () => void }) => {
          event.preventDefault();
          send({ type: 'FORM.SUBMIT' });
        },
      };
    },
    getSubmitProps() {
      return {
        type: 'submit' as const,
        disabled: busy,
        'data-part': 'submit',
        label: status === 'saving' ? 'Saving…' : busy ? 'Checking…' : isNew ? `Create ${noun}` : 'Save changes',
      };
    },
    getSaveStatusProps() {
      return { role: 'status', 'aria-live': 'polite' as const, 'data-part': 'save-status' };
    },
    getErrorSummaryProps() {
      return { role: 'alert', 'aria-live': 'assertive' as const, 'data-part': 'save-error' };
    },
    getRetryProps() {
      return { type: 'button' as const, onClick: () => send({ type: 'RETRY.CLICK' }) };
    },
    getRestoreDraftProps() {
      return { type: 'button' as const, onClick: () => send({ type: 'DRAFT.RESTORE' }) };
    },
    getDiscardDraftProps() {
      return { type: 'button' as const, onClick: () => send({ type: 'DRAFT.DISCARD' }) };
    },
    getLeaveDialogProps() {
      return { onConfirm: () => send({ type: 'LEAVE_DIALOG.LEAVE' }), onCancel: () => send({ type: 'LEAVE_DIALOG.STAY' }) };
    },
  };
}

export type FormApi<V extends object> = ReturnType<typeof connect<V>>;
