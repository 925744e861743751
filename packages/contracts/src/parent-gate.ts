import { z } from 'zod';
import { accountLimits, accountMessages } from './accounts';

/**
 * The parent's gate of issue #15 (docs/adr/0019-parents-gate.md): an optional 4-digit PIN that spending ink
 * (create, continue, buy) and deleting ask for, and a switch that holds new stories until a parent approves them.
 */

/** The header a client sends the PIN in; services pass it to accounts (accounts.parent-pin.verify) and forget it. */
export const parentPinHeader = 'x-parent-pin';

export const parentGateLimits = {
  pinLength: 4,
  /** Wrong PINs per user before every try is refused until the window ends (accounts env can change both). */
  maxWrongTries: 5,
  windowSeconds: 15 * 60,
} as const;

export const parentGateMessages = {
  pinFormat: 'The parent PIN is 4 digits',
  pinRequired: 'A grown-up needs to enter the parent PIN for this.',
  pinWrong: 'That parent PIN is not right.',
  pinLocked: 'Too many wrong parent PINs. Please wait 15 minutes and try again.',
  pinNotSet: 'Set a parent PIN first',
  pinSaved: 'Parent PIN saved',
  pinRemoved: 'Parent PIN removed',
  reviewOn: 'New stories now wait for a parent',
  reviewOff: 'New stories can be read straight away',
  waitingForParent: 'This story is waiting for a parent to read it first.',
  storyApproved: 'Story approved',
} as const;

/** Four digits, as typed. */
export const parentPinSchema = z
  .string({ message: parentGateMessages.pinFormat })
  .trim()
  .regex(/^\d{4}$/, parentGateMessages.pinFormat);

const currentPassword = z
  .string({ message: accountMessages.wrongPassword })
  .min(1, accountMessages.wrongPassword)
  .max(accountLimits.passwordMax);

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

export const parentGateApiPaths = {
  pin: '/api/user/parent-pin',
  removePin: '/api/user/parent-pin/remove',
  reviewSwitch: '/api/user/parent-review',
  /** Stories waiting for a parent (GET, PIN), and approving one (POST, PIN). */
  reviewList: '/api/stories/parent-review',
  approve: (id: string) => `/api/stories/${encodeURIComponent(id)}/approve`,
} as const;

/** A story's review state: only a story made while the switch was on waits. */
export const storyReviewStates = ['approved', 'waiting-for-parent'] as const;
export type StoryReviewState = (typeof storyReviewStates)[number];

/** The review screen's page. */
export const parentReviewPagePath = '/parent-review';
