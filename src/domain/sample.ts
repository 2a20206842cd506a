/**
 * Sample records (the directory and content shipped with the app) are invented: their e-mail
 * addresses and websites use the reserved example domains (RFC 2606). Such a record is never
 * presented to search engines as a real organisation.
 */
const RESERVED = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

const hostOf = (value: string | undefined, kind: 'email' | 'url'): string | null => {
  if (!value) return null;
  if (kind === 'email') return value.split('@')[1]?.toLowerCase() ?? null;
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return null;
  }
};

export function isSampleRecord(record: { email?: string; website?: string }): boolean {
  const hosts = [hostOf(record.email, 'email'), hostOf(record.website, 'url')].filter((h): h is string => h !== null);
  return hosts.length === 0 || hosts.some((h) => RESERVED.test(h));
}
