/** About 200 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.trim().split(/\s+/).length / 200));
}

/** The team works in Nepal: times in the admin are shown in Nepal time (UTC+05:45), labelled. */
export const TEAM_TIME_ZONE = 'Asia/Kathmandu';
export const TEAM_TIME_LABEL = 'NPT';

/**
 * "24 Nov 2026, 08:10 NPT" from an ISO date-time (the API stores and sends UTC): the one way the admin
 * shows a moment. Empty is "—"; text that is not a date is shown as it is.
 */
export function formatTeamTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TEAM_TIME_ZONE })} ${TEAM_TIME_LABEL}`;
}

/** "5 March 2026" from an ISO date-time (UTC, so every visitor sees the same date). */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
