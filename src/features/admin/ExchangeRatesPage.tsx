import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ratesApi } from '../../api/facts';
import { rateOverrideInputSchema, type ExchangeRate, type ExchangeRates } from '../../domain/forex';
import { Button, Spinner, useDocumentTitle } from '../../ui/primitives';
import { formatDay } from '../../common/facts/FactNotes';
import { Banner, PageTop, Table, TableWrap } from './adminUi';
import { changedFieldLines, type RecordChange } from '../../domain/history';
import { RecordHistory } from './RecordHistory';

const ORIGIN_TEXT: Record<ExchangeRate['origin'], string> = {
  nrb: 'Nepal Rastra Bank',
  override: 'Set by an admin',
  'built-in': 'Built-in estimate',
};

function OverrideForm({ rate, onSaved, onError }: { rate: ExchangeRate; onSaved: (r: ExchangeRates, text: string) => void; onError: (text: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(rate.override ? String(rate.override.nprPerUnit) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = rateOverrideInputSchema.safeParse({ nprPerUnit: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a rate');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSaved(await ratesApi.override(rate.currency, parsed.data), `${rate.currency} now uses NPR ${parsed.data.nprPerUnit} per unit.`);
    } catch (err) {
      onError(`Could not set the ${rate.currency} rate: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Override the ${rate.currency} rate`}>
      <label htmlFor={id}>NPR per 1 {rate.currency}</label>{' '}
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        size={8}
      />{' '}
      <Button type="submit" $variant="secondary" disabled={busy}>
        Set rate
      </Button>
      {rate.override ? (
        <>
          {' '}
          <Button
            type="button"
            $variant="ghost"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                onSaved(await ratesApi.clearOverride(rate.currency), `${rate.currency} uses the bank's rate again.`);
                setValue('');
              } catch (err) {
                onError(`Could not clear the ${rate.currency} override: ${(err as Error).message}`);
              } finally {
                setBusy(false);
              }
            }}
          >
            Use the bank's rate
          </Button>
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Exchange rates: Nepal Rastra Bank's last good copy with its date, and overrides set here. */
export default function ExchangeRatesPage() {
  useDocumentTitle('Exchange rates – Admin');
  const [rates, setRates] = useState<ExchangeRates | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [fetching, setFetching] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    ratesApi.get(controller.signal).then(setRates, (e: { code?: string; message?: string }) => {
      if (e?.code !== 'CANCELED') setMessage({ tone: 'error', text: e?.message ?? 'Could not load the rates.' });
    });
    return () => controller.abort();
  }, []);
  // Each saved change reloads the override history below.
  const [changes, setChanges] = useState(0);
  const saved = useCallback((r: ExchangeRates, text: string) => {
    setRates(r);
    setMessage({ tone: 'success', text });
    setChanges((n) => n + 1);
  }, []);
  const fail = (text: string) => setMessage({ tone: 'error', text });
  const fetchNow = async () => {
    setFetching(true);
    try {
      const r = await ratesApi.refresh();
      saved(r.rates, `Fetched Nepal Rastra Bank's rates of ${formatDay(r.fetchedDate)}.`);
    } catch (e) {
      fail(`Could not fetch the rates: ${(e as Error).message}`);
      // The rates in use did not change (the last good copy is kept); show them as they are.
      ratesApi.get().then(setRates, () => {});
    } finally {
      setFetching(false);
    }
  };
  return (
    <section data-page="admin-rates">
      <PageTop>
        <h1>Exchange rates</h1>
        <Button type="button" onClick={fetchNow} disabled={fetching}>
          {fetching ? 'Fetching…' : 'Fetch from Nepal Rastra Bank now'}
        </Button>
      </PageTop>
      <p>
        Pages convert costs to rupees with Nepal Rastra Bank&apos;s selling rate, fetched by the server once a day; the last good copy is kept when a fetch
        fails. Set a rate here to override the bank&apos;s until you clear it.
      </p>
      <div role="status" aria-live="polite">
        {message ? <Banner $tone={message.tone}>{message.text}</Banner> : null}
      </div>
      {rates === null ? (
        message ? null : (
          <Spinner label="Loading the rates…" />
        )
      ) : (
        <TableWrap labelledBy="rates-caption">
          <Table>
            <caption id="rates-caption">Rupees per unit of each currency, and where each rate comes from</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Rate in use</th>
                <th scope="col">From</th>
                <th scope="col">Nepal Rastra Bank</th>
                <th scope="col">Override</th>
              </tr>
            </thead>
            <tbody>
              {rates.items.map((r) => (
                <tr key={r.currency} data-currency={r.currency}>
                  <th scope="row">{r.currency}</th>
                  <td>NPR {r.nprPerUnit}</td>
                  <td>
                    {ORIGIN_TEXT[r.origin]}, {formatDay(r.date)}
                    {r.override?.note ? ` (${r.override.note})` : ''}
                  </td>
                  <td>{r.nrb ? `NPR ${r.nrb.nprPerUnit} (${formatDay(r.nrb.date)})` : 'Not fetched yet'}</td>
                  <td>
                    <OverrideForm key={`${r.currency}-${r.override?.nprPerUnit ?? ''}`} rate={r} onSaved={saved} onError={fail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {rates ? (
        <OverrideHistory currencies={rates.items.map((r) => r.currency)} changes={changes} onRestored={(r) => saved(r, 'Restored an earlier override.')} />
      ) : null}
    </section>
  );
}

const OVERRIDE_LABELS = { nprPerUnit: 'Rupees per unit', note: 'Note', on: 'Set on' };

/** The history of one currency's override (chosen here), with "restore this version". */
function OverrideHistory({ currencies, changes, onRestored }: { currencies: string[]; changes: number; onRestored: (rates: ExchangeRates) => void }) {
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const selectId = useId();
  const load = useCallback((signal: AbortSignal) => ratesApi.history(currency, signal), [currency]);
  const restore = useCallback((change: RecordChange) => ratesApi.restore(currency, change.id).then(onRestored), [currency, onRestored]);
  const describe = useCallback(
    (change: RecordChange) =>
      change.before && change.after
        ? changedFieldLines(change, OVERRIDE_LABELS)
        : [change.after ? `Set: NPR ${String(change.after.nprPerUnit)}` : `Removed NPR ${String(change.before?.nprPerUnit)}: the bank's rate again`],
    [],
  );
  return (
    <div data-part="rate-history">
      <label htmlFor={selectId}>Override history of</label>{' '}
      <select id={selectId} value={currency} onChange={(e) => setCurrency(e.target.value)}>
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <RecordHistory<RecordChange>
        key={`${currency}-${changes}`}
        noun={`${currency} rate override`}
        load={load}
        restore={restore}
        describe={describe}
        onRestored={noop}
      />
    </div>
  );
}
const noop = () => {};
