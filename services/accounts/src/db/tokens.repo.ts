import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { TokensRepo } from '../domain/ports';
import { oneTimeTokens } from './schema';

/** The one_time_tokens table behind the domain's TokensRepo. */
export function createTokensRepo(db: Executor): TokensRepo {
  return {
    async store(values) {
      // A new link makes earlier unused ones of the same purpose void.
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.userId, values.userId), eq(oneTimeTokens.purpose, values.purpose), isNull(oneTimeTokens.usedAt)));
      await db.insert(oneTimeTokens).values(values);
    },

    async find(purpose, tokenHash) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
      return row;
    },

    async use(id) {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      return rows.length === 1;
    },
  };
}
