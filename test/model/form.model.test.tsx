import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../../machines/form/form.connect';
import { formMachine, type FormValues, type SaveResult } from '../../machines/form/form.machine';
import { draftKey } from '../../src/features/admin/draftStorage';
import { EntityEditor, useRouteId } from '../../src/features/admin/editorKit';
import { UNSAVED_CHANGES_MESSAGE } from '../../src/features/admin/leaveGuard';
import { TextField } from '../../src/ui/fields';
import { theme } from '../../src/ui/theme';
import { modelWalks } from '../helpers/modelPaths';

/**
 * Model-based tests of the form statechart that serves every editor: paths generated
 * from the statechart for a new item, an existing id and a malformed id, replayed against the real
 * EntityEditor with the machine's actors provided by the test (a fake API whose every answer the
 * path decides). The unsaved-changes guard is part of the same statechart: its paths click the
 * editor's "Back to the list" link and answer the leave dialog, with the page's real listeners.
 * The draft is too, with the page's real storage: a draft found as the page opens is one the test
 * left in sessionStorage before rendering, and every step checks what is kept there. A change of the
 * route's id is a navigation of the test's router (as the Back button or a link would make it).
 */
type Snapshot = SnapshotFrom<typeof formMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const LOADED: FormValues = { title: 'Loaded post', slug: 'loaded-post' };
const EMPTY: FormValues = { title: '', slug: '' };
const LIST_HREF = '/admin/blogs';
const DRAFT: FormValues = { title: 'Kept title', slug: 'kept-title' };
const SCOPE = 'admin-blog-editor';
const EDIT_ROUTE = '/admin/blogs/edit/:id';
/** A new item's save answers with id 7; an existing item's keeps its id. */
const savedFor = (s: Snapshot): SaveResult => ({ id: s.context.id ?? '7', values: { title: 'Saved post', slug: 'saved-post' } });

const eventsFor = (s: Snapshot): AnyEvent[] => [
  { type: 'FIELD.CHANGE', name: 'title', value: 'x' },
  { type: 'FORM.SUBMIT' },
  { type: 'RETRY.CLICK' },
  { type: 'xstate.done.actor.loadItem', output: LOADED },
  { type: 'xstate.error.actor.loadItem', error: { status: 404, code: 'NOT_FOUND', message: 'Not found' } },
  { type: 'xstate.error.actor.loadItem', error: { status: null, code: 'NETWORK', message: 'Cannot reach the server' } },
  { type: 'xstate.done.actor.validate', output: { title: 'ok' } },
  { type: 'xstate.error.actor.validate', error: { fields: { title: 'Required' } } },
  { type: 'xstate.done.actor.saveItem', output: savedFor(s) },
  {
    type: 'xstate.error.actor.saveItem',
    error: { status: 409, code: 'CONFLICT', message: 'That slug is taken', fields: { slug: 'Another post uses this slug' } },
  },
  { type: 'xstate.error.actor.saveItem', error: { status: 503, code: 'UNAVAILABLE', message: 'The server is busy' } },
  { type: 'ROUTER.LEAVE_REQUESTED', destination: { kind: 'path', path: LIST_HREF } },
  { type: 'LEAVE_DIALOG.STAY' },
  { type: 'LEAVE_DIALOG.LEAVE' },
  { type: 'DRAFT.FOUND', values: DRAFT },
  { type: 'DRAFT.RESTORE' },
  { type: 'DRAFT.DISCARD' },
  { type: 'ROUTE.CHANGED', id: '8' },
];

const offered = (s: Snapshot) => connect(s, () => undefined, { noun: 'blog post', nameOf: () => '' }).draftOffered;

/** A draft is found only as the page opens for an item (the storage is read once per item). */
const opening = (s: Snapshot) =>
  s.context.draft === null &&
  !s.context.dirty &&
  s.context.submitCount === 0 &&
  s.context.saveCount === 0 &&
  s.context.loadError === null &&
  (s.matches({ form: 'loading' }) || (s.matches({ form: 'editing' }) && s.context.id === null)) &&
  s.context.id !== '8';

/**
 * While the leave dialog is open the admin can only answer it (the dialog is modal); actors still settle.
 * Once the admin agreed to leave, the page is gone: nothing more happens to it.
 */
const filter = (s: Snapshot, e: AnyEvent) =>
  !s.matches({ leaveGuard: 'released' }) &&
  (e.type !== 'DRAFT.FOUND' || opening(s)) &&
  (!e.type.startsWith('DRAFT.') || e.type === 'DRAFT.FOUND' || offered(s)) &&
  (!s.matches({ leaveGuard: { dirty: 'confirmingLeave' } }) || e.type.startsWith('LEAVE_DIALOG.') || e.type.startsWith('xstate.'));

const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    dirty: s.context.dirty,
    errors: Object.keys(s.context.fieldErrors).sort(),
    hasId: s.context.id !== null,
    offered: offered(s),
  });

/**
 * The route changes from the existing item only: the other item's states are ones the same item reaches
 * (told apart by whether there is an id), so walking them again from every start would add nothing.
 */
