import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import { oneTimeTokens } from './schema';

export type TokenPurpose = 'password_reset' | 'disable_2fa';

export async function storeToken(db: Executor, values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }) {
  // A new link makes earlier unused ones of the same purpose void.
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, values.userId), eq(oneTimeTokens.purpose, values.purpose), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values(values);
}

export async function findToken(db: Executor, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function useToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
