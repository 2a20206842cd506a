import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reportMachine, type ReportTextField, type SendReportInput } from '../../../machines/report/report.machine';
import { reportsApi } from '../../api/reports';
import { REPORT_CONTACT_MAX, REPORT_FILE_ACCEPT, REPORT_FILE_BYTES_MAX, REPORT_FILES_MAX, REPORT_TEXT_MAX, type ReportReceipt } from '../../domain/report';
import { newIdempotencyKey } from '../../domain/wire';
import { Banner } from '../../ui/Banner';
import { Trans } from '@lingui/react';
import { FieldError, FieldWrap, Hint, TextField, useFocusFirstError } from '../../ui/fields';
import { Button } from '../../ui/primitives';
import { readFile } from '../../common/readFile';
import { useT } from '../../ui/i18n';
import { REPORT_TEXT as TEXT, reportErrorText } from './reportText';

/** Where a report is sent: the real API unless a test provides another. */
export type SendReport = (input: SendReportInput, signal: AbortSignal) => Promise<ReportReceipt>;
const sendToApi: SendReport = (input, signal) => reportsApi.send(input.values, { idempotencyKey: input.idempotencyKey, signal });

/** A file's size: "340 KB", "1.4 MB". */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? { unit: 'kb' as const, size: String(Math.max(1, Math.round(bytes / 1024))) }
    : { unit: 'mb' as const, size: (bytes / 1024 / 1024).toFixed(1) };

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
  const { t, digits } = useT();
  const errorText = (text: string | undefined) => (text === undefined ? undefined : reportErrorText(text, t));
  const sizeText = (bytes: number) => {
    const { unit, size } = sizeOf(bytes);
    return t(TEXT[unit], { size: digits(size) });
  };

  if (state === 'sent') {
    return (
      <Banner $tone="success" role="status" data-part="report-sent">
        <p>
          <Trans id={TEXT.sentTitle.id} message={TEXT.sentTitle.message} components={{ 0: <strong /> }} />
        </p>
        <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'CONFIRMATION.SEND_ANOTHER' })}>
          {t(TEXT.another)}
        </Button>
      </Banner>
    );
  }

  const bind = (field: ReportTextField) => ({
    id: `report-${field}`,
    name: field,
    value: values[field],
    error: errorText(fieldErrors[field]),
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  const chooseFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    actor.send({ type: 'FILES.CHANGE', files: await Promise.all(chosen.map(readFile)) });
  };
  const sending = state === 'sending';
  const filesError = errorText(fieldErrors.files);
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
      <h2 id="report-form-title">{t(TEXT.title)}</h2>
      <p>{t(TEXT.lead, { name: consultancyName })}</p>
      <div role="status" aria-live="polite" data-part="report-status">
        {sending && <p>{t(TEXT.sending)}</p>}
        {state === 'editing' && errorCount > 0 && <p>{errorCount === 1 ? t(TEXT.attentionOne) : t(TEXT.attentionMany, { count: digits(errorCount) })}</p>}
      </div>
      {state === 'failed' && (
        <Banner $tone="error" role="alert" data-part="report-failure">
          <p>
            <Trans
              id={TEXT.notSent.id}
              message={TEXT.notSent.message}
              values={{ error: errorText(submitError ?? undefined) ?? '' }}
              components={{ 0: <strong /> }}
            />
          </p>
          <Button type="button" onClick={() => actor.send({ type: 'FAILURE.RETRY' })}>
            {t(TEXT.tryAgain)}
          </Button>
        </Banner>
      )}
      <TextField label={t(TEXT.whatHappened)} required multiline rows={6} limit={REPORT_TEXT_MAX} {...bind('whatHappened')} />
      <TextField label={t(TEXT.contact)} hint={t(TEXT.contactHint)} limit={REPORT_CONTACT_MAX} autoComplete="email" {...bind('contact')} />
      <FieldWrap>
        <label htmlFor={filesId}>{t(TEXT.evidence)}</label>
        <Hint id={`${filesId}-hint`}>{t(TEXT.evidenceHint, { files: digits(REPORT_FILES_MAX), size: digits(REPORT_FILE_BYTES_MAX / 1024 / 1024) })}</Hint>
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
              <li key={f.name}>{`${f.name} (${sizeText(f.size)})`}</li>
            ))}
          </ul>
        )}
        {filesError ? <FieldError id={`${filesId}-error`}>{filesError}</FieldError> : null}
      </FieldWrap>
      <Button type="submit" disabled={sending}>
        {sending ? t(TEXT.sendingButton) : t(TEXT.send)}
      </Button>
    </form>
  );
}
