import type { PublicUser } from '@inkspell/contracts';
import type { adminUserSchema } from '@inkspell/contracts';
import type { z } from 'zod';
import type { UserRow } from '../db/schema';

/** The current-user answer: never the hash, the secrets or the flags the client has no use for. */
export function toPublicUser(user: UserRow, inkCount: number | null): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    inkCount,
    twoFactorEnabled: user.twoFactorEnabled,
    role: user.role,
  };
}

export function toAdminUser(user: UserRow): z.infer<typeof adminUserSchema> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isDisabled: user.isDisabled,
    disabledReason: user.disabledReason,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}
