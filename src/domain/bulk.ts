import { z } from './zod';

/**
 * Bulk import and export of the directory's records as CSV: the resources, the limits and the wire
 * shapes of a preview and an apply, shared by the server and the admin's import page.
 */
export const BULK_RESOURCES = ['consultancies', 'universities', 'courses'] as const;
export type BulkResource = (typeof BULK_RESOURCES)[number];

/** The largest CSV file an import takes, in bytes (its text, as the browser reads the file). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** The most data rows one import takes (the header not counted). */
export const IMPORT_MAX_ROWS = 20_000;
/** The message for a file over IMPORT_MAX_BYTES, on the import page and in the server's 413. */
export const IMPORT_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import them one after another.`;

/** The column of a record's id (empty on a row that adds a record) and of its version at export. */
export const ID_COLUMN = 'id';
export const VERSION_COLUMN = 'version';

/** What an import does with one row. */
export const ROW_ACTIONS = ['new', 'changed', 'unchanged', 'conflict', 'rejected'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export const DUPLICATE_REASONS = ['same name and location', 'same name and city', 'same phone', 'same website', 'same title, level and university'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Another record (by id) or another row of the file (by its line) that looks like the same one. */
export const likelyDuplicateSchema = z.object({
  reason: z.enum(DUPLICATE_REASONS),
  id: z.number().int().optional(),
  line: z.number().int().optional(),
  name: z.string(),
});
export type LikelyDuplicate = z.infer<typeof likelyDuplicateSchema>;

export const importRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  action: z.enum(ROW_ACTIONS),
  /** The record's id: the one the row names, or none for a new record. */
  id: z.number().int().nullable(),
  name: z.string(),
  /** A rejected row's problems (column and reason); a conflict's explanation; the changed columns of a changed row. */
  problems: z.array(z.object({ column: z.string(), reason: z.string() })),
  changedColumns: z.array(z.string()),
  duplicates: z.array(likelyDuplicateSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object(Object.fromEntries(ROW_ACTIONS.map((a) => [a, z.number().int()])) as Record<RowAction, z.ZodNumber>);
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = z.object({
  resource: z.enum(BULK_RESOURCES),
  counts: importCountsSchema,
  /** Every row that is not unchanged, in file order. */
  rows: z.array(importRowSchema),
  /** Names what the preview saw; an apply with another token (the records changed meanwhile) is refused. */
  token: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importApplyResultSchema = z.object({
  resource: z.enum(BULK_RESOURCES),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Conflicts left as they are (the admin did not choose to overwrite them). */
  skippedConflicts: z.number().int(),
  rejected: z.number().int(),
});
export type ImportApplyResult = z.infer<typeof importApplyResultSchema>;

const csvText = z.string().max(IMPORT_MAX_BYTES, IMPORT_TOO_LARGE);

export const importPreviewBodySchema = z.object({ csv: csvText });
export const importApplyBodySchema = z.object({
  csv: csvText,
  /** The preview's token. */
  token: z.string().max(200),
  /** Write the rows whose records were edited since the export over those edits. */
  overwriteConflicts: z.boolean().default(false),
});
export type ImportApplyBody = z.input<typeof importApplyBodySchema>;

/** A group of records that look like one: the ids and names of the admin list's likely duplicates. */
export const duplicateGroupSchema = z.object({
  reason: z.enum(DUPLICATE_REASONS),
  records: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;
export const duplicateGroupsSchema = z.object({ groups: z.array(duplicateGroupSchema) });
