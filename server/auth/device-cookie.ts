import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser gets a signed token naming the account. A sign-in that comes with a
 * valid one for the same account is judged only by that device's own failures, so failures from
 * anywhere else (an attacker who knows the e-mail) never hold it back.
 * Value: base64url(email) "." nonce "." issued (epoch seconds) "." HMAC-SHA256 of the first three.
 */
export const DEVICE_COOKIE = 'gantavya_device';
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60_000;
const SECRET_NAME = 'device-cookie-key';

export interface DeviceCookies {
  /** A new signed value for this account. */
  issue: (email: string, now: Date) => string;
  /** The nonce of `value` when it is authentic, unexpired and names `email`; else null. */
  verify: (value: string | undefined, email: string, now: Date) => string | null;
}

/** The signing key, made once and kept in the database (every API process signs with the same one). */
export async function deviceCookieKey(db: Kysely<Database>, now: Date): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export function deviceCookies(key: Buffer): DeviceCookies {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(email, now) {
      const payload = [Buffer.from(email).toString('base64url'), randomBytes(16).toString('base64url'), Math.floor(now.getTime() / 1000)].join('.');
      return `${payload}.${sign(payload)}`;
    },
    verify(value, email, now) {
      if (!value || value.length > 1000) return null;
      const parts = value.split('.');
      if (parts.length !== 4) return null;
      const [who, nonce, issued, signature] = parts;
      const expected = Buffer.from(sign(parts.slice(0, 3).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Buffer.from(who, 'base64url').toString() !== email) return null;
      const age = now.getTime() - Number(issued) * 1000;
      if (!Number.isFinite(age) || age < -60_000 || age > DEVICE_COOKIE_MAX_AGE_MS) return null;
      return nonce;
    },
  };
}

/**
 * The cookie's name: __Host- prefixed where the session cookie is (production over https), so that no
 * other host, not even a subdomain, can set or overwrite it.
 */
export const deviceCookieName = (sessionCookieName: string) => (sessionCookieName.startsWith('__Host-') ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/**
 * The device cookie a request came with: under its name, else under the name browsers were given
 * before the __Host- prefix (read so no admin loses their device's standing; replaced at their next sign-in).
 */
export const presentedDevice = (cookies: Record<string, string | undefined>, name: string) =>
  cookies[name] ?? (name === DEVICE_COOKIE ? undefined : cookies[DEVICE_COOKIE]);

/**
 * HttpOnly (scripts never read it), SameSite=Strict, Secure on the same terms as the session cookie.
 * A cookie still under the old name is cleared.
 */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean, name = DEVICE_COOKIE, cookies: Record<string, string | undefined> = {}) {
  reply.setCookie(name, value, { httpOnly: true, sameSite: 'strict', path: '/', secure, maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000 });
  if (name !== DEVICE_COOKIE && cookies[DEVICE_COOKIE] !== undefined) reply.clearCookie(DEVICE_COOKIE, { path: '/' });
}
