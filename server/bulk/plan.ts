import { createHash } from 'node:crypto';
import {
  ID_COLUMN,
  IMPORT_MAX_ROWS,
  ROW_ACTIONS,
  VERSION_COLUMN,
  type DuplicateGroup,
  type ImportCounts,
  type ImportRow,
  type LikelyDuplicate,
} from '../../src/domain/bulk';
import { fieldErrorsFrom } from '../../src/domain/fieldErrors';
import { dayOf } from '../../src/domain/licenceRules';
import { HttpError } from '../http';
import { cellsOf, columnOfPath, fieldsFromCells, headerOf, headersOf, versionOf, type BulkSpec, type Json } from './columns';
import { parseCsv, unescapeFormula } from './csv';

/** A stored record as the plan reads it: its id and its stored JSON. */
export interface StoredRecord {
  id: number;
  data: string;
}

/** A row the apply writes: the checked input, and the stored record it replaces (none for a new one). */
export interface PlannedWrite {
  line: number;
  input: Json;
  stored: { id: number; record: Json } | null;
}

export interface ImportPlan {
  rows: ImportRow[];
  counts: ImportCounts;
  token: string;
  creates: PlannedWrite[];
  updates: PlannedWrite[];
  conflicts: PlannedWrite[];
}

/** The most likely duplicates listed for one row. */
const MAX_DUPLICATES_SHOWN = 5;

const badFile = (reason: string) => new HttpError(400, 'VALIDATION_FAILED', reason, { csv: reason });

/**
 * What importing a CSV file would do, row by row, against the stored records: new, changed, unchanged,
 * a conflict (the record was edited since the export the row came from), or rejected with each problem's
 * column and reason. A file that cannot be read as a whole (no header, an unknown or missing column, an
 * unclosed quote) is refused with a 400 naming the line or the columns.
 */
