import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_ADMIN_EMAIL, adminEmail } from '../../src/domain/admin';
import { hashPassword, passwordProblem, randomPassword } from './passwords';

/** The address an admin signs in with, as stored (trimmed, lower case); an address the sign-in form would refuse throws. */
function adminAddress(email: string): string {
  const parsed = adminEmail.safeParse(email);
  if (!parsed.success) throw new Error(`${JSON.stringify(email)} is not an admin e-mail address (such as name@example.com or admin@localhost).`);
  return parsed.data.toLowerCase();
}

/**
 * `generated`: the password was made for the admin (the first admin without ADMIN_PASSWORD, or the
 * CLI's --generate), so they must choose their own at their first sign-in.
 */
export async function createAdmin(db: Kysely<Database>, email: string, password: string, logN: number, now: Date, options: { generated?: boolean } = {}) {
  const address = adminAddress(email);
  const problem = passwordProblem(password, address);
  if (problem) throw new Error(problem);
  const password_hash = await hashPassword(password, logN);
  return db
    .insertInto('admins')
    .values({ email: address, password_hash, created_at: now.toISOString(), last_login_at: null, must_change_password: options.generated ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A new password: signs out every session of that admin and clears the sign-in counters of the account. */
export async function resetPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
  logN: number,
  options: { generated?: boolean } = {},
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const problem = passwordProblem(password, address);
  if (problem) throw new Error(problem);
  const password_hash = await hashPassword(password, logN);
  const admin = await db.selectFrom('admins').select('id').where('email', '=', address).executeTakeFirst();
  if (!admin) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admins')
      .set({ password_hash, must_change_password: options.generated ? 1 : 0 })
      .where('id', '=', admin.id)
      .execute();
    await trx.deleteFrom('sessions').where('admin_id', '=', admin.id).execute();
    await trx.deleteFrom('login_attempts').where('email', '=', address).execute();
  });
  return true;
}

/**
 * The first admin: from ADMIN_EMAIL and ADMIN_PASSWORD when there is none; where they are unset,
 * admin@localhost with a random password printed once.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  options: { email: string | null; password: string | null; logN: number; now: Date; print: (line: string) => void },
) {
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const password = options.password ?? randomPassword();
  await createAdmin(db, email, password, options.logN, options.now, { generated: !options.password });
  if (!options.password) {
    options.print(`Created the first admin: ${email} with the password ${password} (shown once; it must be changed at the first sign-in).`);
  } else {
    options.print(`Created the first admin: ${email}.`);
  }
}
