import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SnapshotFrom } from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkImportMachine, type ChosenFile } from '../../machines/bulk-import/bulk-import.machine';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, type ImportApplyResult, type ImportPreview } from '../../src/domain/bulk';
import { resultText } from '../../src/features/admin/ImportPage';
import { installFakeApi, type FakeApi, type FakeResponse } from '../component/support/fakeAdminApi';
import { ADMIN_CODE_WAIT_MS, loadAdminCode, renderApp } from '../component/support/renderAdmin';
import { modelWalks } from '../helpers/modelPaths';

beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

/**
 * Model-based tests of the admin's CSV import: paths generated from the bulk-import statechart, replayed
 * on the real /admin/import/consultancies page. A file is chosen through the file picker (one too large,
 * one that cannot be read, or a good one); the server's answers to the preview and the apply are held by
 * the test and released as the path's done/error steps.
 */
type Snapshot = SnapshotFrom<typeof bulkImportMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const CSV = 'id,version,name\n';
const small: ChosenFile = { name: 'consultancies.csv', size: CSV.length, file: null };
const large: ChosenFile = { name: 'huge.csv', size: IMPORT_MAX_BYTES + 1, file: null };
const PREVIEW: ImportPreview = {
  resource: 'consultancies',
  counts: { new: 1, changed: 1, unchanged: 5, conflict: 1, rejected: 1 },
  token: 'token-1',
  rows: [
    { line: 2, action: 'changed', id: 1, name: 'Alpha', problems: [], changedColumns: ['rating'], duplicates: [] },
    {
      line: 3,
      action: 'rejected',
      id: null,
      name: 'Beta',
      problems: [{ column: 'rating', reason: 'Enter a number, such as 4.5' }],
      changedColumns: [],
      duplicates: [],
    },
    {
      line: 4,
      action: 'conflict',
      id: 3,
      name: 'Gamma',
      problems: [{ column: 'version', reason: 'Edited since the export.' }],
      changedColumns: ['phone'],
      duplicates: [],
    },
    { line: 5, action: 'new', id: null, name: 'Delta', problems: [], changedColumns: [], duplicates: [{ reason: 'same website', id: 9, name: 'Delta Ltd' }] },
  ],
};
const RESULT: ImportApplyResult = { resource: 'consultancies', created: 1, updated: 1, unchanged: 5, skippedConflicts: 1, rejected: 1 };
const PREVIEW_ERROR = 'Line 2: A quoted cell is not closed: a double quote (") is missing.';
const STALE = 'The records changed since the preview (or the file is not the one previewed): preview the file again before importing it.';

const events: AnyEvent[] = [
  { type: 'FILE.CHOSEN', file: small },
  { type: 'FILE.CHOSEN', file: large },
  { type: 'xstate.done.actor.readFile', output: CSV },
  { type: 'xstate.error.actor.readFile', error: new Error('unreadable') },
  { type: 'xstate.done.actor.previewImport', output: PREVIEW },
  { type: 'xstate.error.actor.previewImport', error: { message: PREVIEW_ERROR } },
  { type: 'OVERWRITE.TOGGLE', checked: true },
  { type: 'APPLY.CLICK' },
  { type: 'PREVIEW_AGAIN.CLICK' },
  { type: 'START_OVER.CLICK' },
  { type: 'xstate.done.actor.applyImport', output: RESULT },
  { type: 'xstate.error.actor.applyImport', error: { message: STALE } },
];

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, error: s.context.error !== null, overwrite: s.context.overwriteConflicts });
const { paths, tours } = modelWalks(bulkImportMachine, { events, serialize, input: { resource: 'consultancies' } });

/** The server's answers to one kind of call, held until the path releases them. */
function hold(fake: FakeApi, pattern: RegExp) {
  const pending: ((r: FakeResponse) => void)[] = [];
  fake.override('POST', pattern, () => new Promise<FakeResponse>((resolve) => pending.push(resolve)));
  return (response: FakeResponse) => {
    const next = pending.shift();
    if (!next) throw new Error(`no pending call to ${pattern} to answer`);
    next(response);
  };
}

/** A file for the picker, of the chosen size, whose text the path gives (or refuses) at its readFile step. */
function fileFor(chosen: ChosenFile, read: { release: (ok: boolean) => void }): File {
  const file = new File([CSV], chosen.name, { type: 'text/csv' });
  if (chosen.size !== CSV.length) Object.defineProperty(file, 'size', { value: chosen.size });
  const text = new Promise<string>((resolve, reject) => {
    read.release = (ok) => (ok ? resolve(CSV) : reject(new Error('unreadable')));
  });
  Object.defineProperty(file, 'text', { value: () => text });
  return file;
}

