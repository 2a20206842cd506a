import type { Fact, FactInput, FactValue } from '../../src/domain/fact';
import type { SiteSettings, SiteSettingsInput } from '../../src/domain/settings';

/** The text a fact's search matches: its key, page, label, value and source, in lower case. */
function valueText(v: FactValue): string {
  if (v.kind === 'text') return v.text;
  if (v.kind === 'list') return v.items.join(' ');
  return `${v.currency} ${v.min} ${v.max} ${v.per}`;
}

/** The fact rows as the migrations before the label's sort column wrote them. */
export const factRowBeforeLabelKey = (f: FactInput, updatedAt: string | null) => ({
  key: f.key,
  page: f.page,
  checked_on: f.checkedOn,
  search: [f.key, f.page, f.label, valueText(f.value), f.sourceName, f.sourceUrl].join(' \u0001 ').toLowerCase(),
  data: JSON.stringify(f),
  updated_at: updatedAt,
});

/** The Nepali version's words, for the search (a record saved before it had one matches as before). */
const nepaliText = (f: FactInput) => (f.ne ? [f.ne.label, f.ne.text, ...(f.ne.items ?? [])].filter(Boolean).join(' ') : '');

/** A fact's row: its columns, and its label lower-cased (the admin's list sorts by it); the search also matches its Nepali version. */
export const factRow = (f: FactInput, updatedAt: string | null) => {
  const row = factRowBeforeLabelKey(f, updatedAt);
  const ne = nepaliText(f);
  return { ...row, search: ne ? `${row.search} \u0001 ${ne.toLowerCase()}` : row.search, label_key: f.label.toLowerCase() };
};

export const factFromRow = (r: { id: number; data: string; updated_at: string | null }): Fact => ({
  ...(JSON.parse(r.data) as FactInput),
  id: Number(r.id),
  updatedAt: r.updated_at,
});

export const SITE_SETTINGS_ROW = 'site';

export const settingsFromRow = (r: { data: string; updated_at: string | null }): SiteSettings => ({
  ...(JSON.parse(r.data) as SiteSettingsInput),
  updatedAt: r.updated_at,
});
