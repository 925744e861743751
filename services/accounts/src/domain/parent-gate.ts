import type { ParentGateState, parentReviewSwitchSchema, removeParentPinSchema, setParentPinSchema } from '@inkspell/contracts';
import type { z } from 'zod';
import { signedInUser } from './current-user';
import { accountErrors } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountsPorts, Caller, User } from './ports';
import { gateStateOf } from './user-view';

/**
 * The parent's gate (issue #15, ADR 0019). The parent proves themselves with the account password to set,
 * change or remove the PIN; everything the PIN guards (spending ink, deleting, the review switch and screen)
 * asks for the PIN, checked here whoever asks (this service's routes, or stories and ink over NATS).
 */

type GatePorts = Pick<AccountsPorts, 'repos' | 'parentPinTries'>;

/** The account password, as changing the password checks it: a wrong one counts as a failed login. */
async function assertPassword(ports: Pick<AccountsPorts, 'loginLimiter'>, user: User, password: string, ip: string): Promise<void> {
  if (await verifyPassword(user.passwordHash, password)) return;
  await ports.loginLimiter.recordFailure(user.username, ip);
  throw accountErrors.wrongPassword();
}

/** Sets or changes the PIN; the wrong tries counted so far are forgotten (the parent just proved who they are). */
export async function setParentPin(
  ports: GatePorts & Pick<AccountsPorts, 'loginLimiter'>,
  caller: Caller,
  input: z.infer<typeof setParentPinSchema>,
): Promise<ParentGateState> {
  const user = await signedInUser(ports, caller.userId);
  await assertPassword(ports, user, input.currentPassword, caller.ip);
  const updated = await ports.repos.users.update(user.id, { parentPinHash: await hashPassword(input.pin) });
  await ports.parentPinTries.clear(user.id);
  return gateStateOf(updated);
}

/** Removes the PIN and with it the review switch: stories made from now on are readable at once. */
export async function removeParentPin(
  ports: GatePorts & Pick<AccountsPorts, 'loginLimiter'>,
  caller: Caller,
  input: z.infer<typeof removeParentPinSchema>,
): Promise<ParentGateState> {
  const user = await signedInUser(ports, caller.userId);
  await assertPassword(ports, user, input.currentPassword, caller.ip);
  const updated = await ports.repos.users.update(user.id, { parentPinHash: null, reviewStories: false });
  await ports.parentPinTries.clear(user.id);
  return gateStateOf(updated);
}

/**
 * Checks a user's gate. No PIN set: nothing to check. Set: `pin` must be it. A missing PIN is a 403 that
 * costs no try (the client did not ask yet); a wrong one costs a try, and past the limit every try is a 429
 * until the window ends, the right PIN too. An unknown user has no PIN (nothing to guard).
 */
export async function verifyParentPin(ports: GatePorts, userId: string, pin: string | undefined): Promise<ParentGateState> {
  const user = await ports.repos.users.findById(userId);
  if (!user) return { parentPinSet: false, reviewStories: false };
  const state = gateStateOf(user);
  if (user.parentPinHash === null) return state;
  if (pin === undefined || pin === '') throw accountErrors.parentPinRequired();
  const tries = await ports.parentPinTries.take(user.id);
  if (!tries.allowed) throw accountErrors.parentPinLocked(tries.retryAfterSeconds);
  if (!(await verifyPassword(user.parentPinHash, pin))) throw accountErrors.parentPinWrong();
  await ports.parentPinTries.giveBack(user.id);
  return state;
}

/** The review switch: turning it either way needs the PIN (the child must not turn it off), and on needs one set. */
export async function setReviewSwitch(
  ports: GatePorts,
  userId: string,
  pin: string | undefined,
  input: z.infer<typeof parentReviewSwitchSchema>,
): Promise<ParentGateState> {
  const user = await signedInUser(ports, userId);
  const state = await verifyParentPin(ports, user.id, pin);
  if (!state.parentPinSet && input.reviewStories) throw accountErrors.parentPinNotSet();
  return gateStateOf(await ports.repos.users.update(user.id, { reviewStories: input.reviewStories }));
}
