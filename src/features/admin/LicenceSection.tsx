import { useCallback, useId, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { licenceMachine, type LicenceField, type LicenceMachine, type LoadedLicence, type SaveLicenceInput } from '../../../machines/licence/licence.machine';
import { consultanciesApi } from '../../api/consultancies';
import { licencesApi } from '../../api/licences';
import { LICENCE_AUTHORITIES, LICENCE_AUTHORITY_NAMES, LICENCE_CHECK_METHOD_NAMES, LICENCE_CHECK_METHODS, type Licence } from '../../domain/licence';
import { Banner } from '../../ui/Banner';
import { SelectField, TextField, useFocusFirstError } from '../../ui/fields';
import { Button } from '../../ui/primitives';
import { licenceBadgeText, licenceStatusOf } from '../../common/LicenceBadge';
import { readFile } from '../../common/readFile';
import { REPORT_FILE_ACCEPT, REPORT_FILE_BYTES_MAX } from '../../domain/report';
import { changedFieldLines, type RecordChange } from '../../domain/history';
import { RecordHistory } from './RecordHistory';

/** The authorities, as the licence forms offer them (a consultancy's and a branch's own). */
export const AUTHORITY_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...LICENCE_AUTHORITIES.map((a) => ({
    value: a,
    label: a === 'federal' ? 'Ministry of Education, Science and Technology (federal)' : LICENCE_AUTHORITY_NAMES[a],
  })),
];
export const METHOD_OPTIONS = [{ value: '', label: 'Choose…' }, ...LICENCE_CHECK_METHODS.map((m) => ({ value: m, label: LICENCE_CHECK_METHOD_NAMES[m] }))];

/** The licence statechart with the admin API provided: every request goes with the actor's abort signal. */
export const licenceLogic = licenceMachine.provide({
  actors: {
    loadLicence: fromPromise<LoadedLicence, { consultancyId: string }>(async ({ input, signal }) => {
      const [consultancy, licence] = await Promise.all([consultanciesApi.get(input.consultancyId, signal), licencesApi.get(input.consultancyId, signal)]);
      return { sample: consultancy.sample, licence };
    }),
    saveLicence: fromPromise<Licence, SaveLicenceInput>(({ input, signal }) => licencesApi.save(input.consultancyId, input.input, signal)),
    removeLicence: fromPromise<void, { consultancyId: string }>(({ input, signal }) => licencesApi.remove(input.consultancyId, signal)),
  },
});

const badgeOf = (licence: Licence | null) => licenceBadgeText(licenceStatusOf({ sample: false, licence: licence ?? undefined }));

/** What the licence section shows in a state of its statechart. */
export function licenceView(snapshot: SnapshotFrom<LicenceMachine>) {
  const { context } = snapshot;
  const state = snapshot.value;
  const busy = state === 'saving' || state === 'removing' || state === 'validating';
  const message: { tone: 'success' | 'error'; text: string } | null =
    state === 'saved'
      ? { tone: 'success', text: `Licence saved. The badge now says: ${badgeOf(context.saved)}.` }
      : state === 'removed'
        ? { tone: 'success', text: `Licence removed. The badge now says: ${badgeOf(null)}.` }
        : context.formError
          ? { tone: 'error', text: context.formError }
          : null;
  return {
    state,
    loading: state === 'loading',
    sample: state === 'sample',
    loadError: state === 'loadFailed' ? context.loadError : null,
    showForm: !['loading', 'loadFailed', 'sample'].includes(state),
    badgeText: badgeOf(context.saved),
    values: context.values,
    errors: context.fieldErrors,
    message,
    busy,
    submitLabel: state === 'saving' ? 'Saving…' : 'Save licence',
    removeLabel: state === 'removing' ? 'Removing…' : 'Remove licence',
    /** Removing again after a failed removal is the Try again button. */
    canRemove: context.saved !== null && state !== 'removeFailed',
    canRetry: state === 'saveFailed' || state === 'removeFailed',
    saved: context.saved,
    refused: state === 'editing' && Object.keys(context.fieldErrors).length > 0,
    submitCount: context.submitCount,
  };
}

