import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { BulkResource, DuplicateReason } from '../../src/domain/bulk';
import { ID_COLUMN, VERSION_COLUMN } from '../../src/domain/bulk';
import { consultancyInputSchema, type ConsultancyInput } from '../../src/domain/consultancy';
import { branchLicenceProblems } from '../../src/domain/licence';
import { courseInputSchema, type CourseInput } from '../../src/domain/course';
import { SAMPLE_PHONE } from '../../src/domain/directory';
import { universityInputSchema, type UniversityInput } from '../../src/domain/university';
import { consultancyRowKeeping, courseRow, universityRow, type ConsultancyKept } from '../db/rows';

/**
 * How a record's fields are cells of a CSV row. A column's header is its field's dotted path
 * (`tuition.min`); lists hold one item per line of the cell; `json` holds the field as JSON.
 *
 * - text: as written; an optional text left empty is left out.
 * - number: a number; empty is left out (the schema says when one is required), or null where `nullable`.
 * - boolean: true or false (yes and no read too).
 * - list: one item per line.
 * - yearOrNA: a year, N/A, or empty.
 */
export type CellKind = 'text' | 'number' | 'boolean' | 'list' | 'json' | 'yearOrNA';

export interface ColumnSpec {
  path: readonly string[];
  kind: CellKind;
  /** Empty leaves the field out (text, json). */
  optional?: boolean;
  /** Empty is null (number). */
  nullable?: boolean;
  /** The template's example cell. */
  example: string;
}

export const headerOf = (c: ColumnSpec) => c.path.join('.');

export type Json = Record<string, unknown>;

/** What a table's bulk import writes: the row's columns for a new record, or for an edit of a stored one. */
export interface BulkSpec {
  resource: BulkResource;
  table: 'consultancies' | 'universities' | 'courses';
  /** "consultancy": messages name the record's kind. */
  noun: string;
  /** The schema the editors validate with. */
  schema: z.ZodType;
  columns: readonly ColumnSpec[];
  /** The record's name in the preview and in duplicate lists. */
  nameOf: (record: Json) => string;
  /** The keys under which two records look like one, each with its reason; none when a field is empty. */
  duplicateKeys: (record: Json) => Array<{ reason: DuplicateReason; key: string }>;
  /** The row to insert for a new record, or to set on a stored one (its stored JSON given), without the time columns. */
  row: (input: Json, stored: Json | null) => Record<string, unknown>;
  /** Whether the table keeps when each record was last written. */
  hasUpdatedAt: boolean;
  /** The fields of a stored record that are not the input's (its id, the sample flag). */
  storedOnly: readonly string[];
  /** What the schema cannot check (it needs the day, or the stored record: null for a new one), by field path, as the editor's writes check it. */
  problems?: (input: Json, stored: Json | null, today: string) => Record<string, string>;
}

const fold = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const phoneKey = (phone: unknown) =>
  phone === SAMPLE_PHONE
    ? ''
    : String(phone ?? '')
        .replace(/\D/g, '')
        .replace(/^977/, '');