async function expectUiFor(state: Snapshot) {
  const value = state.value as string;
  const { error, overwriteConflicts } = state.context;
  await waitFor(() => expect(document.querySelector('[data-page="admin-import"]')).toHaveAttribute('data-state', value));
  const alert = screen.getByRole('alert');
  if (error) expect(alert).toHaveTextContent(error === IMPORT_TOO_LARGE ? IMPORT_TOO_LARGE : error);
  else expect(alert).toBeEmptyDOMElement();
  const picker = screen.getByLabelText('CSV file');
  if (value === 'reading' || value === 'previewing' || value === 'applying') expect(picker).toBeDisabled();
  else expect(picker).toBeEnabled();
  if (value === 'previewed' || value === 'applying') {
    expect(screen.getByRole('heading', { name: /^2\. Check the preview/ })).toBeInTheDocument();
    expect(screen.getByTestId('import-counts')).toHaveTextContent('New: 1 · Changed: 1 · Unchanged: 5 · Conflict: 1 · Rejected: 1');
    const rejected = screen.getByRole('row', { name: /^3 Rejected Beta/ });
    expect(rejected).toHaveTextContent('rating: Enter a number, such as 4.5');
    expect(screen.getByRole('checkbox', { name: /^Overwrite the 1 consultancy edited/ })).toHaveProperty('checked', overwriteConflicts);
    const apply = screen.getByRole('button', { name: value === 'applying' ? 'Importing…' : `Import ${overwriteConflicts ? 3 : 2} rows` });
    if (value === 'applying') expect(apply).toBeDisabled();
    else expect(apply).toBeEnabled();
  } else {
    expect(screen.queryByRole('heading', { name: /^2\. Check the preview/ })).toBeNull();
  }
  if (value === 'applied') expect(screen.getByText(resultText(RESULT))).toHaveFocus();
}

let fake: FakeApi;
afterEach(() => fake?.restore());

describe('bulk-import statechart, model-based (an admin imports a CSV file)', () => {
  it('covers every state of the statechart', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...states].sort()).toEqual(['applied', 'applying', 'choosing', 'previewed', 'previewing', 'reading']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    fake = installFakeApi({ signedIn: true });
    const releasePreview = hold(fake, /^\/admin\/bulk\/consultancies\/preview$/);
    const releaseApply = hold(fake, /^\/admin\/bulk\/consultancies\/apply$/);
    renderApp('/admin/import/consultancies');
    const user = userEvent.setup();
    const read = { release: (_ok: boolean) => {} };
    await screen.findByLabelText('CSV file');
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'FILE.CHOSEN':
          await user.upload(screen.getByLabelText('CSV file'), fileFor(event.file as ChosenFile, read));
          break;
        case 'xstate.done.actor.readFile':
          await act(async () => read.release(true));
          break;
        case 'xstate.error.actor.readFile':
          await act(async () => read.release(false));
          break;
        case 'xstate.done.actor.previewImport':
          await act(async () => releasePreview({ status: 200, data: PREVIEW }));
          break;
        case 'xstate.error.actor.previewImport':
          await act(async () =>
            releasePreview({ status: 400, data: { error: { code: 'VALIDATION_FAILED', message: PREVIEW_ERROR, fields: { csv: PREVIEW_ERROR } } } }),
          );
          break;
        case 'xstate.done.actor.applyImport':
          await act(async () => releaseApply({ status: 200, data: RESULT }));
          break;
        case 'xstate.error.actor.applyImport':
          await act(async () => releaseApply({ status: 409, data: { error: { code: 'CONFLICT', message: STALE } } }));
          break;
        case 'OVERWRITE.TOGGLE':
          await user.click(screen.getByRole('checkbox', { name: /^Overwrite/ }));
          break;
        case 'APPLY.CLICK':
          await user.click(screen.getByRole('button', { name: /^Import \d+ rows?$/ }));
          break;
        case 'PREVIEW_AGAIN.CLICK':
          await user.click(screen.getByRole('button', { name: 'Preview again' }));
          break;
        case 'START_OVER.CLICK':
          await user.click(screen.getByRole('button', { name: /^(Choose another file|Import another file)$/ }));
          break;
      }
      await expectUiFor(state);
    }
  });
});