/**
 * The licence the team recorded for one consultancy: record or replace it, or remove it. "Verified"
 * follows from it (a check within 12 months of a licence that has not expired); a sample listing cannot
 * hold one. The private note is for the team only. Its flow is the licence statechart
 * (machines/licence); this renders the statechart's view and sends it the admin's events.
 */
export function LicenceSection({ consultancyId, logic = licenceLogic }: { consultancyId: string; logic?: LicenceMachine }) {
  // Another consultancy is another record, and a restored version the record anew: its own statechart, from loading.
  const [restores, setRestores] = useState(0);
  const onRestored = useCallback(() => setRestores((n) => n + 1), []);
  return <LicenceForm key={`${consultancyId}-${restores}`} consultancyId={consultancyId} logic={logic} onRestored={onRestored} />;
}

/** How the licence's history names its fields. */
const LICENCE_LABELS: Record<string, string> = {
  number: 'Number',
  authority: 'Issued by',
  validUntil: 'Valid until',
  checkedOn: 'Checked on',
  method: 'How it was checked',
  sourceUrl: 'Source link',
  privateNote: 'Private note',
};

/** The licence's history: every record, edit, removal and restore, with who and when; a version restored in one step. */
function LicenceHistory({ consultancyId, onRestored, version }: { consultancyId: string; onRestored: () => void; version: unknown }) {
  const load = useCallback((signal: AbortSignal) => licencesApi.history(consultancyId, signal), [consultancyId]);
  const restore = useCallback((change: RecordChange) => licencesApi.restore(consultancyId, change.id), [consultancyId]);
  const describe = useCallback((change: RecordChange) => changedFieldLines(change, LICENCE_LABELS), []);
  return (
    <RecordHistory<RecordChange>
      noun="licence"
      part="licence-history"
      load={load}
      restore={restore}
      describe={describe}
      onRestored={onRestored}
      version={version}
    />
  );
}

function LicenceForm({ consultancyId, logic, onRestored }: { consultancyId: string; logic: LicenceMachine; onRestored: () => void }) {
  const actor = useActorRef(logic, { input: { consultancyId } });
  const view = useSelector(actor, licenceView);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, view.refused, view.submitCount);

  if (view.sample) {
    return (
      <section aria-labelledby="licence-heading" data-part="admin-licence">
        <h2 id="licence-heading">Licence</h2>
        <p>This is a sample listing (an invented consultancy): it cannot hold a licence record and is never verified.</p>
      </section>
    );
  }

  const bind = (field: LicenceField) => ({
    name: field,
    value: view.values[field],
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
    error: view.errors[field],
  });

  return (
    <section aria-labelledby="licence-heading" data-part="admin-licence" data-state={view.state}>
      <h2 id="licence-heading">Licence</h2>
      {view.loading && <p>Loading the licence…</p>}
      {view.loadError !== null && (
        <>
          <Banner $tone="error" role="alert">
            {view.loadError}
          </Banner>
          <Button type="button" onClick={() => actor.send({ type: 'RETRY.CLICK' })}>
            Try again
          </Button>
        </>
      )}
      {view.showForm && (
        <form
          ref={formRef}
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'FORM.SUBMIT' });
          }}
          noValidate
          aria-labelledby="licence-heading"
          aria-busy={view.busy}
        >
          <p data-part="admin-licence-status">Visitors see: {view.badgeText}.</p>
          <div className="grid">
            <TextField label="Licence or registration number" required {...bind('number')} />
            <SelectField label="Issued by" required options={AUTHORITY_OPTIONS} {...bind('authority')} />
            <TextField label="Valid until" required type="date" {...bind('validUntil')} />
          </div>
          <div className="grid">
            <TextField label="Checked on" required type="date" hint="The day the team checked it" {...bind('checkedOn')} />
            <SelectField label="How it was checked" required options={METHOD_OPTIONS} {...bind('method')} />
          </div>
          <TextField label="Source link" type="url" hint="The register page or notice, where there is one (https://)" {...bind('sourceUrl')} />
          <TextField label="Private note" multiline rows={2} hint="For the team only: never shown to visitors" {...bind('privateNote')} />
          <div role="status">{view.message ? <Banner $tone={view.message.tone}>{view.message.text}</Banner> : null}</div>
          <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button type="submit" disabled={view.busy}>
              {view.submitLabel}
            </Button>
            {view.canRetry ? (
              <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'RETRY.CLICK' })}>
                Try again
              </Button>
            ) : null}
            {view.canRemove ? (
              <Button type="button" $variant="ghost" disabled={view.busy} onClick={() => actor.send({ type: 'REMOVE.CLICK' })}>
                {view.removeLabel}
              </Button>
            ) : null}
          </p>
        </form>
      )}
      {view.showForm && view.saved && (
        <LicenceScan consultancyId={consultancyId} licence={view.saved} onChange={(licence) => actor.send({ type: 'SCAN.CHANGED', licence })} />
      )}
      {/* A save or a removal is a change in the history: it reads it again (the record's time of writing moves with each). */}
      {view.showForm && <LicenceHistory consultancyId={consultancyId} onRestored={onRestored} version={view.saved?.updatedAt ?? null} />}
    </section>
  );
}

