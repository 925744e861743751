import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { countOrEstimate, type Executor, newestFirstPage, prefixPattern } from '@inkspell/service-kit';
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

/** Users whose username, e-mail, first or last name starts with the term, each on its own prefix index. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = prefixPattern(search);
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(${users.firstName}) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
  );
}

/** Told the id of a user whose row was just written (the current-user answers forget it: ADR 0036). */
export type UserWritten = (userId: string) => void;

/** The users table behind the domain's UsersRepo; e-mail and username match whatever their case. */
export function createUsersRepo(db: Executor, written: UserWritten = () => undefined): UsersRepo {
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
    written(id);
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

    page: ({ search, cursor, limit }) => newestFirstPage(db, users, { where: matching(search), cursor, limit }),

    total: (search) => countOrEstimate(db, users, matching(search)),

    findByIds: async (ids) =>
      ids.length
        ? db
            .select()
            .from(users)
            .where(inArray(users.id, [...ids]))
        : [],

    async findByPrefix(search, limit) {
      const pattern = prefixPattern(search);
      return db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`))
        .orderBy(sql`lower(${users.username})`, asc(users.id))
        .limit(limit);
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
