import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { licenceMachine, type LicenceField, type LoadedLicence, type SaveLicenceInput } from '../../machines/licence/licence.machine';
import { consultanciesApi } from '../../src/api/consultancies';
import { licencesApi } from '../../src/api/licences';
import { licenceBadgeText, licenceStatusOf } from '../../src/common/LicenceBadge';
import type { Consultancy } from '../../src/domain/consultancy';
import type { Licence, LicenceInput } from '../../src/domain/licence';
import { LicenceSection } from '../../src/features/admin/LicenceSection';
import { heldRequests } from '../helpers/formReplay';
import { modelWalks } from '../helpers/modelPaths';
import { renderPage } from '../helpers/renderPage';

/**
 * Model-based tests of the licence statechart: paths generated from the machine (the licence loaded,
 * absent, a sample listing or unreachable; the number changed; saved, refused, failed and
 * tried again; removed or failing to be removed), replayed on the real licence section with every answer
 * of the server decided by the test, and the screen checked against the statechart's state after every
 * step. Every save the section sent is the input the statechart checked, a retry the same input again.
 */
type Snapshot = SnapshotFrom<typeof licenceMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const ID = '70';
const LICENCE: Licence = {
  consultancyId: 70,
  number: 'ECS-1',
  authority: 'bagmati',
  validUntil: '2099-12-31',
  checkedOn: '2026-01-02',
  method: 'document',
  updatedAt: '2026-01-02T08:00:00.000Z',
  scan: null,
};
const NETWORK = { status: null, message: 'Cannot reach the server.' };
const REFUSED = { status: 400, message: 'Some fields need attention.', fields: { number: 'Another consultancy holds this number' } };
const LABELS: Record<LicenceField, RegExp> = {
  number: /^Licence or registration number/,
  authority: /^Issued by/,
  validUntil: /^Valid until/,
  checkedOn: /^Checked on/,
  method: /^How it was checked/,
  sourceUrl: /^Source link/,
  privateNote: /^Private note/,
};

/** The server keeps what it was sent. */
const savedFrom = (s: Snapshot): Licence => ({ ...LICENCE, ...(s.context.parsed as LicenceInput) });

const eventsFor = (s: Snapshot): AnyEvent[] => [
  { type: 'xstate.done.actor.loadLicence', output: { sample: false, licence: LICENCE } satisfies LoadedLicence },
  { type: 'xstate.done.actor.loadLicence', output: { sample: false, licence: null } satisfies LoadedLicence },
  { type: 'xstate.done.actor.loadLicence', output: { sample: true, licence: null } satisfies LoadedLicence },
  { type: 'xstate.error.actor.loadLicence', error: NETWORK },
  { type: 'RETRY.CLICK' },
  { type: 'FIELD.CHANGE', field: 'number', value: 'ECS-2' },
  { type: 'FORM.SUBMIT' },
  { type: 'REMOVE.CLICK' },
  ...(s.context.parsed ? [{ type: 'xstate.done.actor.saveLicence', output: savedFrom(s) }] : []),
  { type: 'xstate.error.actor.saveLicence', error: NETWORK },
  { type: 'xstate.error.actor.saveLicence', error: REFUSED },
  { type: 'xstate.done.actor.removeLicence', output: undefined },
  { type: 'xstate.error.actor.removeLicence', error: NETWORK },
];

/** A change the admin makes: another number (on an empty form the other fields stay empty, so the check names them). */
const isAdminStep = (s: Snapshot, e: AnyEvent) => e.type !== 'FIELD.CHANGE' || s.context.values[e.field as LicenceField] !== e.value;

const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    number: s.context.values.number,
    saved: s.context.saved !== null,
    errors: Object.keys(s.context.fieldErrors).length > 0,
  });

const { paths, tours } = modelWalks(licenceMachine, { input: { consultancyId: ID }, events: eventsFor, serialize, filter: isAdminStep });

const badgeOf = (licence: Licence | null) => licenceBadgeText(licenceStatusOf({ sample: false, licence: licence ?? undefined }));

function expectForm(state: Snapshot) {
  const { context } = state;
  const form = screen.getByRole('form', { name: 'Licence' });
  expect(within(form).getByText(`Visitors see: ${badgeOf(context.saved)}.`)).toBeInTheDocument();
  for (const field of Object.keys(LABELS) as LicenceField[]) {
    const el = within(form).getByLabelText(LABELS[field]);
    expect(el, field).toHaveValue(context.values[field]);
    const message = context.fieldErrors[field];
    if (message) {
      expect(el, field).toHaveAttribute('aria-invalid', 'true');
      expect(el, field).toHaveAccessibleDescription(expect.stringContaining(message));
    } else {
      expect(el, field).not.toHaveAttribute('aria-invalid');
    }
  }
  const removable = context.saved !== null && state.value !== 'removeFailed';
  if (!removable) expect(within(form).queryByRole('button', { name: /^Remove/ })).toBeNull();
  return form;
}

