import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { UsersRepo } from '../domain/ports';
import { users } from './schema';

const uniqueViolation = '23505';

interface PgError {
  code?: string;
  constraint?: string;
  cause?: { code?: string; constraint?: string };
}

function prepareFindById(db: Executor) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('accounts_users_find_by_id');
}

/** The users table behind the domain's UsersRepo; e-mail and username match whatever their case. */
export function createUsersRepo(db: Executor): UsersRepo {
  const findOne = async (where: ReturnType<typeof eq>) => (await db.select().from(users).where(where))[0];
  // Asked on every signed-in request: a prepared statement skips building the SQL and PostgreSQL's parse
  // and plan each time (docs/perf.md). Built on first use, so a transaction's repos that never ask pay nothing.
  let byId: ReturnType<typeof prepareFindById> | undefined;
  const update: UsersRepo['update'] = async (id, changes) => {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error(`no user ${id}`);
    return row;
  };
  return {
    findById: async (id) => (await (byId ??= prepareFindById(db)).execute({ id }))[0],
    findByUsername: (username) => findOne(sql`lower(${users.username}) = lower(${username})`),
    findByEmail: (email) => findOne(sql`lower(${users.email}) = lower(${email})`),

    async insert(values) {
      try {
        const [row] = await db.insert(users).values(values).returning();
        if (!row) throw new Error('insert returned no user');
        return row;
      } catch (err) {
        // The unique indexes decide between two registrations racing for the same name or address.
        const pgError = (err as PgError).cause ?? (err as PgError);
        if (pgError.code !== uniqueViolation) throw err;
        return { taken: pgError.constraint?.includes('email') ? 'email' : 'username' };
      }
    },

    update,

    async confirmEmail(id, email) {
      try {
        return await update(id, { email, isVerified: true, pendingEmail: null });
      } catch (err) {
        // The unique index decides when another account took the address after the check.
        const pgError = (err as PgError).cause ?? (err as PgError);
        if (pgError.code !== uniqueViolation) throw err;
        return { taken: 'email' as const };
      }
    },

    async list(search) {
      const term = search?.trim();
      const pattern = term ? `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
      return db
        .select()
        .from(users)
        .where(
          pattern
            ? or(
                ilike(users.username, pattern),
                ilike(users.email, pattern),
                ilike(users.firstName, pattern),
                ilike(users.lastName, pattern),
              )
            : undefined,
        )
        .orderBy(desc(users.createdAt))
        .limit(500);
    },

    async advanceTotpStep(id, step) {
      const rows = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(and(eq(users.id, id), or(sql`${users.twoFactorLastStep} is null`, sql`${users.twoFactorLastStep} < ${step}`)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}
