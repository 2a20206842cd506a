import { z } from 'zod';

/** The server's configuration, from the environment, validated at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_EMAIL: z.string().email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  COOKIE_SECURE: z
    .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  NODE_ENV: z.string().optional(),
  /** Test-only: a lower scrypt cost (log2 N). Honoured only when NODE_ENV=test. */
  SCRYPT_LOG_N_TEST: z.coerce.number().int().min(10).max(17).optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  cookieSecure: boolean;
  scryptLogN: number;
  /** Public POSTs (bookings, contact) allowed per address per window. */
  publicWriteLimit: { max: number; windowMs: number };
  /** Sign-in attempts allowed per address per window (on top of the per-account lockout). */
  loginIpLimit: { max: number; windowMs: number };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || null,
    adminEmail: e.ADMIN_EMAIL ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    cookieSecure: e.COOKIE_SECURE,
    scryptLogN: e.NODE_ENV === 'test' && e.SCRYPT_LOG_N_TEST ? e.SCRYPT_LOG_N_TEST : 17,
    publicWriteLimit: { max: 30, windowMs: 10 * 60_000 },
    loginIpLimit: { max: 10, windowMs: 15 * 60_000 },
  };
}
