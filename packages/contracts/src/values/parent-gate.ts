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
