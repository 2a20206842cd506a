import { z } from './zod';
import { DAY_RE } from './fact';
import { isoDateTime, limitedText, nonEmpty } from './common';
import { REPORT_FILE_TYPES, reportFileSchema } from './report';
import { addDays, checkRunsOutOn, LICENCE_AUTHORITIES } from './licenceRules';

export {
  addDays,
  addMonthsToDay,
  checkRunsOutOn,
  dayOf,
  isVerified,
  LICENCE_AUTHORITIES,
  LICENCE_AUTHORITY_NAMES,
  LICENCE_CHECK_VALID_MONTHS,
  licenceStatus,
  type LicenceAuthority,
  type LicenceStatus,
} from './licenceRules';

/**
 * A consultancy's licence as the team recorded it: its number, who issued it, until when it is valid,
 * and the day and way the team last checked it. "Verified" is never typed: it is derived from this
 * record (see licenceStatus), and a sample record is never verified.
 */

/** How the team checked it. */
export const LICENCE_CHECK_METHODS = ['register', 'document', 'phone'] as const;
export type LicenceCheckMethod = (typeof LICENCE_CHECK_METHODS)[number];
export const LICENCE_CHECK_METHOD_NAMES: Record<LicenceCheckMethod, string> = {
  register: 'Register page',
  document: 'Document seen',
  phone: 'Phone call',
};

/** The admin dashboard lists licences whose check runs out, or that expire, within this many days. */
export const LICENCE_DUE_SOON_DAYS = 30;

const day = (what: string) => z.string().trim().regex(DAY_RE, `Enter ${what} as YYYY-MM-DD, e.g. 2026-03-03`);

export const licenceInputSchema = z.object({
  number: nonEmpty(60),
  authority: z.enum(LICENCE_AUTHORITIES, { message: 'Choose the federal ministry or a province' }),
  validUntil: day('the last day the licence is valid'),
  checkedOn: day('the day the team checked it'),
  method: z.enum(LICENCE_CHECK_METHODS, { message: 'Choose how it was checked' }),
  /** The register page or notice the team checked it on, where there is one. */
  sourceUrl: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'The source must be an address starting with https://')
    .optional(),
  /** The team's own note (who they spoke to, what they saw): never shown to visitors. */
  privateNote: limitedText(1000).optional(),
});
export type LicenceInput = z.infer<typeof licenceInputSchema>;

/**
 * A scan of the licence certificate, kept for the team only (never public): an image or a PDF, checked
 * by its content and size as a report's evidence files are. It is sent as a report's file is (its
 * name and its bytes in base64), and read back as what it is, without its bytes.
 */
export const licenceScanInputSchema = reportFileSchema;
export type LicenceScanInput = z.infer<typeof licenceScanInputSchema>;
export const licenceScanSchema = z.object({ name: z.string(), type: z.enum(REPORT_FILE_TYPES), size: z.number().int(), uploadedAt: isoDateTime });
export type LicenceScan = z.infer<typeof licenceScanSchema>;

/** A stored licence, as admins read it (with its private scan, when the team keeps one). */
export const licenceSchema = licenceInputSchema.extend({
  consultancyId: z.number().int().positive(),
  updatedAt: z.string().nullable(),
  scan: licenceScanSchema.nullable().optional(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** What visitors see of a licence: never the team's note. */
export const publicLicenceSchema = licenceInputSchema.pick({ number: true, authority: true, validUntil: true, checkedOn: true, method: true, sourceUrl: true });
export type PublicLicence = z.infer<typeof publicLicenceSchema>;

export const toPublicLicence = (l: LicenceInput): PublicLicence => ({
  number: l.number,
  authority: l.authority,
  validUntil: l.validUntil,
  checkedOn: l.checkedOn,
  method: l.method,
  ...(l.sourceUrl ? { sourceUrl: l.sourceUrl } : {}),
});

/**
 * What the admin dashboard lists: checks that run out soon or have, and licences that expire soon or
 * have; a branch's own licence names the branch.
 */
export const licenceDueSchema = z.object({
  consultancyId: z.number().int().positive(),
  name: z.string(),
  /** The branch whose own licence this is (absent for the consultancy's licence). */
  branch: z.string().optional(),
  reason: z.enum(['check-due', 'expired', 'expires-soon']),
  on: z.string(),
});
export type LicenceDue = z.infer<typeof licenceDueSchema>;

export const SAMPLE_BRANCH_LICENCE = 'A sample listing is an invented consultancy: its branches cannot hold a licence record.';
export const checkedAfterToday = (today: string) => `The day it was checked cannot be after today (${today})`;

/**
 * What a consultancy's branches may not carry on `today`, by field path: a licence checked after
 * today, or any licence on a sample listing's branches. Empty when the write may go ahead.
 */
export function branchLicenceProblems(
  branches: ReadonlyArray<{ licence?: { checkedOn: string } }> | undefined,
  sample: boolean,
  today: string,
): Record<string, string> {
  const licensed = (branches ?? []).map((b, i) => [b.licence, i] as const).filter(([l]) => l !== undefined);
  if (licensed.length === 0) return {};
  if (sample) return { branches: SAMPLE_BRANCH_LICENCE };
  const problems: Record<string, string> = {};
  for (const [l, i] of licensed) if (l!.checkedOn > today) problems[`branches.${i}.licence.checkedOn`] = checkedAfterToday(today);
  return problems;
}

/** Why a licence is on the dashboard's list on `today`, or null when it is not. */
export function licenceDueReason(l: Pick<LicenceInput, 'validUntil' | 'checkedOn'>, today: string): Pick<LicenceDue, 'reason' | 'on'> | null {
  const soon = addDays(today, LICENCE_DUE_SOON_DAYS);
  if (l.validUntil < today) return { reason: 'expired', on: l.validUntil };
  const runsOut = checkRunsOutOn(l.checkedOn);
  if (runsOut <= soon) return { reason: 'check-due', on: runsOut };
  if (l.validUntil < soon) return { reason: 'expires-soon', on: l.validUntil };
  return null;
}
