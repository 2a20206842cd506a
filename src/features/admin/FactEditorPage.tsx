import { useCallback, useState } from 'react';
import { ROUTES } from '../../config/routes';
import { FactHistory } from './FactHistory';
import { CURRENCIES, type Currency } from '../../domain/catalog';
import {
  englishOf,
  FACT_KINDS,
  factInputSchema,
  MONEY_PERIODS,
  monthOf,
  outdatedNepali,
  type Fact,
  type FactInput,
  type FactKind,
  type FactNepali,
  type MoneyPeriod,
  type NepaliPart,
} from '../../domain/fact';
import { Button } from '../../ui/primitives';
import { Banner } from './adminUi';
import { FACT_PAGES } from '../../common/facts/factPages';
import { ADMIN_RESOURCES } from './adminResources';
import { defineEditor, numberOrNull, numberText, useRouteId, type EditorRenderProps } from './editorKit';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';

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
  /**
   * The Nepali version: its label, text and lines (one per line) as typed; `saved`, the version as loaded
   * (JSON, empty when none), which keeps the English each part was written for; `upToDate`, the admin's
   * word that the Nepali as it stands translates the English as it now is.
   */
  ne: { label: string; text: string; items: string; saved: string; upToDate: boolean };
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
  ne: { label: '', text: '', items: '', saved: '', upToDate: false },
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The Nepali version to save. A part typed anew (or all, when the admin says the Nepali is up to date) is
 * written for the English as it is now; a part left as it was keeps the English it was written for, so a
 * change to the English alone shows the Nepali as out of date.
 */
function nepaliInput(v: FactFormValues, value: FactInput['value']): FactNepali | undefined {
  const saved = v.ne.saved ? (JSON.parse(v.ne.saved) as FactNepali) : undefined;
  const now = englishOf({ label: v.label.trim(), value });
  const parts: Pick<FactNepali, NepaliPart> = {
    label: v.ne.label.trim() || undefined,
    text: value.kind === 'text' ? v.ne.text.trim() || undefined : undefined,
    items: value.kind === 'list' && lines(v.ne.items).length ? lines(v.ne.items) : undefined,
  };
  if (!parts.label && !parts.text && !parts.items) return undefined;
  const of = (part: NepaliPart) => {
    if (parts[part] === undefined) return undefined;
    const retyped = JSON.stringify(parts[part]) !== JSON.stringify(saved?.[part]);
    return v.ne.upToDate || retyped ? now[part] : saved?.of[part];
  };
  return { ...parts, of: { label: of('label') as string | undefined, text: of('text') as string | undefined, items: of('items') as string[] | undefined } };
}

/** The form as the schema reads it (numbers from text, lists from lines, the Nepali version with its English). */
export function factToInput(v: FactFormValues) {
  const { ne: _ne, ...rest } = v;
  const value: FactInput['value'] =
    v.value.kind === 'text'
      ? { kind: 'text', text: v.value.text.trim() }
      : v.value.kind === 'list'
        ? { kind: 'list', items: lines(v.value.items) }
        : { kind: 'money', min: numberOrNull(v.value.min) as number, max: numberOrNull(v.value.max) as number, currency: v.value.currency, per: v.value.per };
  return {
    ...rest,
    lastChecked: v.lastChecked.trim() || undefined,
    notChecked: v.notChecked.reason.trim() || v.notChecked.triedOn.trim() ? v.notChecked : undefined,
    value,
    ne: nepaliInput(v, value),
  };
}

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
    ne: {
      label: f.ne?.label ?? '',
      text: f.ne?.text ?? '',
      items: f.ne?.items?.join('\n') ?? '',
      saved: f.ne ? JSON.stringify(f.ne) : '',
      upToDate: false,
    },
  }),
  toInput: factToInput,
  routes: ADMIN_RESOURCES.facts.routes,
  noun: ADMIN_RESOURCES.facts.noun,
  dataPage: 'admin-fact-editor',
  nameOf: (v) => v.label,
});

const PART_NAMES: Record<NepaliPart, string> = { label: 'label', text: 'text', items: 'lines' };

/** The Nepali version's fields, and a warning while a part was written for English the record no longer says. */
function NepaliVersion({ values, bind, set }: Pick<EditorRenderProps<FactFormValues>, 'values' | 'bind' | 'set'>) {
  const kind = values.value.kind;
  const input = factToInput(values);
  const outdated = input.ne && !values.ne.upToDate ? outdatedNepali({ label: values.label.trim(), value: input.value, ne: input.ne }) : [];
  return (
    <fieldset className="group" data-part="nepali-version">
      <legend>Nepali version (optional)</legend>
      <p>
        Nepali pages show these instead of the English while they translate what the English says. Leave them empty to show the built-in Nepali wording (while
        the record keeps it) or the English.
      </p>
      {outdated.length ? (
        <Banner $tone="info" data-part="nepali-outdated">
          The English changed since the Nepali was written ({outdated.map((p) => PART_NAMES[p]).join(', ')}): Nepali pages show the English there until the
          Nepali is updated. Update the Nepali, or tick the box below if it still says the same.
        </Banner>
      ) : null}
      <TextField label="Nepali label" lang="ne" hint="The label in Nepali." {...bind('ne.label')} />
      {kind === 'text' ? <TextField label="Nepali text" lang="ne" multiline rows={4} {...bind('ne.text')} /> : null}
      {kind === 'list' ? (
        <TextField label="Nepali lines" lang="ne" multiline rows={8} hint="One line per English line, in the same order." {...bind('ne.items')} />
      ) : null}
      {kind === 'money' ? <p>An amount has no text to translate: only its label.</p> : null}
      {outdated.length || values.ne.upToDate ? (
        <CheckboxField
          label="The Nepali above says what the English says now"
          name="ne.upToDate"
          checked={values.ne.upToDate}
          onChange={(checked) => set('ne.upToDate', checked)}
        />
      ) : null}
    </fieldset>
  );
}

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
            <NepaliVersion values={values} bind={bind} set={set} />
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