/**
 * The scan of the licence certificate, kept for the team only (never shown to visitors): upload or
 * replace it (an image or a PDF, checked by its content on the server), download it, remove it.
 */
function LicenceScan({ consultancyId, licence, onChange }: { consultancyId: string; licence: Licence; onChange: (saved: Licence) => void }) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const scan = licence.scan;

  const upload = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return setMessage({ tone: 'error', text: 'Choose the scan (an image or a PDF) first.' });
    setBusy(true);
    try {
      const { name, data } = await readFile(file);
      const saved = await licencesApi.saveScan(consultancyId, { name, data });
      onChange(saved);
      if (fileInput.current) fileInput.current.value = '';
      setMessage({ tone: 'success', text: `Scan kept: ${name}. Only the team can download it.` });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : 'The scan could not be kept.' });
    } finally {
      setBusy(false);
    }
  };

  const removeScan = async () => {
    setBusy(true);
    try {
      await licencesApi.removeScan(consultancyId);
      onChange({ ...licence, scan: null });
      setMessage({ tone: 'success', text: 'Scan removed.' });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : 'The scan could not be removed.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} data-part="admin-licence-scan">
      <h3 id={`${inputId}-heading`}>Certificate scan (private to the team)</h3>
      <p>Never shown to visitors. An image (JPEG, PNG or WebP) or a PDF, at most {REPORT_FILE_BYTES_MAX / 1024 / 1024} MB.</p>
      {scan ? (
        <p>
          <a href={licencesApi.scanHref(consultancyId)} download={scan.name}>
            Download {scan.name}
          </a>{' '}
          ({Math.max(1, Math.round(scan.size / 1024))} KB)
        </p>
      ) : (
        <p>No scan kept.</p>
      )}
      <p>
        <label htmlFor={inputId}>{scan ? 'Replace the scan' : 'Scan of the certificate'}</label>{' '}
        <input id={inputId} ref={fileInput} type="file" accept={REPORT_FILE_ACCEPT} style={{ maxWidth: '100%' }} />
      </p>
      <div role="status">{message ? <Banner $tone={message.tone}>{message.text}</Banner> : null}</div>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" disabled={busy} onClick={() => void upload()}>
          Keep scan
        </Button>
        {scan ? (
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => void removeScan()}>
            Remove scan
          </Button>
        ) : null}
      </p>
    </section>
  );
}