function expectScreenFor(state: Snapshot) {
  const { context } = state;
  switch (state.value) {
    case 'loading':
      expect(screen.getByText('Loading the licence…')).toBeInTheDocument();
      expect(screen.queryByRole('form')).toBeNull();
      return;
    case 'loadFailed':
      expect(screen.getByRole('alert')).toHaveTextContent(NETWORK.message);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('form')).toBeNull();
      return;
    case 'sample':
      expect(screen.getByText(/cannot hold a licence record/)).toBeInTheDocument();
      expect(screen.queryByRole('form')).toBeNull();
      return;
    default:
  }
  const form = expectForm(state);
  const status = within(form).getByRole('status');
  const save = within(form).getByRole('button', { name: state.value === 'saving' ? 'Saving…' : 'Save licence' });
  switch (state.value) {
    case 'editing':
      expect(save).toBeEnabled();
      if (context.formError) expect(status).toHaveTextContent(context.formError);
      else expect(status).toBeEmptyDOMElement();
      if (context.saved) expect(within(form).getByRole('button', { name: 'Remove licence' })).toBeEnabled();
      return;
    case 'saving':
      expect(save).toBeDisabled();
      return;
    case 'saved':
      expect(status).toHaveTextContent(`Licence saved. The badge now says: ${badgeOf(context.saved)}.`);
      expect(screen.getByRole('region', { name: 'Certificate scan (private to the team)' })).toBeInTheDocument();
      return;
    case 'saveFailed':
    case 'removeFailed':
      expect(status).toHaveTextContent(NETWORK.message);
      expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
      return;
    case 'removing':
      expect(within(form).getByRole('button', { name: 'Removing…' })).toBeDisabled();
      expect(save).toBeDisabled();
      return;
    case 'removed':
      expect(status).toHaveTextContent('Licence removed. The badge now says: Licence not checked.');
      expect(screen.queryByRole('region', { name: 'Certificate scan (private to the team)' })).toBeNull();
      return;
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`);
  }
}

const BUTTONS: Record<string, () => string> = {
  'FORM.SUBMIT': () => 'Save licence',
  'RETRY.CLICK': () => 'Try again',
  'REMOVE.CLICK': () => 'Remove licence',
};

describe('licence statechart, model-based, replayed on the admin licence section', () => {
  it('reaches every state the admin can see', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...states].sort()).toEqual(
      ['editing', 'loadFailed', 'loading', 'removeFailed', 'removed', 'removing', 'sample', 'saveFailed', 'saved', 'saving'].map((s) => JSON.stringify(s)),
    );
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const loads = heldRequests<{ consultancyId: string }, LoadedLicence>();
    const saves = heldRequests<SaveLicenceInput, Licence>();
    const removals = heldRequests<{ consultancyId: string }, void>();
    const calls: Record<string, { resolve: (o: never) => void; reject: (e: unknown) => void }[]> = {
      loadLicence: loads.calls,
      saveLicence: saves.calls,
      removeLicence: removals.calls,
    };
    const logic = licenceMachine.provide({
      actors: {
        loadLicence: fromPromise<LoadedLicence, { consultancyId: string }>(({ input }) => loads.send(input)),
        saveLicence: fromPromise<Licence, SaveLicenceInput>(({ input }) => saves.send(input)),
        removeLicence: fromPromise<void, { consultancyId: string }>(({ input }) => removals.send(input)),
      },
    });
    const user = userEvent.setup();
    renderPage(<LicenceSection consultancyId={ID} logic={logic} />, '/admin/consultancies/edit/70');
    const expectedSaves: LicenceInput[] = [];
    let previous: Snapshot | null = null;
    for (const { event, state } of path.steps) {
      const answer = event.type.match(/^xstate\.(done|error)\.actor\./);
      if (BUTTONS[event.type]) {
        await user.click(screen.getByRole('button', { name: BUTTONS[event.type]!() }));
      } else if (event.type === 'FIELD.CHANGE') {
        const input = screen.getByLabelText(LABELS[event.field as LicenceField]);
        await user.clear(input);
        if (event.value) await user.type(input, String(event.value));
      } else if (answer) {
        const call = calls[event.type.slice(answer[0].length)]!.at(-1)!;
        await act(async () => (answer[1] === 'done' ? call.resolve(event.output as never) : call.reject(event.error)));
      } else if (event.type !== 'xstate.init') {
        throw new Error(`no way to send ${event.type}`);
      }
      if (state.value === 'saving' && previous?.value !== 'saving') expectedSaves.push(state.context.parsed!);
      expectScreenFor(state);
      previous = state;
    }
    // The section sent exactly the saves the statechart made, each with the input it checked (a retry: the same input again).
    expect(saves.calls.map((c) => c.input)).toEqual(expectedSaves.map((input) => ({ consultancyId: ID, input })));
    expect([...loads.calls, ...removals.calls].every((c) => c.input.consultancyId === ID)).toBe(true);
  });
});

describe('licence section: the requests it makes through the admin API', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the save goes with an abort signal, and leaving the page while it is under way aborts it', async () => {
    vi.spyOn(consultanciesApi, 'get').mockResolvedValue({ id: 70, sample: false } as Consultancy);
    vi.spyOn(licencesApi, 'get').mockResolvedValue(LICENCE);
    const save = vi.spyOn(licencesApi, 'save').mockReturnValue(new Promise<Licence>(() => undefined));
    const user = userEvent.setup();
    const { unmount } = renderPage(<LicenceSection consultancyId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Save licence' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [id, input, signal] = save.mock.calls[0]!;
    expect(id).toBe(ID);
    expect(input).toEqual({ number: 'ECS-1', authority: 'bagmati', validUntil: '2099-12-31', checkedOn: '2026-01-02', method: 'document' });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal!.aborted).toBe(false);
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('a form with fields to fix sends nothing, names each field and moves focus to the first', async () => {
    vi.spyOn(consultanciesApi, 'get').mockResolvedValue({ id: 70, sample: false } as Consultancy);
    vi.spyOn(licencesApi, 'get').mockResolvedValue(null);
    const save = vi.spyOn(licencesApi, 'save');
    const user = userEvent.setup();
    renderPage(<LicenceSection consultancyId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Save licence' }));
    expect(save).not.toHaveBeenCalled();
    const number = screen.getByLabelText(LABELS.number);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(LABELS.method)).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Licence' })).toHaveTextContent('Some fields need attention.');
  });
});
