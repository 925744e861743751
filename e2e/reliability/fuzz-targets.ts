import {
  changePasswordSchema,
  confirmEmailSchema,
  confirmPaymentSchema,
  contactMessageReadSchema,
  contactMessageSchema,
  createPaymentIntentSchema,
  disableTwoFactorWithTokenSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginSchema,
  parentReviewSwitchSchema,
  profileUpdateSchema,
  refundRequestInputSchema,
  refundReviewSchema,
  registerSchema,
  removeParentPinSchema,
  resetPasswordSchema,
  setParentPinSchema,
  adminDisableSchema,
  inkGrants,
} from '@inkspell/contracts';
import { continueRequestSchema, shareRequestSchema, storyFormSchema } from '@inkspell/contracts/stories';
import { inject } from 'vitest';

/** Who sends a route's bad requests: nobody, the fuzzed user, the administrator, or a session that is not one. */
export type FuzzCaller = 'anonymous' | 'user' | 'admin' | 'forged';

/** The ids the fuzz world holds: the fuzzed user's own, another user's (IDOR), and the administrator's targets. */
export interface FuzzWorld {
  /** A refund request still pending, a contact message, a user the administrator may disable. */
  refundId: string;
  messageId: string;
  targetUserId: string;
  /** Another user's private story. */
  foreignStoryId: string;
}

/**
 * What one route reads and how to make each of those inputs bad. Every generated request must be refused with the
 * spec's error body (4xx) and change nothing; `ignores` names a route that reads no input it could refuse.
 */
export interface FuzzTarget {
  caller: FuzzCaller;
  /** The body's fields: bad bodies of every kind. */
  body?: readonly string[];
  /** The contract's schema of the body, when there is one: a generated body it accepts is not a bad one. */
  accepts?: (value: unknown) => boolean;
  /** Path parameters: real values (mixed in only when the body is bad anyway) and foreign ones (IDOR). */
  params?: Record<string, { real?: (w: FuzzWorld) => string[]; foreign?: (w: FuzzWorld) => string[] }>;
  /** Query keys the route reads, and their length limit. */
  query?: { keys: readonly string[]; maxLength: number };
  /** A bad Parent-PIN header too. */
  parentPin?: true;
  /** The route reads no input it could refuse (logout): 200 with this body, and still no state change. */
  ignores?: Record<string, unknown>;
  /** Kinds of bad body that are a valid request here (any text is a valid reason to disable a user). */
  except?: readonly string[];
}

/** A body read with a contract's schema: its fields, and the schema's own verdict on a generated body. */
const bodyOf = (schema: { shape: object; safeParse(value: unknown): { success: boolean } }) => ({
  body: Object.keys(schema.shape),
  accepts: (value: unknown) => schema.safeParse(value).success,
});
const foreignStory = { foreign: (w: FuzzWorld) => [w.foreignStoryId] };

/**
 * Every route the services serve ('METHOD /path' as their routers spell it; route-inventory.ts), with its bad
 * inputs. The suite fails when a served route is missing here or a route here is no longer served.
 */
