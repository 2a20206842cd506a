/**
 * The rules a licence record is read by (who issues it, how long a check counts, where it stands on a
 * day), without its schemas (src/domain/licence.ts): the badge on a card needs only these, and the
 * validation library stays out of the pages that show one.
 */

/** Who issues licences: the federal ministry, or one province's ministry. */
export const LICENCE_AUTHORITIES = ['federal', 'koshi', 'madhesh', 'bagmati', 'gandaki', 'lumbini', 'karnali', 'sudurpashchim'] as const;
export type LicenceAuthority = (typeof LICENCE_AUTHORITIES)[number];

/** Each authority as the badge names it ("… with Bagmati Province"). */
export const LICENCE_AUTHORITY_NAMES: Record<LicenceAuthority, string> = {
  federal: 'the Ministry of Education, Science and Technology',
  koshi: 'Koshi Province',
  madhesh: 'Madhesh Province',
  bagmati: 'Bagmati Province',
  gandaki: 'Gandaki Province',
  lumbini: 'Lumbini Province',
  karnali: 'Karnali Province',
  sudurpashchim: 'Sudurpashchim Province',
};

/** A check counts for this many months; after that the consultancy is due for a new one. */
export const LICENCE_CHECK_VALID_MONTHS = 12;
/** Today as YYYY-MM-DD (UTC). */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** A YYYY-MM-DD day moved by n months; a day the month lacks becomes its last day (29 February -> 28 February). */
export function addMonthsToDay(dayText: string, n: number): string {
  const [y, m, d] = dayText.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A YYYY-MM-DD day moved by n days. */
export function addDays(dayText: string, n: number): string {
  const t = Date.parse(`${dayText}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The first day a check made on `checkedOn` no longer counts. */
export const checkRunsOutOn = (checkedOn: string) => addDays(addMonthsToDay(checkedOn, LICENCE_CHECK_VALID_MONTHS), 1);

/**
 * Where a consultancy's licence stands on `today`:
 * - `checked`: not a sample, the licence is valid today (valid until today counts) and the team checked
 *   it within the last 12 months (a check made exactly 12 months ago still counts that day);
 * - `expired`: its last day is before today;
 * - `not-checked`: no licence on record, a check older than 12 months, or a sample record.
 */
export type LicenceStatus =
  | { state: 'checked'; checkedOn: string; authority: LicenceAuthority }
  | { state: 'expired'; validUntil: string }
  | { state: 'not-checked'; lastCheckedOn?: string };

export function licenceStatus(
  licence: { validUntil: string; checkedOn: string; authority: LicenceAuthority } | null | undefined,
  sample: boolean,
  today: string,
): LicenceStatus {
  if (sample || !licence) return { state: 'not-checked' };
  if (licence.validUntil < today) return { state: 'expired', validUntil: licence.validUntil };
  if (today >= checkRunsOutOn(licence.checkedOn) || licence.checkedOn > today) return { state: 'not-checked', lastCheckedOn: licence.checkedOn };
  return { state: 'checked', checkedOn: licence.checkedOn, authority: licence.authority };
}

/** Whether a consultancy counts as verified on `today` (the derived value lists filter and sort on). */
export const isVerified = (licence: Parameters<typeof licenceStatus>[0], sample: boolean, today: string): boolean =>
  licenceStatus(licence, sample, today).state === 'checked';