export function planImport(
  spec: BulkSpec,
  csv: string,
  storedRecords: readonly StoredRecord[],
  options: { universityIds?: ReadonlySet<number>; today?: string } = {},
): ImportPlan {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw badFile(`Line ${parsed.line}: ${parsed.reason}`);
  const [header, ...records] = parsed.records;
  if (!header) throw badFile('The file is empty: it needs a header row with the column names. Download the template to start from.');
  if (records.length > IMPORT_MAX_ROWS)
    throw badFile(
      `The file has ${records.length.toLocaleString('en-US')} rows; an import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  const names = header.cells.map((h) => h.trim());
  const expected = headersOf(spec);
  const unknown = names.filter((h) => !expected.includes(h));
  const missing = expected.filter((h) => !names.includes(h));
  const repeated = names.filter((h, i) => names.indexOf(h) !== i);
  if (unknown.length || missing.length || repeated.length) {
    const parts = [
      unknown.length ? `unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((h) => `“${h.slice(0, 60)}”`).join(', ')}` : '',
      missing.length ? `missing ${missing.length === 1 ? 'column' : 'columns'} ${missing.join(', ')}` : '',
      repeated.length ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw badFile(`The header row does not match the ${spec.noun} columns: ${parts.join('; ')}. Download the template for every column.`);
  }

  const stored = new Map<number, { data: string; record: Json }>();
  for (const r of storedRecords) stored.set(Number(r.id), { data: r.data, record: JSON.parse(r.data) as Json });
  const cellsKey = (cells: string[]) => JSON.stringify(cells);
  // A new row whose every field equals a stored record is that record: importing a file twice adds nothing.
  const storedByCells = new Map<string, number>();
  for (const [id, s] of stored) if (!storedByCells.has(cellsKey(cellsOf(spec, s.record)))) storedByCells.set(cellsKey(cellsOf(spec, s.record)), id);

  const rows: ImportRow[] = [];
  const writes: Array<PlannedWrite & { action: 'new' | 'changed' | 'conflict' }> = [];
  const seenIds = new Map<number, number>();
  const tokenParts: unknown[] = [createHash('sha256').update(csv).digest('base64url')];
  /** The values each written row will have (for the duplicates among rows and records). */
  const written = new Map<number, Json>();

  for (const { line, cells: rawCells } of records) {
    const row: ImportRow = { line, action: 'rejected', id: null, name: '', problems: [], changedColumns: [], duplicates: [] };
    rows.push(row);
    if (rawCells.length !== names.length) {
      row.problems.push({ column: '(row)', reason: `The row has ${rawCells.length} cells; the header has ${names.length}.` });
      continue;
    }
    const cells = new Map(names.map((h, i) => [h, unescapeFormula(rawCells[i])]));
    const idCell = (cells.get(ID_COLUMN) ?? '').trim();
    let current: { id: number; data: string; record: Json } | null = null;
    if (idCell !== '') {
      const id = /^\d{1,10}$/.test(idCell) ? Number(idCell) : NaN;
      const found = Number.isSafeInteger(id) ? stored.get(id) : undefined;
      if (!found) {
        row.problems.push({
          column: ID_COLUMN,
          reason: /^\d+$/.test(idCell)
            ? `No ${spec.noun} has id ${idCell}: leave id empty to add a new one.`
            : 'A record’s id is a whole number; leave it empty for a new record.',
        });
      } else if (seenIds.has(id)) {
        row.id = id;
        row.problems.push({ column: ID_COLUMN, reason: `Line ${seenIds.get(id)} has the same id: each record once per file.` });
      } else {
        seenIds.set(id, line);
        current = { id, ...found };
        row.id = id;
      }
    }
    const { fields, problems } = fieldsFromCells(spec, cells);
    row.problems.push(...problems);
    const candidate = current ? { ...withoutKeys(current.record, spec.storedOnly), ...fields } : fields;
    row.name = spec.nameOf(candidate);
    const checked = spec.schema.safeParse(candidate);
    if (!checked.success) {
      for (const [path, reason] of Object.entries(fieldErrorsFrom(checked.error.issues))) {
        const column = columnOfPath(spec, path);
        if (!row.problems.some((p) => p.column === column)) row.problems.push({ column, reason });
      }
    }
    if (checked.success && spec.problems) {
      for (const [path, reason] of Object.entries(spec.problems(checked.data as Json, current?.record ?? null, options.today ?? dayOf(new Date())))) {
        const column = columnOfPath(spec, path);
        if (!row.problems.some((p) => p.column === column)) row.problems.push({ column, reason });
      }
    }
    if (checked.success && options.universityIds) {
      const universityId = (checked.data as Json).universityId;
      if (typeof universityId === 'number' && !options.universityIds.has(universityId))
        row.problems.push({ column: 'universityId', reason: `No university has id ${universityId}.` });
    }
    if (row.problems.length || !checked.success || (idCell !== '' && !current)) continue;

    const input = checked.data as Json;
    const newCells = cellsOf(spec, input);
    if (!current) {
      const same = storedByCells.get(cellsKey(newCells));
      if (same !== undefined) {
        row.action = 'unchanged';
        row.id = same;
        tokenParts.push([line, 'unchanged', same, versionOf(stored.get(same)!.data)]);
        continue;
      }
      row.action = 'new';
      writes.push({ line, input, stored: null, action: 'new' });
      tokenParts.push([line, 'new']);
      continue;
    }
    const oldCells = cellsOf(spec, current.record);
    const version = versionOf(current.data);
    row.changedColumns = spec.columns.map(headerOf).filter((_, i) => newCells[i] !== oldCells[i]);
    if (!row.changedColumns.length) {
      row.action = 'unchanged';
    } else {
      const exported = (cells.get(VERSION_COLUMN) ?? '').trim();
      row.action = exported === version ? 'changed' : 'conflict';
      if (row.action === 'conflict') {
        row.problems.push({
          column: VERSION_COLUMN,
          reason: exported
            ? `This ${spec.noun} was edited since the file was exported: importing the row would overwrite that edit.`
            : `The row has no version, so it cannot show whether this ${spec.noun} was edited since the export: importing it would overwrite the ${spec.noun} as it is now.`,
        });
      }
      writes.push({ line, input, stored: { id: current.id, record: current.record }, action: row.action });
      written.set(current.id, input);
    }
    tokenParts.push([line, row.action, current.id, version]);
  }

  markDuplicates(spec, rows, writes, stored, written);
  const counts = Object.fromEntries(ROW_ACTIONS.map((a) => [a, 0])) as ImportCounts;
  for (const row of rows) counts[row.action]++;
  return {
    rows: rows.filter((r) => r.action !== 'unchanged'),
    counts,
    token: createHash('sha256').update(JSON.stringify(tokenParts)).digest('base64url'),
    creates: writes.filter((w) => w.action === 'new'),
    updates: writes.filter((w) => w.action === 'changed'),
    conflicts: writes.filter((w) => w.action === 'conflict'),
  };
}

const withoutKeys = (record: Json, keys: readonly string[]) => Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));

/**
 * Each written row's likely duplicates: stored records (as this import leaves them) and other rows of
 * the file that share its name and place, its phone or its website.
 */
function markDuplicates(
  spec: BulkSpec,
  rows: ImportRow[],
  writes: readonly PlannedWrite[],
  stored: ReadonlyMap<number, { record: Json }>,
  written: ReadonlyMap<number, Json>,
) {
  const index = new Map<string, Array<{ id?: number; line?: number; name: string }>>();
  const add = (record: Json, who: { id?: number; line?: number }) => {
    for (const { reason, key } of spec.duplicateKeys(record)) {
      const k = `${reason}\u0000${key}`;
      const list = index.get(k) ?? [];
      list.push({ ...who, name: spec.nameOf(record) });
      index.set(k, list);
    }
  };
  for (const [id, s] of stored) add(written.get(id) ?? s.record, { id });
  for (const w of writes) if (!w.stored) add(w.input, { line: w.line });
  const byLine = new Map(rows.map((r) => [r.line, r]));
  for (const w of writes) {
    const row = byLine.get(w.line)!;
    const found: LikelyDuplicate[] = [];
    for (const { reason, key } of spec.duplicateKeys(w.input)) {
      for (const other of index.get(`${reason}\u0000${key}`) ?? []) {
        if ((other.id !== undefined && other.id === w.stored?.id) || (other.line !== undefined && other.line === w.line)) continue;
        if (found.length < MAX_DUPLICATES_SHOWN) found.push({ reason, ...other });
      }
    }
    row.duplicates = found;
  }
}

/** The stored records that look like one another, group by group (the admin list shows them). */
export function duplicateGroups(spec: BulkSpec, storedRecords: readonly StoredRecord[]): DuplicateGroup[] {
  const groups = new Map<string, DuplicateGroup>();
  for (const r of storedRecords) {
    const record = JSON.parse(r.data) as Json;
    for (const { reason, key } of spec.duplicateKeys(record)) {
      const k = `${reason}\u0000${key}`;
      const group = groups.get(k) ?? { reason, records: [] };
      group.records.push({ id: Number(r.id), name: spec.nameOf(record) });
      groups.set(k, group);
    }
  }
  return [...groups.values()].filter((g) => g.records.length > 1);
}

/** A resource's records as a CSV file's rows: the header, then each record with its id and version. */
export function exportRows(spec: BulkSpec, storedRecords: readonly StoredRecord[]): string[][] {
  return [headersOf(spec), ...storedRecords.map((r) => [String(r.id), versionOf(r.data), ...cellsOf(spec, JSON.parse(r.data) as Json)])];
}

/** The template: the header and one example row (a new record: no id, no version). */
export function templateRows(spec: BulkSpec): string[][] {
  return [headersOf(spec), ['', '', ...spec.columns.map((c) => c.example)]];
}
