import { z } from './zod';
import { CURRENCIES } from './catalog';
import { id, isoDateTime, nonEmpty } from './common';
import { FACT_KEY_RE, MAX_FACT_KEYS } from './factKey';
import { CHANGE_ACTIONS, type ChangeAction } from './history';

export { FACT_KEY_RE, MAX_FACT_KEYS };

/**
 * A dated fact a page shows (a fee, a funds figure, a work rule, an exam format): the value the admins
 * keep, the month it was last checked and the official page it was checked against.
 */
export const FACT_KINDS = ['text', 'list', 'money'] as const;
export type FactKind = (typeof FACT_KINDS)[number];
export const MONEY_PERIODS = ['year', 'month', 'once'] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];

/** A fact checked longer ago than this many months is due for review. */
export const REVIEW_AFTER_MONTHS = 6;

export const MONTH_RE = /^\d{4}-(?:0[1-9]|1[0-2])$/;
export const DAY_RE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const day = (what: string) => z.string().trim().regex(DAY_RE, `Enter ${what} as YYYY-MM-DD, e.g. 2026-11-26`);

/**
 * The last try to compare a record with its source that failed: why ("the official page was not
 * stored", "the page gives no figure") and the day of the try. The record keeps its last known value.
 */
export const notCheckedSchema = z.object({
  reason: nonEmpty(300),
  triedOn: day('the day of the try'),
});
export type NotChecked = z.infer<typeof notCheckedSchema>;

const amount = z.number({ message: 'Enter a number' }).min(0, 'Must not be negative').max(1_000_000_000, 'Too large');

const factLines = z.array(nonEmpty(800)).min(1, 'Add at least one line').max(40, 'At most 40 lines');

export const factValueSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), text: nonEmpty(2000) }),
    z.object({
      kind: z.literal('list'),
      items: factLines,
    }),
    z
      .object({
        kind: z.literal('money'),
        min: amount,
        max: amount,
        currency: z.enum(CURRENCIES, { message: `Choose one of ${CURRENCIES.join(', ')}` }),
        per: z.enum(MONEY_PERIODS, { message: 'Choose year, month or once' }),
      })
      .refine((m) => m.max >= m.min, { message: 'The maximum must not be below the minimum', path: ['max'] }),
  ],
  { message: 'The value must be text, a list or an amount of money' },
);

/**
 * A fact's Nepali version, which the admins write beside the English: the label, and the text (a text
 * value) or the lines (a list; an amount has only its label). `of` keeps the English each part was
 * written for, so that a page shows a Nepali part only while the record's English still says that
 * (src/ui/recordText.ts); once the English changes without it, the page shows the English again.
 */
export const factNepaliSchema = z
  .object({
    label: nonEmpty(200).optional(),
    text: nonEmpty(2000).optional(),
    items: factLines.optional(),
    /** The English the parts above translate. */
    of: z.object({ label: nonEmpty(200).optional(), text: nonEmpty(2000).optional(), items: factLines.optional() }),
  })
  .superRefine((ne, ctx) => {
    if (ne.label === undefined && ne.text === undefined && ne.items === undefined)
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'Write the Nepali label, text or lines, or leave the Nepali version out' });
    for (const part of ['label', 'text', 'items'] as const)
      if (ne[part] !== undefined && ne.of[part] === undefined)
        ctx.addIssue({ code: 'custom', path: ['of', part], message: `Keep the English ${part === 'items' ? 'lines' : part} the Nepali was written for` });
    if (ne.items && ne.of.items && ne.items.length !== ne.of.items.length)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: `Write one Nepali line for each English line: the English has ${ne.of.items.length}, the Nepali ${ne.items.length}`,
      });
  });
export type FactNepali = z.infer<typeof factNepaliSchema>;

/** A Nepali text goes with a text value, Nepali lines with a list. */
function nepaliFitsValue(f: { value: FactValue; ne?: FactNepali }, ctx: z.RefinementCtx) {
  if (f.ne?.text !== undefined && f.value.kind !== 'text')
    ctx.addIssue({ code: 'custom', path: ['ne', 'text'], message: 'Only a text value has a Nepali text: remove it or make the value text' });
  if (f.ne?.items !== undefined && f.value.kind !== 'list')
    ctx.addIssue({ code: 'custom', path: ['ne', 'items'], message: 'Only a list has Nepali lines: remove them or make the value a list' });
}

