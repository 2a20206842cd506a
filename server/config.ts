import { isIP } from 'node:net';
import { z } from 'zod';
import { SESSION_COOKIE } from './auth/sessions';
import { DEFAULT_POOL_MAX } from './db/connect';
import { adminEmail } from '../src/domain/admin';

/** The address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const TRUST_EVERYTHING =
  'trusting every address would let any client choose the address its rate limits count against: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

/** One entry of TRUST_PROXY's list: an address, an address range (CIDR) or a named range; null when valid. */
function trustEntryProblem(entry: string): string | null {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return null;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return `"${entry}" is not an address, an address range (CIDR) or one of ${NAMED_RANGES.join(', ')}`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a prefix length that is not 0 to ${bits}`;
  if (Number(prefix) === 0) return `"${entry}" covers every address: ${TRUST_EVERYTHING}`;
  return null;
}

/** TRUST_PROXY: a hop count (1 to 10), or a comma-separated list of addresses and ranges. Never "everything". */
const trustProxySchema = z.string().transform((raw, ctx): number | string[] => {
  const value = raw.trim();
  if (/^(true|\*|yes|on|all)$/i.test(value)) {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not allowed: ${TRUST_EVERYTHING}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count is 1 to 10 (leave TRUST_PROXY unset when no proxy is in front)' });
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = trustEntryProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }
  return entries;
});

/** PUBLIC_ORIGIN: scheme, host and port only (https://gantavya.example), no path. */
const originSchema = z.string().transform((raw, ctx) => {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://gantavya.example' });
    return z.NEVER;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'must start with https:// (or http:// for local use)' });
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({ code: 'custom', message: 'must be an origin only (scheme, host and port), without a path, query or user' });
  }
  return url.origin;
});

/** An address, or a display name and <address>. */
const MAILBOX = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** The address inside a mailbox such as "Gantavya <bookings@gantavya.example>". */
export const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();

/** The sender when MAIL_FROM is not set and no SMTP_URL is either (nothing is sent then). */
export const LOCAL_MAIL_FROM = 'Gantavya <no-reply@localhost>';

export interface MailConfig {
  /** null: nothing is sent; e-mails wait in the outbox (and the admin says so). */
  smtpUrl: string | null;
  from: string;
  /** Where the team's notice of a new booking goes. */
  teamAddress: string;
  /** How often the sender looks for due e-mails (it also starts at once after a write that made one). */
  pollMs: number;
  /** How long a claimed e-mail stays claimed; a sender that stopped mid-send gives it up after this. */
  leaseMs: number;
  /** Attempts before an e-mail is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long one SMTP attempt may take (connection, greeting and whole exchange). */
  timeoutMs: number;
}

const milliseconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The server's configuration, from the environment, validated at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PostgreSQL connections this process keeps at most (2 or more: one holds the startup lock while another works). */
  DB_POOL_MAX: z.coerce.number().int().min(2, 'must be at least 2').max(1000).default(DEFAULT_POOL_MAX),
  /** Where the daily backup of the SQLite database goes; unset: none is made. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many daily backups are kept in BACKUP_DIR. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(7),
  ADMIN_EMAIL: adminEmail.optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PUBLIC_ORIGIN: originSchema.optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  COOKIE_SECURE: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  REQUEST_TIMEOUT_MS: milliseconds(1000, 600_000).default(30_000),
  HEADERS_TIMEOUT_MS: milliseconds(1000, 600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(1000, 600_000).default(65_000),
  NODE_ENV: z.string().optional(),
  /** Nepal Rastra Bank's site, whose forex API gives the exchange rates; "off" turns fetching off. */
  NRB_BASE_URL: z
    .string()
    .refine((v) => v === 'off' || /^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(v), 'must be http(s)://host[:port] or off')
    .optional(),
  NRB_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  NRB_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The SMTP server e-mail goes through (smtp:// or smtps://, user and password in the URL); unset: e-mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^\s/]+/.test(v), 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example:465')
    .optional(),
  /** The sender of every e-mail, e.g. "Gantavya <bookings@gantavya.example>". */
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .max(200)
    .refine((v) => MAILBOX.test(v), 'must be an address, or a name and <address>')
    .optional(),
  /** Where the team's notice of each new booking goes; by default MAIL_FROM's address. */
  TEAM_EMAIL: z.string().email('must be an e-mail address').optional(),
  /** Reads (API GETs and pages) allowed per client address per minute, after a burst of as many. */
  READS_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(1200),
  /** Pages rendered anew (not sent from the page cache) per client address per minute, after a burst of as many. */
  PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Pages rendered at once in this process (four times as many may wait; past that: 503). */
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Test-only: a lower scrypt cost (log2 N). Honoured only when NODE_ENV=test. */
  SCRYPT_LOG_N_TEST: z.coerce.number().int().min(10).max(17).optional(),
});

/** Every environment variable the server reads (the README's Deploy section lists each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** The request's headers must arrive within this. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** How often the server looks for requests past their time. */
  checkEveryMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL's connection pool size in this process. */
  dbPoolMax: number;
  /** The daily SQLite backup (null: none): the folder, how many copies stay, how often one is made, and how often that is checked. */
  backup: { dir: string; keep: number; everyMs: number; checkEveryMs: number } | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** The origin browsers reach the app at (required under production); null: the request's own scheme and host (local use). */
  publicOrigin: string | null;

  /** Which proxies' X-Forwarded-For / -Proto / -Host to believe: a hop count or address ranges; false: none. */
  trustProxy: number | string[] | false;
  cookieSecure: boolean;
  sessionCookieName: string;
  timeouts: ServerTimeouts;
  scryptLogN: number;
  /** Public POSTs (bookings, contact) allowed per address per window. */
  publicWriteLimit: { max: number; windowMs: number };
  /** Sign-in attempts allowed per address per window (on top of the per-account lockout). */
  loginIpLimit: { max: number; windowMs: number };
  /** How often expired idempotency keys and old rate events are removed. */
  sweepEveryMs: number;
  /**
   * Exchange rates from Nepal Rastra Bank: the base URL (null: never fetched, as in tests unless a
   * stand-in's URL is given), the timeout of one attempt, retries after a failed attempt, and how often.
   */
  forex: { baseUrl: string | null; timeoutMs: number; retries: number; retryDelayMs: number; everyMs: number };
  /** Lookups of a booking's status (reference and e-mail) allowed per address per window. */
  statusLookupLimit: { max: number; windowMs: number };
  mail: MailConfig;
  /** Reads (API GETs and pages) allowed per client address per minute. */
  readsPerMinute: number;
  /** Pages rendered anew per client address per minute, and at once in this process (with a queue of four times as many). */
  pageRenders: { perMinute: number; concurrency: number; queue: number };
}

/**
 * The origin links in e-mails are built on: PUBLIC_ORIGIN (required under production), else this
 * machine's own address (http://localhost:PORT, local use). Never a request's Host header, which
 * any client chooses.
 */
export const linkOriginOf = (config: Pick<ServerConfig, 'publicOrigin' | 'port'>) => config.publicOrigin ?? `http://localhost:${config.port || 3000}`;

/** Nepal Rastra Bank's site, where its forex API lives. */
export const NRB_DEFAULT_BASE_URL = 'https://www.nrb.org.np';

function forexBaseUrl(given: string | undefined, nodeEnv: string | undefined): string | null {
  if (given === 'off') return null;
  const url = given ?? (nodeEnv === 'test' ? null : NRB_DEFAULT_BASE_URL);
  return url ? url.replace(/\/$/, '') : null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    // Without it, links in e-mails, canonical URLs and the sitemap would have to come from the
    // request's Host header, which any client chooses.
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_ORIGIN: must be set under NODE_ENV=production (the origin browsers reach the app at, e.g. https://gantavya.example); links the server writes are built on it, never on a request's Host header",
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: must be set when SMTP_URL is (the sender of every e-mail, e.g. "Gantavya <bookings@gantavya.example>")',
    );
  }
  if (e.BACKUP_DIR && e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_DIR: backs up SQLite only; with DATABASE_URL back up with pg_dump (see the README), and leave BACKUP_DIR unset',
    );
  }
  const mailFrom = e.MAIL_FROM ?? LOCAL_MAIL_FROM;
  const httpsInProduction = e.NODE_ENV === 'production' && e.PUBLIC_ORIGIN?.startsWith('https://') === true;
  const cookieSecure = e.COOKIE_SECURE ?? httpsInProduction;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || null,
    dbPoolMax: e.DB_POOL_MAX,
    backup: e.BACKUP_DIR ? { dir: e.BACKUP_DIR, keep: e.BACKUP_KEEP, everyMs: 24 * 60 * 60_000, checkEveryMs: 60 * 60_000 } : null,
    adminEmail: e.ADMIN_EMAIL ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    trustProxy: e.TRUST_PROXY ?? false,
    cookieSecure,
    // A __Host- cookie is Secure, for path / and without a Domain: no other site, not even a
    // subdomain, can set or overwrite it.
    sessionCookieName: httpsInProduction && cookieSecure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
    timeouts: timeoutsFrom(e.REQUEST_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS, e.KEEP_ALIVE_TIMEOUT_MS),
    scryptLogN: e.NODE_ENV === 'test' && e.SCRYPT_LOG_N_TEST ? e.SCRYPT_LOG_N_TEST : 17,
    publicWriteLimit: { max: 30, windowMs: 10 * 60_000 },
    loginIpLimit: { max: 10, windowMs: 15 * 60_000 },
    sweepEveryMs: 10 * 60_000,
    forex: {
      // Never the real bank from tests: under NODE_ENV=test only an explicitly given URL is used.
      baseUrl: forexBaseUrl(e.NRB_BASE_URL, e.NODE_ENV),
      timeoutMs: e.NRB_TIMEOUT_MS,
      retries: e.NRB_RETRIES,
      retryDelayMs: 2_000,
      everyMs: 24 * 60 * 60_000,
    },
    statusLookupLimit: { max: 10, windowMs: 15 * 60_000 },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: mailFrom,
      teamAddress: e.TEAM_EMAIL ?? addressOf(mailFrom),
      pollMs: 15_000,
      leaseMs: 2 * 60_000,
      maxAttempts: 8,
      baseDelayMs: 30_000,
      maxDelayMs: 60 * 60_000,
      timeoutMs: 30_000,
    },
    readsPerMinute: e.READS_PER_MINUTE,
    pageRenders: { perMinute: e.PAGE_RENDERS_PER_MINUTE, concurrency: e.PAGE_RENDER_CONCURRENCY, queue: 4 * e.PAGE_RENDER_CONCURRENCY },
  };
}

/** Node looks for late requests every checkEveryMs: a fifth of the shorter timeout, so none runs much past its time. */
export function timeoutsFrom(requestMs: number, headersMs: number, keepAliveMs: number): ServerTimeouts {
  return { requestMs, headersMs, keepAliveMs, checkEveryMs: Math.max(100, Math.floor(Math.min(requestMs, headersMs) / 5)) };
}
