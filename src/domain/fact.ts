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

export const factValueSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), text: nonEmpty(2000) }),
    z.object({
      kind: z.literal('list'),
      items: z.array(nonEmpty(800)).min(1, 'Add at least one line').max(40, 'At most 40 lines'),
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

export const factInputSchema = z.object({
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
});

export const factSchema = factInputSchema.extend({ id, updatedAt: isoDateTime.nullable() });

export type FactValue = z.infer<typeof factValueSchema>;
export type FactInput = z.infer<typeof factInputSchema>;
export type Fact = z.infer<typeof factSchema>;

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
