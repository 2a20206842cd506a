/*
 * Whole numbers with digit grouping, written as Intl writes them ('en-US': 1,234,567; 'en-IN':
 * 12,34,567), without Intl: its first use loads locale data, which costs a slow phone tens of
 * milliseconds on the way to the first paint. A property test holds both equal to Intl.
 */

function grouped(n: number, format: (digits: string) => string): string {
  if (!Number.isSafeInteger(n)) return new Intl.NumberFormat('en-US').format(n);
  const digits = String(Math.abs(n));
  return (n < 0 ? '-' : '') + format(digits);
}

/** 12345 -> "12,345" (as toLocaleString('en-US')). */
export function formatNumber(n: number): string {
  return grouped(n, (d) => d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}

/** 1234567 -> "12,34,567" (as toLocaleString('en-IN'): lakh and crore grouping). */
export function formatIndian(n: number): string {
  return grouped(n, (d) => {
    if (d.length <= 3) return d;
    return `${d.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${d.slice(-3)}`;
  });
}