const generateWalks = (id: string | null) => {
  const { paths, tours } = modelWalks(formMachine, {
    input: { id, initialValues: EMPTY },
    events: eventsFor,
    serialize,
    filter: (s: Snapshot, e: AnyEvent) => filter(s, e) && (e.type !== 'ROUTE.CHANGED' || id === '5'),
    label: id ?? 'new',
  });
  return { paths: paths.map((p) => ({ ...p, id })), tours: tours.map((p) => ({ ...p, id })) };
};

const walks = [generateWalks(null), generateWalks('5'), generateWalks('abc')];
const paths = walks.flatMap((w) => w.paths);
const tours = walks.flatMap((w) => w.tours);

interface PostValues {
  title: string;
  slug: string;
}

/** The editor page as defineEditor makes it, with the test's statechart: the id comes from the route. */
function Editor({ logic }: { logic: typeof formMachine }) {
  const id = useRouteId(EDIT_ROUTE);
  return (
    <EntityEditor<PostValues>
      logic={logic}
      id={id}
      empty={EMPTY as unknown as PostValues}
      noun="blog post"
      dataPage={SCOPE}
      listHref={LIST_HREF}
      editHref={(i) => `/admin/blogs/edit/${i}`}
      nameOf={(v) => v.title}
    >
      {({ bind }) => (
        <>
          <TextField label="Title" {...bind('title')} />
          <TextField label="Slug" {...bind('slug')} />
        </>
      )}
    </EntityEditor>
  );
}

afterEach(() => sessionStorage.clear());

/** What the draft storage holds for the item on screen. */
const storedDraft = (s: Snapshot) => JSON.parse(sessionStorage.getItem(draftKey(SCOPE, s.context.id)) ?? 'null') as unknown;

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

function renderEditor(id: string | null) {
  const pending: Record<string, Deferred[]> = { loadItem: [], validate: [], saveItem: [] };
  // An actor stopped by its state's exit (a route change while loading) answers nothing any more.
  const hold =
    (name: string) =>
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<never>((resolve, reject) => {
        const deferred = { resolve: resolve as (v: unknown) => void, reject };
        pending[name].push(deferred);
        signal.addEventListener('abort', () => pending[name].splice(pending[name].indexOf(deferred), 1));
      });
  // The page's beforeunload and link listeners and its draft storage are EntityEditor's own (provided by it, not by the test).
  const logic = formMachine.provide({
    actors: {
      loadItem: fromPromise<FormValues, { id: string }>(hold('loadItem')),
      validate: fromPromise<unknown, { values: FormValues }>(hold('validate')),
      saveItem: fromPromise<SaveResult, { id: string | null; data: unknown }>(hold('saveItem')),
    },
  });
  const location = memoryLocation({ path: id ? `/admin/blogs/edit/${id}` : '/admin/blogs/new', record: true });
  render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path={LIST_HREF}>
            <h1>Blogs</h1>
          </Route>
          <Route>
            <Editor logic={logic} />
          </Route>
        </Switch>
      </Router>
    </ThemeProvider>,
  );
  const settle = (name: string, how: 'resolve' | 'reject', value: unknown) => {
    const d = pending[name].shift();
    if (!d) throw new Error(`no pending ${name} to ${how}`);
    d[how](value);
  };
  return { settle, location };
}

function beforeUnloadIsBlocked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function expectUiFor(state: Snapshot) {
  if (state.matches({ leaveGuard: 'released' })) {
    // The admin agreed to lose the changes: the list is shown and nothing asks any more.
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(beforeUnloadIsBlocked()).toBe(false);
    return;
  }
  const value = state.value.form;
  // The guard: the page warns before unloading exactly while the form is dirty, and asks in a dialog when leaving.
  expect(beforeUnloadIsBlocked()).toBe(state.matches({ leaveGuard: 'dirty' }));
  const dialog = screen.queryByRole('alertdialog', { name: 'Leave this page?' });
  if (state.matches({ leaveGuard: { dirty: 'confirmingLeave' } })) {
    expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_MESSAGE);
    expect(within(dialog!).getByRole('button', { name: 'Stay' })).toHaveFocus();
  } else {
    expect(dialog).toBeNull();
  }
  const submit = () => screen.getByRole('button', { name: /^(Create blog post|Save changes|Saving…|Checking…)$/ });
  switch (value) {
    case 'notFound':
      expect(screen.getByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
      break;
    case 'loading':
      expect(screen.getByRole('status')).toHaveTextContent('Loading the blog post…');
      break;
    case 'loadFailed':
      expect(screen.getByRole('alert')).toHaveTextContent(`Could not load the blog post: ${state.context.loadError}`);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      break;
    case 'validating':
      expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
      break;
    case 'saving':
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      break;
    case 'saved':
      expect(screen.getByText(`Saved “${String(state.context.values.title)}”.`)).toBeInTheDocument();
      expect(submit()).toBeEnabled();
      break;
    case 'saveFailed':
      expect(screen.getByRole('alert')).toHaveTextContent(`Could not save: ${state.context.formError}`);
      expect(submit()).toBeEnabled();
      break;
    case 'editing':
      expect(submit()).toBeEnabled();
      expect(screen.queryByText(/^Saved “/)).toBeNull();
      break;
    default:
      throw new Error(`no UI check for ${value}`);
  }
  if (['editing', 'saved', 'saveFailed', 'validating', 'saving'].includes(value)) {
    // The entered data is always what the statechart holds, and every field error shows on its field.
    expect(screen.getByLabelText('Title')).toHaveValue(String(state.context.values.title));
    for (const label of ['Title', 'Slug']) {
      const message = state.context.fieldErrors[label.toLowerCase()];
      const input = screen.getByLabelText(label);
      if (message) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(message);
      } else {
        expect(input).not.toHaveAttribute('aria-invalid');
      }
    }
    expect(screen.queryByText('Unsaved changes') !== null).toBe(state.context.dirty);
  }
  // A draft kept earlier is offered exactly when the connect layer says so; changes are kept as they are made.
  expect(screen.queryByRole('button', { name: 'Restore them' }) !== null).toBe(offered(state));
  if (state.context.dirty) expect(storedDraft(state)).toEqual(state.context.values);
}

