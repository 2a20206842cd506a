import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, changePasswordInputSchema, loginInputSchema } from '../../src/domain/admin';
import { deviceCookieName, presentedDevice, setDeviceCookie, type DeviceCookies } from '../auth/device-cookie';
import type { HashLimiter } from '../auth/hash-limiter';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, hashSessionId, newSessionId, setSessionCookie, toAdminUser } from '../auth/sessions';
import { beginAttempt, finishAttempt, refuseIfThrottled } from '../auth/throttle';
import type { Dialect } from '../db/connect';
import { HttpError } from '../http';
import { errorResponses, noBody } from '../plugins/schemas';
import type { ApiContext } from './context';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';

/** Compared against when the e-mail is unknown, so both answers take the same time. */
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export interface AuthContext extends ApiContext {
  dialect: Dialect;
  cookieSecure: boolean;
  sessionCookieName: string;
  loginIpLimit: { max: number; windowMs: number };
  scryptLogN: number;
  devices: DeviceCookies;
  hashing: HashLimiter;
  dummyHash?: string;
}

const secureFor = (context: AuthContext, request: FastifyRequest) => context.cookieSecure || request.protocol === 'https';

const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${field}.`, { [field]: message });

/**
 * Records the attempt and throttles it (429) before any hashing, then checks the password with the
 * process's hash limiter (503 when it is full); the attempt's outcome is written after.
 */
async function checkPassword(context: AuthContext, request: FastifyRequest, email: string, password: string) {
  const { db, hashing } = context;
  const t = context.now();
  const device = context.devices.verify(presentedDevice(request.cookies, deviceCookieName(context.sessionCookieName)), email, t);
  const input = { email, ip: request.ip, device, now: t };
  // Cheap refusals first, without writing: already held back (429), or every hash slot and queue
  // place taken (503). Then the attempt is recorded and counted for real, in one transaction.
  await refuseIfThrottled(db, input, context.loginIpLimit);
  hashing.refuseIfFull();
  const attempt = await beginAttempt(db, context.dialect, input, context.loginIpLimit);
  const admin = await db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
  let ok: boolean;
  try {
    ok = await hashing.run(() => verifyPassword(password, admin?.password_hash ?? context.dummyHash ?? DUMMY_HASH));
  } catch (e) {
    await finishAttempt(db, attempt, 'shed');
    throw e;
  }
  await finishAttempt(db, attempt, ok && admin ? 'success' : 'failure');
  return ok && admin ? admin : null;
}

/** Signing in and out (open to everyone). */
export const signInRoutes: FastifyPluginAsync<AuthContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  api.post(
    '/auth/login',
    { schema: { tags: ['sign-in'], body: loginInputSchema, response: { 200: adminUserSchema, ...errorResponses } } },
    async (request, reply) => {
      const { email: rawEmail, password } = request.body;
      const email = rawEmail.toLowerCase();
      const admin = await checkPassword(context, request, email, password);
      if (!admin) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);

      // A new session id at every sign-in; the one presented (if any) ends.
      const t = now();
      const previous = request.cookies[context.sessionCookieName];
      const id = newSessionId();
      const stamp = t.toISOString();
      await db.transaction().execute(async (trx) => {
        if (previous) await trx.deleteFrom('sessions').where('id_hash', '=', hashSessionId(previous)).execute();
        await trx
          .insertInto('sessions')
          .values({ id_hash: hashSessionId(id), admin_id: admin.id, created_at: stamp, last_seen_at: stamp })
          .execute();
        await trx.updateTable('admins').set({ last_login_at: stamp }).where('id', '=', admin.id).execute();
      });
      const secure = secureFor(context, request);
      setSessionCookie(reply, id, secure, context.sessionCookieName);
      // This browser has now signed in: failures from elsewhere no longer hold it back.
      setDeviceCookie(reply, context.devices.issue(email, t), secure, deviceCookieName(context.sessionCookieName), request.cookies);
      return toAdminUser({ ...admin, last_login_at: stamp });
    },
  );

  api.post('/auth/logout', { schema: { tags: ['sign-in'], response: { 204: noBody, ...errorResponses } } }, async (request, reply) => {
    const id = request.cookies[context.sessionCookieName];
    if (id) await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
    clearSessionCookie(reply, secureFor(context, request), context.sessionCookieName);
    // The browser drops whatever it cached of the admin's pages and answers.
    return reply.code(204).header('Clear-Site-Data', '"cache"').send(null);
  });
};

/** The signed-in admin's own account: open also to an admin who must still change the password. */
export const accountRoutes: FastifyPluginAsync<AuthContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, hashing } = context;
  const signedIn = (admin: z.infer<typeof adminUserSchema> | null) => {
    if (!admin) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');
    return admin;
  };

  api.get('/auth/me', { schema: { tags: ['sign-in'], response: { 200: adminUserSchema, ...errorResponses } } }, async (request) => signedIn(request.admin));

  /**
   * The signed-in admin changes their own password: the current one (checked and throttled like a
   * sign-in) and a new one that passes the password rules. Every other session of theirs ends.
   */
  api.post(
    '/auth/password',
    { schema: { tags: ['sign-in'], body: changePasswordInputSchema, response: { 200: adminUserSchema, ...errorResponses } } },
    async (request) => {
      const user = signedIn(request.admin);
      const { currentPassword, newPassword } = request.body;
      const problem = passwordProblem(newPassword, user.email);
      if (problem) throw fieldError('newPassword', problem);
      if (newPassword === currentPassword) throw fieldError('newPassword', SAME_PASSWORD);
      const admin = await checkPassword(context, request, user.email, currentPassword);
      if (!admin) throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
      const password_hash = await hashing.run(() => hashPassword(newPassword, context.scryptLogN));
      const current = hashSessionId(request.cookies[context.sessionCookieName] ?? '');
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('admins').set({ password_hash, must_change_password: 0 }).where('id', '=', admin.id).execute();
        await trx.deleteFrom('sessions').where('admin_id', '=', admin.id).where('id_hash', '!=', current).execute();
      });
      return { ...user, mustChangePassword: false };
    },
  );
};
