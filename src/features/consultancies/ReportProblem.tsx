import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reportMachine, type ReportTextField, type SendReportInput } from '../../../machines/report/report.machine';
import { reportsApi } from '../../api/reports';
import { REPORT_CONTACT_MAX, REPORT_FILE_ACCEPT, REPORT_FILE_BYTES_MAX, REPORT_FILES_MAX, REPORT_TEXT_MAX, type ReportReceipt } from '../../domain/report';
import { newIdempotencyKey } from '../../domain/wire';
import { Banner } from '../../ui/Banner';
import { FieldError, FieldWrap, Hint, TextField, attentionText, useFocusFirstError } from '../../ui/fields';
import { Button } from '../../ui/primitives';
import { readFile } from '../../common/readFile';

/** Where a report is sent: the real API unless a test provides another. */
export type SendReport = (input: SendReportInput, signal: AbortSignal) => Promise<ReportReceipt>;
const sendToApi: SendReport = (input, signal) => reportsApi.send(input.values, { idempotencyKey: input.idempotencyKey, signal });

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Report a problem with this consultancy: what happened, optional contact details and evidence, private to the team. */
export function ReportProblemForm({ consultancyId, consultancyName, send = sendToApi }: { consultancyId: number; consultancyName: string; send?: SendReport }) {
  const machine = useMemo(
    () => reportMachine.provide({ actors: { sendReport: fromPromise<ReportReceipt, SendReportInput>(({ input, signal }) => send(input, signal)) } }),
    [send],
  );
  const [input] = useState(() => ({ keySeed: newIdempotencyKey(), consultancyId }));
  const actor = useActorRef(machine, { input });
  const state = useSelector(actor, (s) => s.value);
  const { values, fieldErrors, submitError, submitCount } = useSelector(actor, (s) => s.context);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const filesId = useId();
  const errorCount = Object.keys(fieldErrors).length;
  useFocusFirstError(formRef, state === 'editing' && errorCount > 0, submitCount);

  if (state === 'sent') {
    return (
      <Banner $tone="success" role="status" data-part="report-sent">
        <p>
          <strong>Thank you, your report was sent.</strong> Our team reads every report and looks into it; only the team sees what you sent.
        </p>
        <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'CONFIRMATION.SEND_ANOTHER' })}>
          Report another problem
        </Button>
      </Banner>
    );
  }

  const bind = (field: ReportTextField) => ({
    id: `report-${field}`,
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  const chooseFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    actor.send({ type: 'FILES.CHANGE', files: await Promise.all(chosen.map(readFile)) });
  };
  const sending = state === 'sending';
  const filesError = fieldErrors.files;
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="report-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'FORM.SUBMIT' });
      }}
    >
      <h2 id="report-form-title">Report a problem</h2>
      <p>
        Did something go wrong with {consultancyName}: a fee without a receipt, documents kept, a promise broken? Tell our team. We read every report, and only
        the team sees it and your files.
      </p>
      <div role="status" aria-live="polite" data-part="report-status">
        {sending && <p>Sending your report…</p>}
        {state === 'editing' && errorCount > 0 && <p>{attentionText(errorCount)}</p>}
      </div>
      {state === 'failed' && (
        <Banner $tone="error" role="alert" data-part="report-failure">
          <p>
            <strong>Your report was not sent.</strong> {submitError} Your text is kept.
          </p>
          <Button type="button" onClick={() => actor.send({ type: 'FAILURE.RETRY' })}>
            Try again
          </Button>
        </Banner>
      )}
      <TextField label="What happened" required multiline rows={6} limit={REPORT_TEXT_MAX} {...bind('whatHappened')} />
      <TextField
        label="Your e-mail or phone (optional)"
        hint="Only if you want our team to reach you."
        limit={REPORT_CONTACT_MAX}
        autoComplete="email"
        {...bind('contact')}
      />
      <FieldWrap>
        <label htmlFor={filesId}>Evidence (optional)</label>
        <Hint id={`${filesId}-hint`}>
          Photos, screenshots or PDF files: up to {REPORT_FILES_MAX} files of {REPORT_FILE_BYTES_MAX / 1024 / 1024} MB each. Only our team sees them.
        </Hint>
        <input
          ref={fileInput}
          id={filesId}
          type="file"
          name="files"
          multiple
          accept={REPORT_FILE_ACCEPT}
          data-field="files"
          aria-invalid={filesError ? true : undefined}
          aria-describedby={[`${filesId}-hint`, filesError ? `${filesId}-error` : null].filter(Boolean).join(' ')}
          onChange={(e) => void chooseFiles(e)}
        />
        {values.files.length > 0 && (
          <ul data-part="report-files">
            {values.files.map((f) => (
              <li key={f.name}>
                {f.name} ({sizeText(f.size)})
              </li>
            ))}
          </ul>
        )}
        {filesError ? <FieldError id={`${filesId}-error`}>{filesError}</FieldError> : null}
      </FieldWrap>
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send report'}
      </Button>
    </form>
  );
}
