import { useCallback, useState } from 'react';
import { ROUTES } from '../../config/routes';
import { FactHistory } from './FactHistory';
import { CURRENCIES, type Currency } from '../../domain/catalog';
import { FACT_KINDS, factInputSchema, MONEY_PERIODS, monthOf, type Fact, type FactKind, type MoneyPeriod } from '../../domain/fact';
import { Button } from '../../ui/primitives';
import { FACT_PAGES } from '../../common/facts/factPages';
import { ADMIN_RESOURCES } from './adminResources';
import { defineEditor, numberOrNull, numberText, useRouteId } from './editorKit';
import { SelectField, TextField } from '../../ui/fields';

export interface FactFormValues {
  key: string;
  page: string;
  label: string;
  /** Every kind's fields; the kind picks which are sent. A list is edited one line per item. */
  value: { kind: FactKind; text: string; items: string; min: string; max: string; currency: Currency; per: MoneyPeriod };
  checkedOn: string;
  sourceUrl: string;
  sourceName: string;
  /** YYYY-MM-DD, or empty. */
  lastChecked: string;
  /** Both empty when the last check did not fail. */
  notChecked: { reason: string; triedOn: string };
}

export const emptyFact: FactFormValues = {
  key: '',
  page: FACT_PAGES[0].value,
  label: '',
  value: { kind: 'text', text: '', items: '', min: '', max: '', currency: 'USD', per: 'year' },
  checkedOn: '',
  sourceUrl: '',
  sourceName: '',
  lastChecked: '',
  notChecked: { reason: '', triedOn: '' },
};

export const factEditor = defineEditor({
  resource: ADMIN_RESOURCES.facts.api,
  schema: factInputSchema,
  empty: emptyFact,
  toValues: (f: Fact): FactFormValues => ({
    key: f.key,
    page: f.page,
    label: f.label,
    value: {
      ...emptyFact.value,
      kind: f.value.kind,
      ...(f.value.kind === 'text' ? { text: f.value.text } : {}),
      ...(f.value.kind === 'list' ? { items: f.value.items.join('\n') } : {}),
      ...(f.value.kind === 'money' ? { min: numberText(f.value.min), max: numberText(f.value.max), currency: f.value.currency, per: f.value.per } : {}),
    },
    checkedOn: f.checkedOn,
    sourceUrl: f.sourceUrl,
    sourceName: f.sourceName,
    lastChecked: f.lastChecked ?? '',
    notChecked: f.notChecked ?? emptyFact.notChecked,
  }),
  toInput: (v) => ({
    ...v,
    lastChecked: v.lastChecked.trim() || undefined,
    notChecked: v.notChecked.reason.trim() || v.notChecked.triedOn.trim() ? v.notChecked : undefined,
    value:
      v.value.kind === 'text'
        ? { kind: 'text', text: v.value.text }
        : v.value.kind === 'list'
          ? {
              kind: 'list',
              items: v.value.items
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean),
            }
          : { kind: 'money', min: numberOrNull(v.value.min), max: numberOrNull(v.value.max), currency: v.value.currency, per: v.value.per },
  }),
  routes: ADMIN_RESOURCES.facts.routes,
  noun: ADMIN_RESOURCES.facts.noun,
  dataPage: 'admin-fact-editor',
  nameOf: (v) => v.label,
});

const KIND_LABELS: Record<FactKind, string> = { text: 'Text', list: 'A list (one line per item)', money: 'An amount of money' };

export default function FactEditorPage() {
  const routeId = useRouteId(ROUTES.adminFactEdit);
  const isNew = routeId === null;
  // A restored version reloads the form: the editor starts again from the record.
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);
  return (
    <>
      <factEditor.EditorPage key={loads}>
        {({ values, bind, set }) => (
          <>
            <TextField label="Label" required hint="What the fact is, as admins and (for amounts) visitors read it." {...bind('label')} />
            <div className="grid">
              <TextField
                label="Key"
                required
                hint={
                  isNew
                    ? 'How the page finds the fact, e.g. destination.uk.visa-fee. It cannot change later.'
                    : 'How the page finds the fact; it cannot change.'
                }
                {...bind('key')}
              />
              <SelectField label="Page" options={FACT_PAGES} {...bind('page')} />
              <SelectField label="Kind of value" options={FACT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))} {...bind('value.kind')} />
            </div>
            <fieldset className="group">
              <legend>Value</legend>
              {values.value.kind === 'text' ? <TextField label="Text" required multiline rows={4} {...bind('value.text')} /> : null}
              {values.value.kind === 'list' ? <TextField label="Lines" required multiline rows={8} hint="One item per line." {...bind('value.items')} /> : null}
              {values.value.kind === 'money' ? (
                <div className="grid">
                  <TextField label="Minimum" required inputMode="decimal" {...bind('value.min')} />
                  <TextField label="Maximum" required inputMode="decimal" hint="The same as the minimum for a fixed amount." {...bind('value.max')} />
                  <SelectField label="Currency" options={CURRENCIES.map((c) => ({ value: c, label: c }))} {...bind('value.currency')} />
                  <SelectField label="Per" options={MONEY_PERIODS.map((p) => ({ value: p, label: p }))} {...bind('value.per')} />
                </div>
              ) : null}
            </fieldset>
            <fieldset className="group">
              <legend>Checked against the official source</legend>
              <div className="grid">
                <TextField label="Month checked" required hint="YYYY-MM, e.g. 2026-11." {...bind('checkedOn')} />
                <div>
                  <Button type="button" $variant="secondary" onClick={() => set('checkedOn', monthOf(new Date()))}>
                    Checked this month
                  </Button>
                </div>
              </div>
              <TextField label="Source address" required type="url" hint="The official page, starting with https://" {...bind('sourceUrl')} />
              <TextField label="Source name" required hint="E.g. GOV.UK, Department of Home Affairs." {...bind('sourceName')} />
              <TextField
                label="Day last checked"
                hint="YYYY-MM-DD: the day someone compared the value with the source and found it right."
                {...bind('lastChecked')}
              />
            </fieldset>
            <fieldset className="group">
              <legend>When a check failed</legend>
              <TextField
                label="Could not be checked because"
                hint="E.g. the official page gives no figure. Pages show it next to the fact; leave empty when the last check succeeded."
                {...bind('notChecked.reason')}
              />
              <TextField label="Day of that try" hint="YYYY-MM-DD." {...bind('notChecked.triedOn')} />
            </fieldset>
          </>
        )}
      </factEditor.EditorPage>
      {routeId !== null && Number(routeId) > 0 ? <FactHistory factId={Number(routeId)} onRestored={reload} /> : null}
    </>
  );
}
