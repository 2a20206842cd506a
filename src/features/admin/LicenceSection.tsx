import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { consultanciesApi } from '../../api/consultancies';
import { licencesApi } from '../../api/licences';
import { ApiError } from '../../api/client';
import { checkWith, type FieldErrors } from '../../domain/fieldErrors';
import {
  LICENCE_AUTHORITIES,
  LICENCE_AUTHORITY_NAMES,
  LICENCE_CHECK_METHOD_NAMES,
  LICENCE_CHECK_METHODS,
  licenceInputSchema,
  type Licence,
  type LicenceInput,
} from '../../domain/licence';
import { Banner } from '../../ui/Banner';
import { SelectField, TextField } from '../../ui/fields';
import { Button } from '../../ui/primitives';
import { licenceBadgeText, licenceStatusOf } from '../../common/LicenceBadge';
import { readFile } from '../../common/readFile';
import { REPORT_FILE_ACCEPT, REPORT_FILE_BYTES_MAX } from '../../domain/report';

type Values = Record<'number' | 'authority' | 'validUntil' | 'checkedOn' | 'method' | 'sourceUrl' | 'privateNote', string>;
const EMPTY: Values = { number: '', authority: '', validUntil: '', checkedOn: '', method: '', sourceUrl: '', privateNote: '' };
const valuesOf = (l: Licence): Values => ({ ...EMPTY, ...l, sourceUrl: l.sourceUrl ?? '', privateNote: l.privateNote ?? '' });

const AUTHORITY_OPTIONS = [{ value: '', label: 'Choose…' }, ...LICENCE_AUTHORITIES.map((a) => ({ value: a, label: a === 'federal' ? 'Ministry of Education, Science and Technology (federal)' : LICENCE_AUTHORITY_NAMES[a] }))];
const METHOD_OPTIONS = [{ value: '', label: 'Choose…' }, ...LICENCE_CHECK_METHODS.map((m) => ({ value: m, label: LICENCE_CHECK_METHOD_NAMES[m] }))];

type Status = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'sample' } | { kind: 'ready'; saved: Licence | null };

/**
 * The licence the team recorded for one consultancy: record or replace it, or remove it. "Verified"
 * follows from it (a check within 12 months of a licence that has not expired); a sample listing cannot
 * hold one. The private note is for the team only.
 */
export function LicenceSection({ consultancyId }: { consultancyId: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([consultanciesApi.get(consultancyId, controller.signal), licencesApi.get(consultancyId, controller.signal)]).then(
      ([consultancy, saved]) => {
        if (consultancy.sample) return setStatus({ kind: 'sample' });
        setStatus({ kind: 'ready', saved });
        setValues(saved ? valuesOf(saved) : EMPTY);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setStatus({ kind: 'failed', message: e instanceof Error ? e.message : 'The licence could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, [consultancyId]);

  if (status.kind === 'sample') {
    return (
      <section aria-labelledby="licence-heading" data-part="admin-licence">
        <h2 id="licence-heading">Licence</h2>
        <p>This is a sample listing (an invented consultancy): it cannot hold a licence record and is never verified.</p>
      </section>
    );
  }

  const set = (field: keyof Values) => (v: string) => setValues((old) => ({ ...old, [field]: v }));
  const bind = (field: keyof Values) => ({ name: field, value: values[field], onChange: set(field), error: errors[field] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkWith(licenceInputSchema, { ...values, sourceUrl: values.sourceUrl || undefined, privateNote: values.privateNote || undefined });
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage({ tone: 'error', text: 'Some fields need attention.' });
      return;
    }
    setBusy(true);
    try {
      const saved = await licencesApi.save(consultancyId, checked.data as LicenceInput);
      setStatus({ kind: 'ready', saved });
      setValues(valuesOf(saved));
      setErrors({});
      setMessage({ tone: 'success', text: `Licence saved. The badge now says: ${licenceBadgeText(licenceStatusOf({ sample: false, licence: saved }))}.` });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : null;
      setErrors(apiError?.fields ?? {});
      setMessage({ tone: 'error', text: apiError?.message ?? 'The licence could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await licencesApi.remove(consultancyId);
      setStatus({ kind: 'ready', saved: null });
      setValues(EMPTY);
      setErrors({});
      setMessage({ tone: 'success', text: 'Licence removed. The badge now says: Licence not checked.' });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : 'The licence could not be removed.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="licence-heading" data-part="admin-licence">
      <h2 id="licence-heading">Licence</h2>
      {status.kind === 'loading' && <p>Loading the licence…</p>}
      {status.kind === 'failed' && (
        <Banner $tone="error" role="alert">
          {status.message}
        </Banner>
      )}
      {status.kind === 'ready' && (
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="licence-heading">
          <p data-part="admin-licence-status">Visitors see: {licenceBadgeText(licenceStatusOf({ sample: false, licence: status.saved ?? undefined }))}.</p>
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
          <div role="status">{message ? <Banner $tone={message.tone}>{message.text}</Banner> : null}</div>
          <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button type="submit" disabled={busy}>
              Save licence
            </Button>
            {status.saved ? (
              <Button type="button" $variant="ghost" disabled={busy} onClick={() => void remove()}>
                Remove licence
              </Button>
            ) : null}
          </p>
        </form>
      )}
      {status.kind === 'ready' && status.saved && (
        <LicenceScan
          consultancyId={consultancyId}
          licence={status.saved}
          onChange={(saved) => setStatus({ kind: 'ready', saved })}
        />
      )}
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
