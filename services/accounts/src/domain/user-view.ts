import type { adminUserSchema, ParentGateState, PublicUser } from '@inkspell/contracts';
import type { z } from 'zod';
import type { SessionGrant, User } from './ports';

/** What every view of a user may show: never the hash or the secrets. */
const identity = (user: User) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
});

/** What the parent's gate looks like from outside (ADR 0019): whether a PIN is set, never the PIN. */
export const gateStateOf = (user: Pick<User, 'parentPinHash' | 'reviewStories'>): ParentGateState => ({
  parentPinSet: user.parentPinHash !== null,
  // Without a PIN nobody could approve a held story, so the switch only counts with one.
  reviewStories: user.parentPinHash !== null && user.reviewStories,
});

/** The current-user answer. */
export function toPublicUser(user: User, inkCount: number | null): PublicUser {
  return { ...identity(user), pendingEmail: user.pendingEmail, inkCount, ...gateStateOf(user) };
}

/** A row of the admin console's user list. */
export function toAdminUser(user: User): z.infer<typeof adminUserSchema> {
  return { ...identity(user), isDisabled: user.isDisabled, disabledReason: user.disabledReason, createdAt: user.createdAt.toISOString() };
}

/** What the session of a signed-in user holds (the gateway mints its token from it). */
export function sessionFor(user: User): SessionGrant {
  return { userId: user.id, username: user.username, role: user.role };
}