export const fuzzTargets: Record<string, FuzzTarget> = {
  // accounts
  'POST /api/auth/register': { caller: 'anonymous', ...bodyOf(registerSchema) },
  'POST /api/auth/login': { caller: 'anonymous', ...bodyOf(loginSchema) },
  'GET /api/auth/user': { caller: 'forged' },
  'POST /api/auth/logout': { caller: 'forged', body: ['sessionId'], ignores: { ok: true } },
  'POST /api/auth/forgot-password': { caller: 'anonymous', ...bodyOf(forgotPasswordSchema) },
  'POST /api/auth/reset-password': { caller: 'anonymous', ...bodyOf(resetPasswordSchema) },
  'POST /api/auth/confirm-email': { caller: 'anonymous', ...bodyOf(confirmEmailSchema) },
  'POST /api/auth/2fa/generate': { caller: 'forged', body: ['secret'] },
  'POST /api/auth/2fa/enable': { caller: 'user', ...bodyOf(enableTwoFactorSchema) },
  // Signed in with no token it turns 2FA off with a password or code (ADR 0025): the token form is fuzzed, from nobody.
  'POST /api/auth/2fa/disable': { caller: 'anonymous', ...bodyOf(disableTwoFactorWithTokenSchema) },
  'PATCH /api/user/profile': { caller: 'user', ...bodyOf(profileUpdateSchema) },
  'POST /api/user/change-password': { caller: 'user', ...bodyOf(changePasswordSchema) },
  'POST /api/user/request-2fa-disable': { caller: 'forged', body: ['email'] },
  'POST /api/user/parent-pin': { caller: 'user', ...bodyOf(setParentPinSchema) },
  'POST /api/user/parent-pin/remove': { caller: 'user', ...bodyOf(removeParentPinSchema) },
  'PATCH /api/user/parent-review': { caller: 'user', ...bodyOf(parentReviewSwitchSchema), parentPin: true },
  // stories
  'POST /api/stories/preview': { caller: 'anonymous', ...bodyOf(storyFormSchema) },
  'POST /api/stories/generate': { caller: 'user', ...bodyOf(storyFormSchema), parentPin: true },
  'GET /api/stories': { caller: 'forged' },
  'GET /api/stories/parent-review': { caller: 'forged', parentPin: true },
  'POST /api/stories/:id/approve': { caller: 'user', params: { id: foreignStory }, parentPin: true },
  'GET /api/stories/:id': { caller: 'user', params: { id: foreignStory }, query: { keys: ['ref'], maxLength: 64 } },
  'DELETE /api/stories/:id': { caller: 'user', params: { id: foreignStory }, parentPin: true },
  'POST /api/stories/:storyId/continue': { caller: 'user', params: { storyId: foreignStory }, ...bodyOf(continueRequestSchema) },
  'GET /api/stories/:id/events': { caller: 'user', params: { id: foreignStory }, query: { keys: ['ref'], maxLength: 64 } },
  'GET /api/stories/:id/share-link': { caller: 'user', params: { id: foreignStory } },
  'POST /api/stories/share': { caller: 'user', ...bodyOf(shareRequestSchema) },
  'GET /api/stories/:id/book.pdf': { caller: 'user', params: { id: foreignStory }, query: { keys: ['ref'], maxLength: 64 } },
  'GET /api/stories/collections/:collectionId/book.pdf': {
    caller: 'user',
    params: { collectionId: foreignStory },
    query: { keys: ['ref'], maxLength: 64 },
  },
  'GET /api/stories/assets/:name': { caller: 'anonymous', params: { name: {} } },
  // ink
  'GET /api/ink/balance': { caller: 'forged' },
  'GET /api/ink/transactions': { caller: 'forged' },
  'GET /api/ink-transactions': { caller: 'forged' },
  // Public and reads nothing: whatever is sent, the grants this platform configures.
  'GET /api/ink/grants': {
    caller: 'forged',
    ignores: { welcome: inkGrants.welcome, referralSharer: inkGrants.referralSharer, referralNewUser: inject('referralNewUserBonus') },
  },
  // Public and reads nothing: the e2e platform runs the demo provider (no Stripe key outside production).
  'GET /api/ink/payments-mode': { caller: 'forged', ignores: { provider: 'demo' } },
  'POST /api/ink/create-payment-intent': { caller: 'user', ...bodyOf(createPaymentIntentSchema), parentPin: true },
  'POST /api/ink/confirm-payment': { caller: 'user', ...bodyOf(confirmPaymentSchema) },
  // No signature, or one that is not Stripe's: the event is never read.
  'POST /api/ink/stripe-webhook': { caller: 'anonymous', body: ['id', 'type', 'data'] },
  // admin
  'GET /api/refund-requests': { caller: 'forged' },
  'POST /api/refund-requests': { caller: 'user', ...bodyOf(refundRequestInputSchema) },
  'POST /api/contact-messages': { caller: 'anonymous', ...bodyOf(contactMessageSchema) },
  'POST /api/analytics/events': { caller: 'anonymous', body: ['type', 'route', 'name', 'properties'] },
  'GET /api/admin/users': { caller: 'admin', query: { keys: ['search'], maxLength: 200 } },
  'GET /api/admin/stories': { caller: 'admin', query: { keys: ['search'], maxLength: 200 } },
  'GET /api/admin/refund-requests': { caller: 'forged' },
  'GET /api/admin/stats': { caller: 'forged' },
  'GET /api/admin/insights': { caller: 'forged' },
  'GET /api/admin/contact-messages': { caller: 'forged' },
  'PATCH /api/admin/refund-requests/:id': {
    caller: 'admin',
    params: { id: { real: (w) => [w.refundId] } },
    ...bodyOf(refundReviewSchema),
  },
  'PATCH /api/admin/users/:userId/disable': {
    caller: 'admin',
    params: { userId: { real: (w) => [w.targetUserId] } },
    ...bodyOf(adminDisableSchema),
    except: ['unicode in every field'],
  },
  'PATCH /api/admin/users/:userId/enable': { caller: 'admin', params: { userId: {} } },
  'PATCH /api/admin/contact-messages/:id': {
    caller: 'admin',
    params: { id: { real: (w) => [w.messageId] } },
    ...bodyOf(contactMessageReadSchema),
  },
};
