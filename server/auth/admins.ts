import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, passwordProblem, randomPassword } from './passwords';

export async function createAdmin(db: Kysely<Database>, email: string, password: string, logN: number, now: Date) {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const password_hash = await hashPassword(password, logN);
  return db
    .insertInto('admins')
    .values({ email: email.trim().toLowerCase(), password_hash, created_at: now.toISOString(), last_login_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function resetPassword(db: Kysely<Database>, email: string, password: string, logN: number): Promise<boolean> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const password_hash = await hashPassword(password, logN);
  const admin = await db.selectFrom('admins').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!admin) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('admins').set({ password_hash }).where('id', '=', admin.id).execute();
    // A new password signs out every session of that admin.
    await trx.deleteFrom('sessions').where('admin_id', '=', admin.id).execute();
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
  const email = options.email ?? 'admin@localhost';
  const password = options.password ?? randomPassword();
  await createAdmin(db, email, password, options.logN, options.now);
  if (!options.password) {
    options.print(`Created the first admin: ${email} with the password ${password} (shown once; change it with npm run admin -- reset-password ${email}).`);
  } else {
    options.print(`Created the first admin: ${email}.`);
  }
}
