import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../src/domain/admin';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const KEY_LENGTH = 64;
const MAXMEM = 256 * 1024 * 1024;

/** scrypt (N=2^logN, r=8, p=1) with a per-user random salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: MAXMEM });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Compares in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let common: Set<string> | null = null;

/**
 * The common-password list of @zxcvbn-ts/language-common (about 49,000 passwords seen most often in
 * leaks, maintained with zxcvbn-ts), lower-cased, loaded on first use.
 */
export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export const COMMON_PASSWORD = 'This password is on a list of common passwords. Choose another.';
export const PASSWORD_IS_EMAIL = 'Do not use your e-mail address as your password.';

/** Why a new password is refused, or null. Taken exactly as typed: never trimmed or case-folded for storage. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const folded = password.toLowerCase();
  if (commonPasswords().has(folded)) return COMMON_PASSWORD;
  if (email && (folded === email.toLowerCase() || folded === email.toLowerCase().split('@')[0])) return PASSWORD_IS_EMAIL;
  return null;
}

export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
