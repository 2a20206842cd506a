import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginInputSchema } from '../../src/domain/admin';
import { verifyPassword } from '../auth/passwords';
import { clearSessionCookie, hashSessionId, newSessionId, setSessionCookie, toAdminUser } from '../auth/sessions';
import { HttpError, parse } from '../http';
import type { RouteDeps } from './content';

export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000 };
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Compared against when the e-mail is unknown, so both answers take the same time. */
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export interface AuthDeps extends RouteDeps {
  cookieSecure: boolean;
  sessionCookieName: string;
  loginIpLimit: { max: number; windowMs: number };
  dummyHash?: string;
}

const secureFor = (deps: AuthDeps, request: FastifyRequest) => deps.cookieSecure || request.protocol === 'https';

export function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, now } = deps;

  app.post('/auth/login', async (request, reply) => {
    const { email: rawEmail, password } = parse(loginInputSchema, request.body);
    const email = rawEmail.toLowerCase();
    const t = now();
    const windowStart = new Date(t.getTime() - LOCKOUT.windowMs).toISOString();

    // Per address, on top of the per-account lockout.
    const fromIp = await db.selectFrom('login_attempts').select('at').where('ip', '=', request.ip).where('at', '>', windowStart).orderBy('at', 'asc').execute();
    if (fromIp.length >= deps.loginIpLimit.max) {
      const retry = Math.ceil((Date.parse(fromIp[fromIp.length - deps.loginIpLimit.max].at) + LOCKOUT.windowMs - t.getTime()) / 1000);
      throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many sign-in attempts from your address. Please wait and try again.', undefined, { 'Retry-After': String(Math.max(1, retry)) });
    }
    // Failures for this account since its last success, within the window.
    const lastSuccess = await db.selectFrom('login_attempts').select('at').where('email', '=', email).where('success', '=', 1).orderBy('at', 'desc').limit(1).executeTakeFirst();
    const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
    const failures = await db.selectFrom('login_attempts').select('at').where('email', '=', email).where('success', '=', 0).where('at', '>', since).orderBy('at', 'asc').execute();
    if (failures.length >= LOCKOUT.failures) {
      const unlockAt = Date.parse(failures[failures.length - LOCKOUT.failures].at) + LOCKOUT.windowMs;
      const retry = Math.max(1, Math.ceil((unlockAt - t.getTime()) / 1000));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${Math.ceil(retry / 60)} minute(s).`, undefined, { 'Retry-After': String(retry) });
    }

    const admin = await db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
    const ok = await verifyPassword(password, admin?.password_hash ?? deps.dummyHash ?? DUMMY_HASH);
    await db.insertInto('login_attempts').values({ email, ip: request.ip, at: t.toISOString(), success: ok && admin ? 1 : 0 }).execute();
    if (!ok || !admin) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);

    // A new session id at every sign-in; the one presented (if any) ends.
    const previous = request.cookies[deps.sessionCookieName];
    const id = newSessionId();
    const stamp = t.toISOString();
    await db.transaction().execute(async (trx) => {
      if (previous) await trx.deleteFrom('sessions').where('id_hash', '=', hashSessionId(previous)).execute();
      await trx.insertInto('sessions').values({ id_hash: hashSessionId(id), admin_id: admin.id, created_at: stamp, last_seen_at: stamp }).execute();
      await trx.updateTable('admins').set({ last_login_at: stamp }).where('id', '=', admin.id).execute();
    });
    setSessionCookie(reply, id, secureFor(deps, request), deps.sessionCookieName);
    return toAdminUser({ ...admin, last_login_at: stamp });
  });

  app.post('/auth/logout', async (request, reply) => {
    const id = request.cookies[deps.sessionCookieName];
    if (id) await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
    clearSessionCookie(reply, secureFor(deps, request), deps.sessionCookieName);
    return reply.code(204).send();
  });

  app.get('/auth/me', async (request) => deps.requireAdmin(request));
}
