import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { reportMachine, type SendReportInput } from '../../machines/report/report.machine';
import {
  REPORT_FILE_BYTES_MAX,
  REPORT_FILE_SIZE_MESSAGE,
  REPORT_FILE_TYPE_MESSAGE,
  type ReportReceipt,
  type SelectedReportFile,
} from '../../src/domain/report';
import { ReportProblemForm } from '../../src/features/consultancies/ReportProblem';
import { heldRequests, replayFormPath } from '../helpers/formReplay';
import { modelWalks } from '../helpers/modelPaths';
import { renderPage } from '../helpers/renderPage';

/**
 * Model-based tests of the report statechart: paths generated from the machine (the visitor writes
 * what happened, then may choose an image or a file that is no image or PDF), replayed on the real
 * report form (the files chosen through its file input) with every answer of the server decided by
 * the test, and the screen checked against the statechart's state after every step.
 */
type Snapshot = SnapshotFrom<typeof reportMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const SEED = 'report-model-seed-0123456';
const TEXT = 'They kept my passport and asked for another fee in cash.';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const GOOD: SelectedReportFile = { name: 'receipt.png', type: 'image/png', size: PNG.length, data: base64(PNG) };
const BAD: SelectedReportFile = { name: 'notes.txt', type: 'text/plain', size: 5, data: base64(new TextEncoder().encode('notes')) };
const RECEIPT: ReportReceipt = { id: 9 };

const events: AnyEvent[] = [
  { type: 'FIELD.CHANGE', field: 'whatHappened', value: TEXT },
  { type: 'FILES.CHANGE', files: [GOOD] },
  { type: 'FILES.CHANGE', files: [BAD] },
  { type: 'FORM.SUBMIT' },
  { type: 'FAILURE.RETRY' },
  { type: 'CONFIRMATION.SEND_ANOTHER' },
  { type: 'xstate.done.actor.sendReport', output: RECEIPT },
  { type: 'xstate.error.actor.sendReport', error: { message: 'Cannot reach the server.' } },
  { type: 'xstate.error.actor.sendReport', error: { message: 'Some files cannot be taken.', fields: { files: `receipt.png: ${REPORT_FILE_TYPE_MESSAGE}` } } },
];

/** What happened is written first; files are chosen after it, each choice other than the current one. */
function isVisitorStep(s: Snapshot, e: AnyEvent) {
  if (e.type === 'FIELD.CHANGE') return s.context.values.whatHappened !== e.value;
  if (e.type === 'FILES.CHANGE') return s.context.values.whatHappened !== '' && JSON.stringify(s.context.values.files) !== JSON.stringify(e.files);
  return true;
}

const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    text: s.context.values.whatHappened !== '',
    files: s.context.values.files.map((f) => f.name),
    errors: Object.keys(s.context.fieldErrors).sort(),
  });

const { paths, tours } = modelWalks(reportMachine, { input: { keySeed: SEED, consultancyId: 4 }, events, serialize, filter: isVisitorStep });

function expectScreenFor(state: Snapshot) {
  const { context } = state;
  switch (state.value) {
    case 'editing':
      expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
      break;
    case 'sending':
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByText('Sending your report…')).toBeInTheDocument();
      break;
    case 'failed':
      expect(screen.getByRole('alert')).toHaveTextContent(`Your report was not sent. ${context.submitError} Your text is kept.`);
      break;
    case 'sent':
      expect(screen.getByRole('status')).toHaveTextContent('Thank you, your report was sent.');
      return;
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`);
  }
  expect(screen.getByLabelText(/What happened/)).toHaveValue(context.values.whatHappened);
  const listed = [...document.querySelectorAll('[data-part="report-files"] li')].map((li) => li.textContent?.split(' (')[0]);
  expect(listed).toEqual(context.values.files.map((f) => f.name));
  for (const [field, el] of [
    ['whatHappened', screen.getByLabelText(/What happened/)],
    ['files', screen.getByLabelText('Evidence (optional)')],
  ] as const) {
    const message = context.fieldErrors[field];
    if (message) {
      expect(el, field).toHaveAttribute('aria-invalid', 'true');
      expect(el, field).toHaveAccessibleDescription(expect.stringContaining(message));
    } else {
      expect(el, field).not.toHaveAttribute('aria-invalid');
    }
  }
}

const fileOf = (f: SelectedReportFile) => new File([Buffer.from(f.data, 'base64')], f.name, { type: f.type });

describe('report statechart, model-based, replayed on the report form', () => {
  it('reaches every state the visitor can see', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...states].sort()).toEqual(['"editing"', '"failed"', '"sending"', '"sent"']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { calls, send } = heldRequests<SendReportInput, ReportReceipt>();
    renderPage(<ReportProblemForm consultancyId={4} consultancyName="Test Consultancy" send={send} />, '/consultancies/4');
    // The file input takes any file here: the form's own check must name one that is no image or PDF.
    const chooser = userEvent.setup({ applyAccept: false });
    await replayFormPath(path, {
      calls,
      buttons: { 'FORM.SUBMIT': 'Send report', 'FAILURE.RETRY': 'Try again', 'CONFIRMATION.SEND_ANOTHER': 'Report another problem' },
      labelOf: () => 'What happened *',
      sendingState: 'sending',
      otherEvents: {
        'FILES.CHANGE': async (event) => {
          const { files } = event as unknown as { files: SelectedReportFile[] };
          await chooser.upload(screen.getByLabelText('Evidence (optional)'), files.map(fileOf));
          await waitFor(() =>
            expect([...document.querySelectorAll('[data-part="report-files"] li')].map((li) => li.textContent?.split(' (')[0])).toEqual(
              files.map((f) => f.name),
            ),
          );
        },
      },
      expectScreenFor,
    });
  });
});

describe('report statechart: the one check and keys (pure actor)', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));
  function start(send: (i: SendReportInput) => Promise<ReportReceipt>) {
    const actor = createActor(reportMachine.provide({ actors: { sendReport: fromPromise<ReportReceipt, SendReportInput>(({ input }) => send(input)) } }), {
      input: { keySeed: SEED, consultancyId: 4 },
    });
    actor.start();
    return actor;
  }

  it('a file too large or of another kind is named with its name and never sent; a good report goes with its key and the files’ bytes', async () => {
    const sent: SendReportInput[] = [];
    const actor = start(async (i) => {
      sent.push(i);
      return RECEIPT;
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'whatHappened', value: TEXT });
    actor.send({ type: 'FILES.CHANGE', files: [{ ...GOOD, name: 'huge.png', size: REPORT_FILE_BYTES_MAX + 1 }] });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ files: `huge.png: ${REPORT_FILE_SIZE_MESSAGE}` });
    actor.send({ type: 'FILES.CHANGE', files: [GOOD] });
    actor.send({ type: 'FIELD.CHANGE', field: 'contact', value: 'parent@example.com' });
    actor.send({ type: 'FORM.SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(sent).toEqual([
      {
        idempotencyKey: `${SEED}-1`,
        values: { consultancyId: 4, whatHappened: TEXT, contact: 'parent@example.com', files: [{ name: 'receipt.png', data: GOOD.data }] },
      },
    ]);
  });
});
