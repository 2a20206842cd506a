import { z } from './zod';
import { id, isoDateTime } from './common';

/**
 * The history every record the admins edit keeps: each change with who made it, when, and the record
 * before and after (null before a create and after a delete). One shape for every kind of record.
 */
export const HISTORY_KINDS = ['fact', 'blog', 'university', 'course', 'consultancy', 'licence', 'settings', 'exchange-rate'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** What a change did: "accepted" is a release's correction the admins accepted. */
export const CHANGE_ACTIONS = ['created', 'edited', 'checked', 'restored', 'deleted', 'accepted'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** How the admin's history names each action. */
export const CHANGE_ACTION_TEXT: Record<ChangeAction, string> = {
  created: 'Created',
  edited: 'Edited',
  checked: 'Marked still correct',
  restored: 'Restored an earlier version',
  deleted: 'Deleted',
  accepted: 'Accepted a correction from a release',
};

/** The history rows one record's list shows, newest first. */
export const HISTORY_LIMIT = 100;

/** One change of one record; `before` and `after` are the record's editable fields as they were. */
export const recordChangeSchema = z.object({
  id,
  kind: z.enum(HISTORY_KINDS),
  recordId: z.string(),
  key: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  adminEmail: z.string(),
  changedAt: isoDateTime,
});
export type RecordChange = z.infer<typeof recordChangeSchema>;

/** The answer of a record's history. */
export const recordHistorySchema = z.object({ items: z.array(recordChangeSchema) });

/**
 * The lines of what a change changed, field by field ("title: old → new"); a value that is not text is
 * shown as its JSON. Fields named in `labels` are named so; the others by their own name.
 */
export function changedFieldLines(change: Pick<RecordChange, 'before' | 'after'>, labels: Record<string, string> = {}, limit = 160): string[] {
  const names = [...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})])];
  const show = (v: unknown): string => {
    if (v === undefined || v === null || v === '') return '—';
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
  };
  return names.flatMap((name) => {
    const old = change.before ? change.before[name] : undefined;
    const now = change.after ? change.after[name] : undefined;
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return [`${labels[name] ?? name}: ${show(old)} → ${show(now)}`];
  });
}
