import { z } from './zod';

export * from './values/parent-gate';
import { accountLimits } from './values/accounts';
import { accountMessages } from './values/account-messages';
import { parentGateMessages } from './values/parent-gate';

const currentPassword = z
  .string({ message: accountMessages.wrongPassword })
  .min(1, accountMessages.wrongPassword)
  .max(accountLimits.passwordMax);

/** Four digits, as typed. */
export const parentPinSchema = z
  .string({ message: parentGateMessages.pinFormat })
  .trim()
  .regex(/^\d{4}$/, parentGateMessages.pinFormat);

/** POST /api/user/parent-pin: set or change the PIN; the account password proves the parent. */
export const setParentPinSchema = z.object({ currentPassword, pin: parentPinSchema });

/** POST /api/user/parent-pin/remove: also turns the review switch off (nobody could approve without the gate). */
export const removeParentPinSchema = z.object({ currentPassword });

/** PATCH /api/user/parent-review: the switch; needs the PIN in the header like any gated action. */
export const parentReviewSwitchSchema = z.object({ reviewStories: z.boolean() });

/** What accounts tells the client about the gate (never the PIN): in the current-user answer too. */
export const parentGateStateSchema = z.object({ parentPinSet: z.boolean(), reviewStories: z.boolean() });
export type ParentGateState = z.infer<typeof parentGateStateSchema>;

/** The answer of the three /security routes: it worked, a sentence to show, and the gate as it is now. */
export const parentGateAnswerSchema = parentGateStateSchema.extend({ ok: z.literal(true), message: z.string() });
export type ParentGateAnswer = z.infer<typeof parentGateAnswerSchema>;
