import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { useLocation, useRoute } from 'wouter';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { formMachine, type FieldErrors, type FormValues, type SaveResult } from '../../../machines/form/form.machine';
import { fieldErrorsFrom } from '../../domain/fieldErrors';
import { Button, Spinner, useDocumentTitle } from '../../ui/primitives';
import { useOptionalAdminAuthActor } from './adminAuth';
import { ActionLink, Banner, PageTop } from './adminUi';
import { ConfirmDialog } from './ConfirmDialog';
import { UNSAVED_CHANGES_MESSAGE, guardLinks, useRegisterLeaveGuard, warnBeforeUnload } from './leaveGuard';

const DRAFT_PREFIX = 'gantavya:admin-draft:';

function readDraft<V>(key: string): V | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as V) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is a convenience only.
  }
}

function removeDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Read a value at a dotted path (`tuition.max`, `branches.0.email`). */
export function getIn(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), values);
}

/** A text input's value as a number: blank is null, anything unreadable is NaN (zod then reports it). */
export function numberOrNull(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

export const numberText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

export interface EntityApi<T, TInput> {
  get: (id: string, signal?: AbortSignal) => Promise<T>;
  create: (input: TInput, signal?: AbortSignal) => Promise<T>;
  update: (id: string, input: TInput, signal?: AbortSignal) => Promise<T>;
}

export interface EditorConfig<T extends { id: number }, TInput, V extends FormValues> {
  api: EntityApi<T, TInput>;
  schema: z.ZodType<TInput>;
  emptyValues: V;
  toValues: (entity: T) => V;
  toInput: (values: V) => unknown;
}

/** The form statechart with one entity's API and zod schema provided. */
export function editorMachineFor<T extends { id: number }, TInput, V extends FormValues>(config: EditorConfig<T, TInput, V>) {
  return formMachine.provide({
    actors: {
      loadItem: fromPromise<FormValues, { id: string }>(({ input, signal }) => config.api.get(input.id, signal).then(config.toValues)),
      validate: fromPromise<unknown, { values: FormValues }>(async ({ input }) => {
        const result = config.schema.safeParse(config.toInput(input.values as V));
        if (result.success) return result.data;
        throw { fields: fieldErrorsFrom(result.error.issues) };
      }),
      saveItem: fromPromise<SaveResult, { id: string | null; data: unknown }>(async ({ input, signal }) => {
        const data = input.data as TInput;
        const saved = input.id === null ? await config.api.create(data, signal) : await config.api.update(input.id, data, signal);
        return { id: String(saved.id), values: config.toValues(saved) };
      }),
    },
  });
}

export type EditorLogic = ReturnType<typeof editorMachineFor>;

/**
 * The React key of an editor on a new/edit route: a new entity's editor stays mounted (and keeps
 * its "Saved" message) when the page moves to /edit/{its id}; any other change of route starts afresh.
 */
export function useEditorKey(pattern: string, editHref: (id: string) => string): { id: string | null; key: string; onCreated: (id: string) => void } {
  const [, params] = useRoute<{ id: string }>(pattern);
  const [location, navigate] = useLocation();
  const id = params?.id ?? null;
  const [created, setCreated] = useState({ id: '', key: 'new-0', arrived: false, generation: 0 });
  if (id !== null && id === created.id && !created.arrived) setCreated({ ...created, arrived: true });
  const key =
    id === null ? (created.id && !created.arrived ? created.key : `new-${created.generation}`) : id === created.id ? created.key : `edit-${id}`;
  const onCreated = useCallback(
    (newId: string) =>
      setCreated((c) => (c.id === newId ? c : { id: newId, key: `new-${c.generation}`, arrived: false, generation: c.generation + 1 })),
    [],
  );
  // Move to the edit address only once the key above knows the new id (so the editor is not remounted).
  const target = created.id ? editHref(created.id) : null;
  useEffect(() => {
    if (target && id === null && location !== target) navigate(target, { replace: true });
    // Only when a new id was recorded: later visits to /new must stay there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return { id, key, onCreated };
}

/** One field's value, error and change handler, read from the form statechart. */
export interface Bind {
  <K = string>(path: string): { value: K; error?: string; onChange: (value: unknown) => void; name: string };
}

export interface EditorRenderProps<V> {
  values: V;
  errors: FieldErrors;
  bind: Bind;
  set: (path: string, value: unknown) => void;
}

const Form = styled.form`
  max-width: 860px;
  fieldset.group { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: ${({ theme }) => theme.space.md}; margin: 0 0 ${({ theme }) => theme.space.md}; min-width: 0; }
  fieldset.group > legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space.xs}; }
  .grid { display: grid; gap: 0 ${({ theme }) => theme.space.md}; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
`;

const SubmitBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * The editor page of one entity (new or edit/{id}): the form statechart drives loading, validating,
 * saving and their failures; this component only renders its snapshot and sends events.
 */
export function EntityEditor<V extends FormValues>({
  logic, id, emptyValues, noun, dataPage, listHref, editHref, nameOf, children, extraActions, onCreated,
}: {
  logic: EditorLogic;
  id: string | null;
  emptyValues: V;
  /** Told the new id when a new entity is first saved (before the page moves to its edit address). */
  onCreated?: (id: string) => void;
  noun: string;
  dataPage: string;
  listHref: string;
  editHref: (id: string) => string;
  nameOf: (values: V) => string;
  children: (props: EditorRenderProps<V>) => ReactNode;
  extraActions?: (values: V, savedId: string | null) => ReactNode;
}) {
  // The page's side of the unsaved-changes guard: its listeners run while the statechart is dirty.
  const actor = useActorRef(logic.provide({ actors: { warnBeforeUnload, guardLinks } }), { input: { id, initialValues: emptyValues } });
  const state = useSelector(actor, (s) => s.value.form);
  const confirmingLeave = useSelector(actor, (s) => s.matches({ leaveGuard: { dirty: 'confirmingLeave' } }));
  const values = useSelector(actor, (s) => s.context.values) as V;
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const formError = useSelector(actor, (s) => s.context.formError);
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const dirty = useSelector(actor, (s) => s.context.dirty);
  const savedId = useSelector(actor, (s) => s.context.id);
  const saveCount = useSelector(actor, (s) => s.context.saveCount);
  const submitCount = useSelector(actor, (s) => s.context.submitCount);
  const [location, navigate] = useLocation();
  const authActor = useOptionalAdminAuthActor();
  const [draftKey] = useState(() => `${DRAFT_PREFIX}${location}`);
  const [draft, setDraft] = useState<V | null>(() => readDraft<V>(draftKey));
  const formRef = useRef<HTMLFormElement>(null);
  const focusedAttempt = useRef(0);
  const isNew = id === null;
  const title = isNew && saveCount === 0 ? `New ${noun}` : `Edit ${noun}`;
  useDocumentTitle(`${title} – Admin`);
  useRegisterLeaveGuard(actor);
  // A navigation the statechart let go on: nothing to lose, or the admin agreed to lose it.
  useEffect(() => {
    const subscription = actor.on('LEAVE.ALLOWED', ({ destination }) => {
      if (destination.kind === 'path') navigate(destination.path);
      else authActor?.send({ type: 'SIGN_OUT.CLICK' });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, authActor]);

  const errorCount = Object.keys(errors).length;
  // After a failed attempt, move focus to the first field in error (once per attempt), unless the leave
  // dialog is open: focus stays in the dialog, and goes back to what opened it when the admin stays.
  useEffect(() => {
    if ((state === 'editing' || state === 'saveFailed') && errorCount > 0 && submitCount > focusedAttempt.current) {
      focusedAttempt.current = submitCount;
      if (confirmingLeave) return;
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input, select, textarea') : first)?.focus();
    }
  }, [state, errorCount, submitCount, confirmingLeave]);

  // Unsaved changes survive an expired session or the Back button: kept in sessionStorage while dirty and
  // offered back on the next visit to the page; dropped when saved or when the admin agrees to discard them.
  useEffect(() => {
    if (dirty) writeDraft(draftKey, values);
    else if (state === 'saved') removeDraft(draftKey);
  }, [dirty, values, state, draftKey]);
  useEffect(
    () => () => {
      // Leaving with unsaved changes the admin did not agree to lose (session expired, Back button): keep them.
      const snapshot = actor.getSnapshot();
      const discarded = snapshot.matches({ leaveGuard: 'released' });
      if (!snapshot.context.dirty || (discarded && !authActor?.getSnapshot().matches('expired'))) removeDraft(draftKey);
    },
    [actor, authActor, draftKey],
  );
  const offerDraft = draft !== null && state === 'editing' && !dirty && JSON.stringify(draft) !== JSON.stringify(values);

  // A new entity, once saved, lives at its edit address (the same editor instance stays mounted).
  useEffect(() => {
    if (savedId && saveCount > 0 && location !== editHref(savedId)) {
      if (onCreated) onCreated(savedId);
      else navigate(editHref(savedId), { replace: true });
    }
  }, [savedId, saveCount, location, editHref, navigate, onCreated]);

  if (state === 'notFound') {
    return (
      <section data-page={dataPage} data-state="not-found">
        <PageTop>
          <h1>{noun[0].toUpperCase() + noun.slice(1)} not found</h1>
        </PageTop>
        <p>There is no {noun} with the id “{id}”. It may have been deleted.</p>
        <ActionLink href={listHref} $variant="secondary">
          Back to the list
        </ActionLink>
      </section>
    );
  }
  if (state === 'starting' || state === 'loading') return <Spinner label={`Loading the ${noun}…`} />;
  if (state === 'loadFailed') {
    return (
      <section data-page={dataPage} data-state="load-failed">
        <PageTop>
          <h1>{title}</h1>
        </PageTop>
        <Banner $tone="error" role="alert">
          Could not load the {noun}: {loadError}
        </Banner>
        <Button type="button" onClick={() => actor.send({ type: 'RETRY.CLICK' })}>
          Try again
        </Button>
      </section>
    );
  }

  const set = (path: string, value: unknown) => actor.send({ type: 'FIELD.CHANGE', name: path, value });
  const bind = ((path: string) => ({ name: path, value: getIn(values, path), error: errors[path], onChange: (v: unknown) => set(path, v) })) as Bind;
  const busy = state === 'validating' || state === 'saving';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'FORM.SUBMIT' });
  };
  const name = nameOf(values);

  return (
    <section data-page={dataPage} data-state={state}>
      <PageTop>
        <h1>
          {title}
          {!isNew || saveCount > 0 ? (name ? `: ${name}` : '') : ''}
        </h1>
        <ActionLink href={listHref} $variant="ghost">
          Back to the list
        </ActionLink>
      </PageTop>
      {offerDraft ? (
        <Banner $tone="info" data-part="draft-offer">
          Unsaved changes from your last visit to this page were kept (for example when your session expired).{' '}
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              for (const [name, value] of Object.entries(draft)) actor.send({ type: 'FIELD.CHANGE', name, value });
              setDraft(null);
            }}
          >
            Restore them
          </Button>{' '}
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              removeDraft(draftKey);
              setDraft(null);
            }}
          >
            Discard them
          </Button>
        </Banner>
      ) : null}
      <div role="status" aria-live="polite" data-part="save-status">
        {state === 'saved' ? <Banner $tone="success">Saved “{name}”.</Banner> : null}
      </div>
      <div role="alert" aria-live="assertive" data-part="save-error">
        {state === 'saveFailed' ? (
          <Banner $tone="error">
            Could not save: {formError}
            {errorCount > 0 ? ` (${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention)` : ''}
          </Banner>
        ) : null}
        {state === 'editing' && errorCount > 0 && submitCount > 0 ? (
          <Banner $tone="error">
            Please correct the {errorCount} {errorCount === 1 ? 'field' : 'fields'} marked below.
          </Banner>
        ) : null}
      </div>
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} data-dirty={dirty || undefined}>
        {children({ values, errors, bind, set })}
        {errors._form ? <Banner $tone="error">{errors._form}</Banner> : null}
        <SubmitBar>
          <Button type="submit" disabled={busy}>
            {state === 'saving' ? 'Saving…' : busy ? 'Checking…' : isNew && saveCount === 0 ? `Create ${noun}` : 'Save changes'}
          </Button>
          {dirty ? <span>Unsaved changes</span> : null}
          {extraActions?.(values, savedId)}
        </SubmitBar>
      </Form>
      {confirmingLeave ? (
        <ConfirmDialog
          title="Leave this page?"
          message={UNSAVED_CHANGES_MESSAGE}
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={() => actor.send({ type: 'LEAVE_DIALOG.LEAVE' })}
          onCancel={() => actor.send({ type: 'LEAVE_DIALOG.STAY' })}
        />
      ) : null}
    </section>
  );
}
