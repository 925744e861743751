import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import { users, type UserRow } from './schema';

export const uniqueViolation = '23505';

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no user');
  return row;
}

export async function updateUser(db: Executor, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** Users for the admin console, newest first, optionally matching a search on username, e-mail or name. */
export async function listUsers(db: Executor, search?: string): Promise<UserRow[]> {
  const term = search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(users)
    .where(
      pattern
        ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
        : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(500);
}

/** Records a TOTP step only if it is newer than the last one, so two racing logins cannot both use a code. */
export async function advanceTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, id), or(sql`${users.twoFactorLastStep} is null`, sql`${users.twoFactorLastStep} < ${step}`)))
    .returning({ id: users.id });
  return rows.length === 1;
}