const factFields = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(120, 'At most 120 characters')
    .regex(FACT_KEY_RE, 'Use lower-case letters, digits, dots and hyphens (e.g. destination.uk.visa-fee)'),
  page: z
    .string()
    .trim()
    .max(120, 'At most 120 characters')
    .regex(/^\/[a-z0-9\-/]*$/, 'The page is a path of this site, such as /destinations/uk'),
  label: nonEmpty(200),
  value: factValueSchema,
  /** The month the value holds from, as its source shows it (pages say "As of {month}"). */
  checkedOn: z.string().trim().regex(MONTH_RE, 'Enter the month it was checked as YYYY-MM, e.g. 2026-11'),
  /** The day someone last compared the value with its source and found it right. */
  lastChecked: day('the day it was last checked').optional(),
  /** Set when the last try to check it failed; cleared when it is checked again. */
  notChecked: notCheckedSchema.optional(),
  sourceUrl: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .regex(/^https:\/\/[^\s]+$/, 'The official source must be an address starting with https://'),
  sourceName: nonEmpty(200),
  /** The Nepali version of the label and the text or lines, when the admins have written one. */
  ne: factNepaliSchema.optional(),
});

export const factInputSchema = factFields.superRefine(nepaliFitsValue);

export const factSchema = factFields.extend({ id, updatedAt: isoDateTime.nullable() }).superRefine(nepaliFitsValue);

export type FactValue = z.infer<typeof factValueSchema>;
export type FactInput = z.infer<typeof factInputSchema>;
export type Fact = z.infer<typeof factSchema>;

export type NepaliPart = 'label' | 'text' | 'items';

/** The English a record says now, part by part, as its Nepali version's `of` keeps it. */
export const englishOf = (f: Pick<FactInput, 'label' | 'value'>): FactNepali['of'] => ({
  label: f.label,
  text: f.value.kind === 'text' ? f.value.text : undefined,
  items: f.value.kind === 'list' ? f.value.items : undefined,
});

/**
 * The parts of a record's Nepali version written for English the record no longer says (the team changed
 * the English since): the pages show the English there until the Nepali is updated.
 */
export function outdatedNepali(f: Pick<FactInput, 'label' | 'value' | 'ne'>): NepaliPart[] {
  const { ne } = f;
  if (!ne) return [];
  const now = englishOf(f);
  return (['label', 'text', 'items'] as const).filter((part) => ne[part] !== undefined && JSON.stringify(ne.of[part]) !== JSON.stringify(now[part]));
}

/** The month of a date (UTC) as YYYY-MM. */
export const monthOf = (d: Date): string => d.toISOString().slice(0, 7);

/** YYYY-MM moved by n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Facts checked before this month are due for review (checked more than six months ago). */
export const reviewCutoff = (now: Date): string => addMonths(monthOf(now), -REVIEW_AFTER_MONTHS);

export const isDueForReview = (checkedOn: string, now: Date): boolean => checkedOn < reviewCutoff(now);

/** A fact confirmed as still right today: checked this month, on this day, and no failed try left on it. */
export function reviewedFact(f: FactInput, now: Date): FactInput {
  const { notChecked: _failed, ...rest } = f;
  return { ...rest, checkedOn: monthOf(now), lastChecked: now.toISOString().slice(0, 10) };
}

/** A query parameter listing fact keys, comma-separated (at most MAX_FACT_KEYS of them). */
export const factKeyListParam = z
  .string()
  .trim()
  .max(6200)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ])
  .refine((keys) => keys.length > 0 && keys.length <= MAX_FACT_KEYS, `List 1 to ${MAX_FACT_KEYS} fact keys, separated by commas`)
  .refine((keys) => keys.every((k) => FACT_KEY_RE.test(k)), 'Fact keys use lower-case letters, digits, dots and hyphens');

/** What a change did to a fact (as to any record the admins edit). */
export const FACT_CHANGE_ACTIONS = CHANGE_ACTIONS;
export type FactChangeAction = ChangeAction;

/** One change in a fact's history: who, when, the record before and after (null before a create, after a delete). */
export const factChangeSchema = z.object({
  id,
  factId: id,
  key: z.string(),
  action: z.enum(FACT_CHANGE_ACTIONS),
  before: factInputSchema.nullable(),
  after: factInputSchema.nullable(),
  adminEmail: z.string(),
  changedAt: isoDateTime,
});
export type FactChange = z.infer<typeof factChangeSchema>;
