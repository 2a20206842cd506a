/** Days and months as the site writes them (a fact's month, a licence's day), apart from the facts kit. */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-07" -> "July 2025". */
export function formatAsOf(asOf: string): string {
  const [y, m] = asOf.split('-').map(Number);
  return `${MONTH_NAMES[(m ?? 1) - 1]} ${y}`;
}

/** "2026-11-23" -> "23 November 2026"; a month alone -> "November 2026". */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  const month = formatAsOf(`${y}-${m}`);
  return d ? `${Number(d)} ${month}` : month;
}