const websiteKey = (url: unknown) =>
  String(url ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#]+$/, '');
const keys = (pairs: Array<[DuplicateReason, string]>) => pairs.filter(([, key]) => key.replace(/\|/g, '') !== '').map(([reason, key]) => ({ reason, key }));

const text = (path: string, example: string, optional = false): ColumnSpec => ({ path: path.split('.'), kind: 'text', example, optional });
const num = (path: string, example: string, nullable = false): ColumnSpec => ({ path: path.split('.'), kind: 'number', example, nullable });
const list = (path: string, example: string): ColumnSpec => ({ path: path.split('.'), kind: 'list', example });

export const CONSULTANCY_BULK: BulkSpec = {
  resource: 'consultancies',
  table: 'consultancies',
  noun: 'consultancy',
  schema: consultancyInputSchema,
  columns: [
    text('name', 'Himalayan Study Centre'),
    text('location', 'Putalisadak, Kathmandu'),
    text('phone', '01-4412345'),
    text('email', 'info@himalayan-study.example'),
    text('website', 'https://himalayan-study.example'),
    num('rating', '4.5'),
    text('logo', ''),
    text('coverImage', ''),
    list('specializations', 'Australia\nCanada'),
    text('studentsHelped', '2,000+'),
    text('experience', '8+ years'),
    text('successRate', '95%'),
    list('services', 'Visa guidance\nTest preparation'),
    { path: ['established'], kind: 'yearOrNA', example: '2016' },
    list('districtsCovered', 'Kathmandu\nLalitpur'),
    list('testPreparation', 'IELTS\nPTE'),
    {
      path: ['branches'],
      kind: 'json',
      optional: true,
      example: '[{"name":"Himalayan Study Centre – Pokhara","location":"Lakeside, Pokhara","phone":"061-123456","email":"pokhara@himalayan-study.example"}]',
    },
    list('highlights', 'Free counselling on Saturdays'),
    text('socialMedia.facebook', 'https://facebook.com/himalayan-study', true),
    text('socialMedia.instagram', '', true),
    text('mission', 'Honest advice for every student.', true),
    text('vision', '', true),
  ],
  nameOf: (r) => String(r.name ?? ''),
  duplicateKeys: (r) =>
    keys([
      ['same name and location', `${fold(r.name)}|${fold(r.location)}`],
      ['same phone', phoneKey(r.phone)],
      ['same website', websiteKey(r.website)],
    ]),
  // A stored record keeps what the server owns (sample flag, licence, review rating, notice); `verified` is derived again.
  row: (input, stored) => consultancyRowKeeping(input as ConsultancyInput, stored as ConsultancyKept | null, new Date()),
  hasUpdatedAt: true,
  storedOnly: ['id', 'sample'],
  problems: (input, stored, today) => branchLicenceProblems((input as ConsultancyInput).branches, stored?.sample === true, today),
};

export const UNIVERSITY_BULK: BulkSpec = {
  resource: 'universities',
  table: 'universities',
  noun: 'university',
  schema: universityInputSchema,
  columns: [
    text('name', 'University of Example'),
    text('country', 'Australia'),
    text('city', 'Melbourne'),
    text('logo', ''),
    text('website', 'https://www.example.edu.au'),
    num('ranking', '120', true),
    num('tuition.min', '30000'),
    num('tuition.max', '45000'),
    text('tuition.currency', 'AUD'),
    list('intakes', 'February\nJuly'),
    list('levels', 'Bachelor\nMaster'),
    text('description', 'A public research university.'),
    { path: ['scholarshipsAvailable'], kind: 'boolean', example: 'true' },
  ],
  nameOf: (r) => String(r.name ?? ''),
  duplicateKeys: (r) =>
    keys([
      ['same name and city', `${fold(r.name)}|${fold(r.city)}`],
      ['same website', websiteKey(r.website)],
    ]),
  row: (input) => universityRow(input as UniversityInput),
  hasUpdatedAt: true,
  storedOnly: ['id'],
};

export const COURSE_BULK: BulkSpec = {
  resource: 'courses',
  table: 'courses',
  noun: 'course',
  schema: courseInputSchema,
  columns: [
    text('title', 'Master of Information Technology'),
    text('level', 'Master'),
    text('field', 'Information Technology'),
    num('universityId', '1'),
    text('duration', '2 years'),
    num('tuition.amount', '42000'),
    text('tuition.currency', 'AUD'),
    text('tuition.per', 'year'),
    list('intakes', 'February\nJuly'),
    num('englishRequirements.ielts', '6.5', true),
    num('englishRequirements.pte', '58', true),
    num('englishRequirements.toefl', '', true),
    text('description', 'Software, data and networks.'),
  ],
  nameOf: (r) => String(r.title ?? ''),
  duplicateKeys: (r) => keys([['same title, level and university', `${fold(r.title)}|${fold(r.level)}|${String(r.universityId ?? '')}`]]),
  row: (input) => courseRow(input as CourseInput),
  hasUpdatedAt: false,
  storedOnly: ['id'],
};

export const BULK_SPECS = { consultancies: CONSULTANCY_BULK, universities: UNIVERSITY_BULK, courses: COURSE_BULK } as const satisfies Record<
  BulkResource,
  BulkSpec
>;

/** Every header of a resource's file: the id, the version, then its fields. */
export const headersOf = (spec: BulkSpec) => [ID_COLUMN, VERSION_COLUMN, ...spec.columns.map(headerOf)];

/** A stored record's version: a short hash of its stored JSON, which any write changes. */
export const versionOf = (storedData: string) => createHash('sha256').update(storedData).digest('base64url').slice(0, 12);

function valueAt(record: Json, path: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of path) value = value && typeof value === 'object' ? (value as Json)[key] : undefined;
  return value;
}

