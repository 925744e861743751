import type { FamilyPlan } from './family-plan';
import type { Column } from './bulk-insert';
import { insertMissing, isPresent } from './bulk-insert';
import { seedId } from './ids';
import type { SeedWriter } from './batch';

const userColumns = (passwordHash: string): Column<FamilyPlan>[] => [
  { name: 'id', type: 'uuid', value: (f) => f.userId },
  { name: 'username', type: 'text', value: (f) => f.username },
  { name: 'email', type: 'text', value: (f) => f.email },
  { name: 'password_hash', type: 'text', value: () => passwordHash },
  { name: 'first_name', type: 'text', value: (f) => f.firstName },
  { name: 'last_name', type: 'text', value: (f) => f.lastName },
  { name: 'is_verified', type: 'boolean', value: () => true },
  { name: 'created_at', type: 'timestamptz', value: (f) => f.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (f) => f.createdAt },
];

/** accounts: one user per family (role user, verified, no 2FA), all with the same password. */
export const accountsWriter: SeedWriter = {
  database: 'accounts',
  present: (client, family) => isPresent(client, 'users', 'id', seedId('user', family)),
  write: async (client, batch) => ({ users: await insertMissing(client, 'users', userColumns(batch.passwordHash), batch.families) }),
};
