// Creates an admin account, or makes an existing account an admin with the given password.
import { emailSchema, newPasswordSchema } from '@kaushal/shared';
import { hashPassword } from '../lib/passwords';
import type { Database } from './client';
import { users } from './schema';

export async function ensureAdmin(db: Database, email: string, password: string): Promise<string> {
  const normalisedEmail = emailSchema.parse(email);
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid password');
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ email: normalisedEmail, passwordHash, role: 'admin', name: 'Admin' })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, role: 'admin', updatedAt: new Date() },
    });
  return normalisedEmail;
}
