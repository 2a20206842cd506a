import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { useLocation, useRoute } from 'wouter';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { connect, type FormApi } from '../../../machines/form/form.connect';
import { formMachine, type FormMachine, type FormValues, type SaveResult } from '../../../machines/form/form.machine';
import { fieldErrorsFrom } from '../../domain/fieldErrors';
import { changedFieldLines, type RecordChange } from '../../domain/history';
import { RecordHistory } from './RecordHistory';
import { Button, Spinner, useDocumentTitle } from '../../ui/primitives';
import { useOptionalAdminAuthActor } from './adminAuth';
import { ActionLink, Banner, PageTop } from './adminUi';
import { ConfirmDialog } from './ConfirmDialog';
import { sessionDraftStorage } from './draftStorage';
import { UNSAVED_CHANGES_MESSAGE, guardLinks, useRegisterLeaveGuard, warnBeforeUnload } from './leaveGuard';

/** A text input's value as a number: blank is null, anything unreadable is NaN (zod then reports it). */
export function numberOrNull(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

export const numberText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/** What an editor needs of its resource's API module (`makeResource` gives it). */
export interface EditorResource<T, TInput> {
  get: (id: string, signal?: AbortSignal) => Promise<T>;
  create: (input: TInput, signal?: AbortSignal) => Promise<T>;
  update: (id: string, input: TInput, signal?: AbortSignal) => Promise<T>;
}

/** Where an editor lives: its list, its edit route (with `:id`; none for a single record) and an item's edit address. */
export interface EditorRoutes {
  list: string;
  edit?: string;
  editHref: (id: string) => string;
}

/** How an editor page presents its item. */
export interface EditorView<V> {
  /** What is edited, as the page says it ("blog post"). */
  noun: string;
  /** The page's `data-page`. */
  dataPage: string;
  nameOf: (values: V) => string;
}

export interface EditorDefinition<T extends { id: number | string }, TInput, V extends object> extends EditorView<V> {
  resource: EditorResource<T, TInput>;
  schema: z.ZodType<TInput>;
  /** The empty form of a new item. */
  empty: V;
  toValues: (entity: T) => V;
  /** The values as the schema reads them (numbers from text, lists from lines). */
  toInput: (values: V) => unknown;
  routes: EditorRoutes;
  /** The one record's id, for an editor of a single record (no id in the route). */
  singletonId?: string;
  /** The record's history under the form (who changed what, restore a version), once it exists. */
  history?: EditorHistory;
}

/** How an editor reads and restores its record's history. */
export interface EditorHistory {
  load: (id: string, signal: AbortSignal) => Promise<RecordChange[]>;
  restore: (id: string, changeId: number) => Promise<unknown>;
  /** How the change lines name the record's fields ("Title"); a field not named here goes by its own name. */
  labels?: Record<string, string>;
}

/** The history of the record an editor shows; a restore starts the editor again from the record. */
function EditorRecordHistory({
  id,
  noun,
  history,
  onRestored,
  version,
}: {
  id: string;
  noun: string;
  history: EditorHistory;
  onRestored: () => void;
  /** How many times the editor has saved the record: each save reads the history again. */
  version: number;
}) {
  const load = useCallback((signal: AbortSignal) => history.load(id, signal), [history, id]);
  const restore = useCallback((change: RecordChange) => history.restore(id, change.id), [history, id]);
  const describe = useCallback((change: RecordChange) => changedFieldLines(change, history.labels), [history]);
  return <RecordHistory<RecordChange> noun={noun} load={load} restore={restore} describe={describe} onRestored={onRestored} version={version} />;
}

/** What an editor's form body gets: the values, typed field props and a typed setter (from the connect layer). */
export interface EditorRenderProps<V extends object> {
  values: V;
  errors: FormApi<V>['errors'];
  bind: FormApi<V>['getFieldProps'];
  set: FormApi<V>['set'];
}

export interface EditorPageProps<V extends object> {
  children: (props: EditorRenderProps<V>) => ReactNode;
  /** Beside the submit button: links that need the saved item (View on the site). */
  extraActions?: (values: V, savedId: string | null) => ReactNode;
}

/** The form statechart with one entity's API and zod schema provided. */
function editorLogic<T extends { id: number | string }, TInput, V extends object>(config: EditorDefinition<T, TInput, V>) {
  const values = (entity: T) => config.toValues(entity) as unknown as FormValues;
  return formMachine.provide({
    actors: {
      loadItem: fromPromise<FormValues, { id: string }>(({ input, signal }) => config.resource.get(input.id, signal).then(values)),
      validate: fromPromise<unknown, { values: FormValues }>(async ({ input }) => {
        const result = config.schema.safeParse(config.toInput(input.values as unknown as V));
        if (result.success) return result.data;
        throw { fields: fieldErrorsFrom(result.error.issues) };
      }),
      saveItem: fromPromise<SaveResult, { id: string | null; data: unknown }>(async ({ input, signal }) => {
        const data = input.data as TInput;
        const saved = input.id === null ? await config.resource.create(data, signal) : await config.resource.update(input.id, data, signal);
        return { id: String(saved.id), values: values(saved) };
      }),
    },
  });
}

/** The route's id (null on a new-item address, or where the route has none). */
export function useRouteId(pattern: string | undefined): string | null {
  const [, params] = useRoute<{ id: string }>(pattern ?? '');
  return pattern ? (params?.id ?? null) : null;
}

/**
 * One admin editor: its statechart (API, schema and values provided) and its page, which reads the item's
 * id from the route. Every admin editor is one call of this.
 */
export function defineEditor<T extends { id: number | string }, TInput, V extends object>(config: EditorDefinition<T, TInput, V>) {
  const logic = editorLogic(config);
  const { routes, empty, singletonId, history, ...view } = config;
  function EditorPage({ children, extraActions }: EditorPageProps<V>) {
    const routeId = useRouteId(routes.edit);
    const id = singletonId ?? routeId;
    // A restored version starts the editor again from the record.
    const [loads, setLoads] = useState(0);
    const reload = useCallback(() => setLoads((n) => n + 1), []);
    // The history shows once the record has loaded (not under a record that failed to load or does not
    // exist), and stays while a restore reloads the form.
    const [loadedId, setLoadedId] = useState<string | null>(null);
    const onLoaded = useCallback(() => setLoadedId(id), [id]);
    // A save is a change in the history: the history under the form reads it again.
    const [saves, setSaves] = useState(0);
    return (
      <>
        <EntityEditor<V>
          key={loads}
          logic={logic}
          id={id}
          empty={empty}
          listHref={routes.list}
          editHref={routes.editHref}
          extraActions={extraActions}
          onLoaded={onLoaded}
          onSaved={setSaves}
          {...view}
        >
          {children}
        </EntityEditor>
        {history && id !== null && loadedId === id ? (
          <EditorRecordHistory id={id} noun={view.noun} history={history} onRestored={reload} version={saves} />
        ) : null}
      </>
    );
  }
  return { logic, EditorPage };
}

const Form = styled.form`
  max-width: 860px;
  fieldset.group {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.md};
    margin: 0 0 ${({ theme }) => theme.space.md};
    min-width: 0;
  }
  fieldset.group > legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  .grid {
    display: grid;
    gap: 0 ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
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
 * The editor page of one entity (new or edit/{id}): the form statechart drives loading, validating, saving,
 * the draft and the unsaved-changes guard; its connect layer makes the props this component renders. A
 * change of the route's id goes to the statechart (ROUTE.CHANGED): the same page, mounted once, moves from
 * a new item to its edit address when the item is created (ITEM.CREATED).
 */
export function EntityEditor<V extends object>({
  logic,
  id,
  empty,
  noun,
  dataPage,
  listHref,
  editHref,
  nameOf,
  children,
  extraActions,
  onLoaded,
  onSaved,
}: EditorView<V> &
  EditorPageProps<V> & {
    logic: FormMachine;
    /** The route's id: null for a new item. */
    id: string | null;
    empty: V;
    listHref: string;
    editHref: (id: string) => string;
    /** Called when the record has loaded (or a new one's empty form is ready). */
    onLoaded?: () => void;
    /** Called with the number of saves so far, after each one. */
    onSaved?: (saves: number) => void;
  }) {
  const [pageLogic] = useState(() => logic.provide({ actors: { warnBeforeUnload, guardLinks, draftStorage: sessionDraftStorage(dataPage) } }));
  const actor = useActorRef(pageLogic, { input: { id, initialValues: empty as unknown as FormValues } });
  const snapshot = useSelector(actor, (s) => s);
  const api = connect<V>(snapshot, actor.send, { noun, nameOf });
  const [, navigate] = useLocation();
  const authActor = useOptionalAdminAuthActor();
  const formRef = useRef<HTMLFormElement>(null);
  const focusedAttempt = useRef(0);
  useDocumentTitle(`${api.title} – Admin`);
  useRegisterLeaveGuard(actor);
  useEffect(() => actor.send({ type: 'ROUTE.CHANGED', id }), [actor, id]);
  // What the statechart asks the page to do: go where a navigation was allowed to go, or to a new item's edit address.
  useEffect(() => {
    const allowed = actor.on('LEAVE.ALLOWED', ({ destination }) => {
      if (destination.kind === 'path') navigate(destination.path);
      else authActor?.send({ type: 'SIGN_OUT.CLICK' });
    });
    const created = actor.on('ITEM.CREATED', ({ id: newId }) => navigate(editHref(newId), { replace: true }));
    return () => {
      allowed.unsubscribe();
      created.unsubscribe();
    };
  }, [actor, navigate, authActor, editHref]);

  // After a refused attempt, move focus to the first field in error (once per attempt), unless the leave
  // dialog is open: focus stays in the dialog, and goes back to what opened it when the admin stays.
  const { status, errorCount, submitCount, confirmingLeave } = api;
  const loaded = status !== 'starting' && status !== 'loading' && status !== 'loadFailed' && status !== 'notFound';
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);
  const { saveCount } = snapshot.context;
  useEffect(() => {
    if (saveCount > 0) onSaved?.(saveCount);
  }, [saveCount, onSaved]);
  useEffect(() => {
    if ((status === 'editing' || status === 'saveFailed') && errorCount > 0 && submitCount > focusedAttempt.current) {
      focusedAttempt.current = submitCount;
      if (confirmingLeave) return;
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input, select, textarea') : first)?.focus();
    }
  }, [status, errorCount, submitCount, confirmingLeave]);

  if (status === 'notFound') {
    return (
      <section data-page={dataPage} data-state="not-found">
        <PageTop>
          <h1>{api.notFoundHeading}</h1>
        </PageTop>
        <p>{api.notFoundText}</p>
        <ActionLink href={listHref} $variant="secondary">
          Back to the list
        </ActionLink>
      </section>
    );
  }
  if (status === 'starting' || status === 'loading') return <Spinner label={api.loadingLabel} />;
  if (status === 'loadFailed') {
    return (
      <section data-page={dataPage} data-state="load-failed">
        <PageTop>
          <h1>{api.title}</h1>
        </PageTop>
        <Banner $tone="error" role="alert">
          {api.loadErrorText}
        </Banner>
        <Button {...api.getRetryProps()}>Try again</Button>
      </section>
    );
  }

  const { label: submitLabel, ...submitProps } = api.getSubmitProps();
  return (
    <section data-page={dataPage} data-state={status}>
      <PageTop>
        <h1>{api.heading}</h1>
        <ActionLink href={listHref} $variant="ghost">
          Back to the list
        </ActionLink>
      </PageTop>
      {api.draftOffered ? (
        <Banner $tone="info" data-part="draft-offer">
          Unsaved changes from your last visit to this page were kept (for example when your session expired).{' '}
          <Button $variant="secondary" {...api.getRestoreDraftProps()}>
            Restore them
          </Button>{' '}
          <Button $variant="ghost" {...api.getDiscardDraftProps()}>
            Discard them
          </Button>
        </Banner>
      ) : null}
      <div {...api.getSaveStatusProps()}>{api.savedText ? <Banner $tone="success">{api.savedText}</Banner> : null}</div>
      <div {...api.getErrorSummaryProps()}>{api.errorSummaryText ? <Banner $tone="error">{api.errorSummaryText}</Banner> : null}</div>
      <Form ref={formRef} {...api.getFormProps()}>
        {children({ values: api.values, errors: api.errors, bind: api.getFieldProps, set: api.set })}
        {api.formErrorText ? <Banner $tone="error">{api.formErrorText}</Banner> : null}
        <SubmitBar>
          <Button {...submitProps}>{submitLabel}</Button>
          {api.dirty ? <span>Unsaved changes</span> : null}
          {extraActions?.(api.values, api.id)}
        </SubmitBar>
      </Form>
      {confirmingLeave ? (
        <ConfirmDialog title="Leave this page?" message={UNSAVED_CHANGES_MESSAGE} confirmLabel="Leave" cancelLabel="Stay" {...api.getLeaveDialogProps()} />
      ) : null}
    </section>
  );
}