describe('form statechart, model-based (one form statechart serves every editor)', () => {
  it('covers every state of the statechart', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value.form)));
    expect([...states].sort()).toEqual(['editing', 'loadFailed', 'loading', 'notFound', 'saveFailed', 'saved', 'saving', 'validating']);
    const guard = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value.leaveGuard))));
    expect([...guard].sort()).toEqual(['"clean"', '"released"', '{"dirty":"confirmingLeave"}', '{"dirty":"watching"}']);
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    for (const type of ['DRAFT.FOUND', 'DRAFT.RESTORE', 'DRAFT.DISCARD', 'ROUTE.CHANGED']) expect(events).toContain(type);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    // A draft found as the page opens: the test leaves it where the page's storage looks, before rendering.
    const found = path.steps[1]?.event.type === 'DRAFT.FOUND';
    if (found) sessionStorage.setItem(draftKey(SCOPE, path.id), JSON.stringify(DRAFT));
    const { settle, location } = renderEditor(path.id);
    const user = userEvent.setup();
    let before = path.steps[0].state;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'xstate.init':
          // With a draft kept, the page opens with it found (the next step).
          if (found) continue;
          break;
        case 'DRAFT.FOUND':
          await act(async () => undefined);
          break;
        case 'DRAFT.RESTORE':
          await user.click(screen.getByRole('button', { name: 'Restore them' }));
          expect(screen.getByLabelText('Title')).toHaveValue(String(DRAFT.title));
          break;
        case 'DRAFT.DISCARD':
          await user.click(screen.getByRole('button', { name: 'Discard them' }));
          expect(sessionStorage.getItem(draftKey(SCOPE, before.context.id))).toBeNull();
          break;
        case 'ROUTE.CHANGED':
          // The Back button or a typed address: nothing asks, the same page shows the other item.
          act(() => location.navigate(`/admin/blogs/edit/${String(event.id)}`));
          break;
        case 'FIELD.CHANGE': {
          const title = screen.getByLabelText('Title');
          await user.clear(title);
          await user.type(title, String(event.value));
          break;
        }
        case 'FORM.SUBMIT':
          await user.click(screen.getByRole('button', { name: /^(Create blog post|Save changes)$/ }));
          break;
        case 'RETRY.CLICK':
          await user.click(screen.getByRole('button', { name: 'Try again' }));
          break;
        case 'ROUTER.LEAVE_REQUESTED': {
          const before = location.history.length;
          await user.click(screen.getByRole('link', { name: 'Back to the list' }));
          // Asked first: the link did not navigate.
          expect(location.history).toHaveLength(before);
          break;
        }
        case 'LEAVE_DIALOG.STAY': {
          const before = location.history.length;
          await user.click(screen.getByRole('button', { name: 'Stay' }));
          expect(location.history).toHaveLength(before);
          expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveFocus();
          break;
        }
        case 'LEAVE_DIALOG.LEAVE': {
          const before = location.history.length;
          await user.click(screen.getByRole('button', { name: 'Leave' }));
          // The navigation the admin asked for goes on.
          expect(location.history.slice(before)).toEqual([LIST_HREF]);
          break;
        }
        default: {
          const m = event.type.match(/^xstate\.(done|error)\.actor\.(\w+)$/);
          if (!m) throw new Error(`no way to send ${event.type}`);
          await act(async () => settle(m[2], m[1] === 'done' ? 'resolve' : 'reject', m[1] === 'done' ? event.output : event.error));
          if (event.type === 'xstate.done.actor.saveItem') {
            // A new item, once saved, lives at its edit address (ITEM.CREATED); the same editor stays. Saved changes are no draft.
            if (before.context.id === null) expect(location.history.at(-1)).toBe('/admin/blogs/edit/7');
            expect(sessionStorage.getItem(draftKey(SCOPE, before.context.id))).toBeNull();
          }
        }
      }
      expectUiFor(state);
      before = state;
    }
  });
});
