import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminUser } from '../../src/domain/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http';

export const SESSION_COOKIE = 'gantavya_session';
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export function newSessionId(): string {
  return randomBytes(32).toString('base64url'); // 256 bits
}

export function setSessionCookie(reply: FastifyReply, id: string, secure: boolean, name = SESSION_COOKIE) {
  reply.setCookie(name, id, { httpOnly: true, sameSite: 'strict', path: '/', secure, maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean, name = SESSION_COOKIE) {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'strict', path: '/', secure });
}

export function toAdminUser(a: { id: number; email: string; created_at: string; last_login_at: string | null; must_change_password: number }): AdminUser {
  return { id: a.id, email: a.email, createdAt: a.created_at, lastLoginAt: a.last_login_at, mustChangePassword: a.must_change_password === 1 };
}

export const PASSWORD_CHANGE_REQUIRED = 'Choose a new password before you continue.';

/**
 * The signed-in admin of a request, or a 401. Touches the session (idle expiry). An admin whose
 * password was generated gets a 403 PASSWORD_CHANGE_REQUIRED everywhere but where `allowPasswordChange`
 * (reading the session, changing the password). `cookieName`: the session cookie's name where it is
 * not the default (the `__Host-` name in production).
 */
export async function requireAdmin(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
  options: { allowPasswordChange?: boolean; cookieName?: string } = {},
): Promise<AdminUser> {
  const id = request.cookies[options.cookieName ?? SESSION_COOKIE];
  if (!id) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.created_at as session_created',
      'sessions.last_seen_at',
      'admins.id',
      'admins.email',
      'admins.created_at',
      'admins.last_login_at',
      'admins.must_change_password',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  const t = now.getTime();
  if (!row || t - Date.parse(row.last_seen_at) > IDLE_TIMEOUT_MS || t - Date.parse(row.session_created) > ABSOLUTE_TIMEOUT_MS) {
    if (row) await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    throw new HttpError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.');
  }
  await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id_hash', '=', idHash).execute();
  if (row.must_change_password === 1 && !options.allowPasswordChange) throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED);
  return toAdminUser(row);
}
