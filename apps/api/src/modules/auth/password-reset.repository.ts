// Storage of password-reset tokens (hashed, one live token per account).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from './auth.tables';

export function passwordResetRepository(db: Database) {
  return {
    /** Stores the account's new token in place of any older one. */
    async replace(userId: number, tokenHash: string, expiresAt: Date, now: Date) {
      await db
        .insert(passwordResetTokens)
        .values({ userId, tokenHash, expiresAt, createdAt: now })
        .onConflictDoUpdate({
          target: passwordResetTokens.userId,
          set: { tokenHash, expiresAt, createdAt: now },
        });
    },

    async findForUser(userId: number) {
      const [row] = await db
        .select({
          id: passwordResetTokens.id,
          tokenHash: passwordResetTokens.tokenHash,
          expiresAt: passwordResetTokens.expiresAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .limit(1);
      return row;
    },

    /** Deletes the token; false when a concurrent reset already used it. */
    async consume(id: number, tokenHash: string): Promise<boolean> {
      const deleted = await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.id, id), eq(passwordResetTokens.tokenHash, tokenHash)))
        .returning({ id: passwordResetTokens.id });
      return deleted.length > 0;
    },
  };
}
