import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changePasswordInputSchema, loginInputSchema } from '../../src/domain/admin';
import { deviceCookieName, presentedDevice, setDeviceCookie, type DeviceCookies } from '../auth/device-cookie';
import type { HashLimiter } from '../auth/hash-limiter';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, hashSessionId, newSessionId, requireAdmin, setSessionCookie, toAdminUser } from '../auth/sessions';
import { beginAttempt, finishAttempt, refuseIfThrottled } from '../auth/throttle';
import type { Dialect } from '../db/connect';
import { HttpError, parse } from '../http';
import type { RouteDeps } from './content';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';

/** Compared against when the e-mail is unknown, so both answers take the same time. */
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export interface AuthDeps extends RouteDeps {
  dialect: Dialect;
  cookieSecure: boolean;
  sessionCookieName: string;
  loginIpLimit: { max: number; windowMs: number };
  scryptLogN: number;
  devices: DeviceCookies;
  hashing: HashLimiter;
  dummyHash?: string;
}

const secureFor = (deps: AuthDeps, request: FastifyRequest) => deps.cookieSecure || request.protocol === 'https';

const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${field}.`, { [field]: message });

export function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, now, hashing } = deps;

  /**
   * Records the attempt and throttles it (429) before any hashing, then checks the password with the
   * process's hash limiter (503 when it is full); the attempt's outcome is written after.
   */
  async function checkPassword(request: FastifyRequest, email: string, password: string) {
    const t = now();
    const device = deps.devices.verify(presentedDevice(request.cookies, deviceCookieName(deps.sessionCookieName)), email, t);
    const input = { email, ip: request.ip, device, now: t };
    // Cheap refusals first, without writing: already held back (429), or every hash slot and queue
    // place taken (503). Then the attempt is recorded and counted for real, in one transaction.
    await refuseIfThrottled(db, input, deps.loginIpLimit);
    hashing.refuseIfFull();
    const attempt = await beginAttempt(db, deps.dialect, input, deps.loginIpLimit);
    const admin = await db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
    let ok: boolean;
    try {
      ok = await hashing.run(() => verifyPassword(password, admin?.password_hash ?? deps.dummyHash ?? DUMMY_HASH));
    } catch (e) {
      await finishAttempt(db, attempt, 'shed');
      throw e;
    }
    await finishAttempt(db, attempt, ok && admin ? 'success' : 'failure');
    return ok && admin ? admin : null;
  }

  app.post('/auth/login', async (request, reply) => {
    const { email: rawEmail, password } = parse(loginInputSchema, request.body);
    const email = rawEmail.toLowerCase();
    const admin = await checkPassword(request, email, password);
    if (!admin) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);

    // A new session id at every sign-in; the one presented (if any) ends.
    const t = now();
    const previous = request.cookies[deps.sessionCookieName];
    const id = newSessionId();
    const stamp = t.toISOString();
    await db.transaction().execute(async (trx) => {
      if (previous) await trx.deleteFrom('sessions').where('id_hash', '=', hashSessionId(previous)).execute();
      await trx.insertInto('sessions').values({ id_hash: hashSessionId(id), admin_id: admin.id, created_at: stamp, last_seen_at: stamp }).execute();
      await trx.updateTable('admins').set({ last_login_at: stamp }).where('id', '=', admin.id).execute();
    });
    const secure = secureFor(deps, request);
    setSessionCookie(reply, id, secure, deps.sessionCookieName);
    // This browser has now signed in: failures from elsewhere no longer hold it back.
    setDeviceCookie(reply, deps.devices.issue(email, t), secure, deviceCookieName(deps.sessionCookieName), request.cookies);
    return toAdminUser({ ...admin, last_login_at: stamp });
  });

  app.post('/auth/logout', async (request, reply) => {
    const id = request.cookies[deps.sessionCookieName];
    if (id) await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
    clearSessionCookie(reply, secureFor(deps, request), deps.sessionCookieName);
    // The browser drops whatever it cached of the admin's pages and answers.
    return reply.code(204).header('Clear-Site-Data', '"cache"').send();
  });

  app.get('/auth/me', async (request) => requireAdmin(db, request, now(), { allowPasswordChange: true, cookieName: deps.sessionCookieName }));

  /**
   * The signed-in admin changes their own password: the current one (checked and throttled like a
   * sign-in) and a new one that passes the password rules. Every other session of theirs ends.
   */
  app.post('/auth/password', async (request) => {
    const user = await requireAdmin(db, request, now(), { allowPasswordChange: true, cookieName: deps.sessionCookieName });
    const { currentPassword, newPassword } = parse(changePasswordInputSchema, request.body);
    const problem = passwordProblem(newPassword, user.email);
    if (problem) throw fieldError('newPassword', problem);
    if (newPassword === currentPassword) throw fieldError('newPassword', SAME_PASSWORD);
    const admin = await checkPassword(request, user.email, currentPassword);
    if (!admin) throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
    const password_hash = await hashing.run(() => hashPassword(newPassword, deps.scryptLogN));
    const current = hashSessionId(request.cookies[deps.sessionCookieName] ?? '');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('admins').set({ password_hash, must_change_password: 0 }).where('id', '=', admin.id).execute();
      await trx.deleteFrom('sessions').where('admin_id', '=', admin.id).where('id_hash', '!=', current).execute();
    });
    return { ...user, mustChangePassword: false };
  });
}
