import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '../../src/domain/admin';

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

export function passwordProblem(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters.` : null;
}

export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