/** A field's value as its cell. */
export function cellOf(column: ColumnSpec, record: Json): string {
  const value = valueAt(record, column.path);
  if (value === undefined || value === null) return '';
  switch (column.kind) {
    case 'list':
      return Array.isArray(value) ? value.map((item) => String(item).replace(/\s*[\r\n]+\s*/g, ' ')).join('\n') : '';
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** A record's cells, in the order of its spec's columns. */
export const cellsOf = (spec: BulkSpec, record: Json) => spec.columns.map((c) => cellOf(c, record));

type Read = { value: unknown } | { problem: string };

/** A cell as its field's value, or why it cannot be one (the schema checks the rest). */
function readCell(column: ColumnSpec, raw: string): Read {
  const cell = column.kind === 'list' || column.kind === 'text' ? raw : raw.trim();
  if (cell === '') {
    if (column.kind === 'list') return { value: [] };
    if (column.kind === 'text') return { value: column.optional ? undefined : '' };
    return { value: column.nullable ? null : undefined };
  }
  switch (column.kind) {
    case 'text':
      return { value: cell };
    case 'list':
      return {
        value: cell
          .split(/\r\n|\r|\n/)
          .map((item) => item.trim())
          .filter(Boolean),
      };
    case 'number': {
      const n = Number(cell.replace(/,/g, ''));
      return Number.isFinite(n) ? { value: n } : { problem: 'Enter a number, such as 4.5' };
    }
    case 'boolean': {
      const word = cell.toLowerCase();
      if (word === 'true' || word === 'yes') return { value: true };
      if (word === 'false' || word === 'no') return { value: false };
      return { problem: 'Write true or false' };
    }
    case 'yearOrNA': {
      if (cell.toUpperCase() === 'N/A') return { value: 'N/A' };
      return /^\d+$/.test(cell) ? { value: Number(cell) } : { problem: 'A year such as 2016, or N/A' };
    }
    case 'json':
      try {
        return { value: JSON.parse(cell) as unknown };
      } catch {
        return { problem: 'Not valid JSON: see the template for the form this cell takes' };
      }
  }
}

/**
 * A row's cells (keyed by header) as the fields they set: every top-level field of the columns is
 * there (undefined when empty), so laid over a stored record they replace its fields, cleared ones too.
 */
export function fieldsFromCells(spec: BulkSpec, cells: ReadonlyMap<string, string>): { fields: Json; problems: Array<{ column: string; reason: string }> } {
  const fields: Json = {};
  const problems: Array<{ column: string; reason: string }> = [];
  for (const column of spec.columns) {
    const header = headerOf(column);
    const read = readCell(column, cells.get(header) ?? '');
    const [top, ...rest] = column.path;
    if ('problem' in read) {
      problems.push({ column: header, reason: read.problem });
      continue;
    }
    if (rest.length === 0) {
      fields[top] = read.value;
      continue;
    }
    if (!(top in fields)) fields[top] = undefined;
    if (read.value === undefined) continue;
    let target = (fields[top] ??= {}) as Json;
    for (const key of rest.slice(0, -1)) target = (target[key] ??= {}) as Json;
    target[rest[rest.length - 1]] = read.value;
  }
  return { fields, problems };
}

/** The column a field error's dotted path belongs to. */
export function columnOfPath(spec: BulkSpec, path: string): string {
  const column = spec.columns.map(headerOf).find((h) => path === h || path.startsWith(`${h}.`));
  return column ?? path;
}
