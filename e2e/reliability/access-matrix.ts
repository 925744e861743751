import { password } from './client';
import { storyRequest } from '../support/story-request';

export type Caller = 'anonymous' | 'owner' | 'other' | 'disabled' | 'admin';
export const callers: readonly Caller[] = ['anonymous', 'owner', 'other', 'disabled', 'admin'];

/**
 * What a cell must answer. Allowed: 'ok' a 2xx; 'in' past the door (not 401/403, not 5xx: the route itself may
 * still say no, e.g. a wrong code); 'any' not a 5xx (a disabled user's session on a route anyone may call).
 * Refused: 'unauthenticated' 401; 'forbidden' 403; 'refused' 401 or 403; 'hidden' 403 or 404 (another user's
 * thing: never served, never changed).
 */
export type Expectation = 'ok' | 'in' | 'any' | 'unauthenticated' | 'forbidden' | 'refused' | 'hidden';
export const refusals: ReadonlySet<Expectation> = new Set(['unauthenticated', 'forbidden', 'refused', 'hidden']);

export function meets(status: number, expectation: Expectation): boolean {
  switch (expectation) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'in':
      return status < 500 && status !== 401 && status !== 403;
    case 'any':
      return status > 0 && status < 500;
    case 'unauthenticated':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'refused':
      return status === 401 || status === 403;
    case 'hidden':
      return status === 403 || status === 404;
  }
}

/** The things the matrix reaches for: the owner's story, refund request and payment intent, the admin's targets. */
export interface MatrixWorld {
  storyId: string;
  refundId: string;
  paymentIntentId: string;
  messageId: string;
  /** A user the administrator's cells disable and enable again. */
  targetUserId: string;
  email: Record<Caller, string>;
  /** Each caller's own password (the administrator's is not the users'). */
  password: Record<Caller, string>;
  ownerUsername: string;
}

export interface MatrixRow {
  expect: Record<Caller, Expectation>;
  /** The request each caller sends: the same one, unless a caller needs its own (its e-mail, a fresh username). */
  request: (caller: Caller, w: MatrixWorld) => { path?: string; body?: unknown };
  /** Ends or replaces the caller's session (login, logout): sent with a session of its own. */
  consumesSession?: true;
  /** Changes what later cells read (deleting the story): its allowed cells go last. */
  last?: true;
}

const signedIn = { anonymous: 'unauthenticated', owner: 'ok', other: 'ok', disabled: 'refused', admin: 'ok' } as const;
const signedInIn = { anonymous: 'unauthenticated', owner: 'in', other: 'in', disabled: 'refused', admin: 'in' } as const;
const adminOnly = { anonymous: 'unauthenticated', owner: 'forbidden', other: 'forbidden', disabled: 'refused', admin: 'ok' } as const;
const anyone = { anonymous: 'ok', owner: 'ok', other: 'ok', disabled: 'any', admin: 'ok' } as const;
const anyoneIn = { anonymous: 'in', owner: 'in', other: 'in', disabled: 'any', admin: 'in' } as const;
/** The owner's own story or payment: everybody else is refused without learning it exists. */
const ownersOnly = { anonymous: 'unauthenticated', owner: 'ok', other: 'hidden', disabled: 'refused', admin: 'hidden' } as const;
/** A private story read by id: nobody but the owner sees it, signed in or not. */
const privateRead = { anonymous: 'hidden', owner: 'ok', other: 'hidden', disabled: 'hidden', admin: 'hidden' } as const;

const form = storyRequest();
const same = (body?: unknown) => () => (body === undefined ? {} : { body });
const fresh = () => `m${Math.random().toString(36).slice(2, 10)}`;

/**
 * Every route the services serve × the five callers (the suite checks the keys against route-inventory.ts). The
 * requests are valid for the owner, so a refusal is the access rule's doing, not the input's.
 */
export const accessMatrix: Record<string, MatrixRow> = {
  // accounts
  'POST /api/auth/register': {
    expect: anyone,
    request: () => {
      const username = fresh();
      return { body: { username, email: `${username}@example.com`, password } };
    },
    // Registering signs the new user in, in place of whoever the cookie belonged to.
    consumesSession: true,
  },
  'POST /api/auth/login': {
    expect: { ...anyone, disabled: 'any' },
    request: (_c, w) => ({ body: { username: w.ownerUsername, password } }),
    consumesSession: true,
  },
  'GET /api/auth/user': { expect: signedIn, request: same() },
  'POST /api/auth/logout': { expect: { ...anyone, disabled: 'any' }, request: same({}), consumesSession: true, last: true },
  'POST /api/auth/forgot-password': { expect: anyoneIn, request: (_c, w) => ({ body: { email: w.email.owner } }) },
  'POST /api/auth/reset-password': { expect: anyoneIn, request: same({ token: 'not-a-token', newPassword: 'Another!Dragon3' }) },
  'POST /api/auth/confirm-email': { expect: anyoneIn, request: same({ token: 'not-a-token' }) },
  'POST /api/auth/2fa/generate': { expect: signedIn, request: same({}) },
  'POST /api/auth/2fa/enable': { expect: signedInIn, request: same({ code: '000000' }) },
  // Without a password or code (ADR 0025): past the door, then the form's 400; 2FA stays as it was.
  'POST /api/auth/2fa/disable': { expect: signedInIn, request: same({}) },
  // The seeded administrator has no e-mail, which the form requires: past the door, then the form's 400.
  'PATCH /api/user/profile': {
    expect: { ...signedIn, admin: 'in' },
    request: (c, w) => ({ body: { firstName: 'Matrix', lastName: null, email: w.email[c] } }),
  },
  // The same password again, so the cell proves the door and leaves every session as it was.
  'POST /api/user/change-password': {
    expect: signedInIn,
    request: (c, w) => ({ body: { currentPassword: w.password[c], newPassword: w.password[c] } }),
  },
  'POST /api/user/request-2fa-disable': { expect: signedInIn, request: same({}) },
  // A wrong password: past the door, and no PIN is set that later cells would need.
  'POST /api/user/parent-pin': { expect: signedInIn, request: same({ currentPassword: 'Not!ThePassword1', pin: '1234' }) },
  'POST /api/user/parent-pin/remove': { expect: signedInIn, request: same({ currentPassword: 'Not!ThePassword1' }) },
  'PATCH /api/user/parent-review': { expect: signedInIn, request: same({ reviewStories: false }) },
  // stories
  'POST /api/stories/preview': { expect: anyone, request: same(form) },
  'POST /api/stories/generate': { expect: signedInIn, request: same(form) },
  'GET /api/stories': { expect: signedIn, request: same() },
  'GET /api/stories/parent-review': { expect: signedInIn, request: same() },
  'POST /api/stories/:id/approve': {
    expect: { ...ownersOnly, owner: 'in' },
    request: (_c, w) => ({ path: `/api/stories/${w.storyId}/approve`, body: {} }),
  },
  'GET /api/stories/:id': { expect: privateRead, request: (_c, w) => ({ path: `/api/stories/${w.storyId}` }) },
  'DELETE /api/stories/:id': { expect: ownersOnly, request: (_c, w) => ({ path: `/api/stories/${w.storyId}` }), last: true },
  'POST /api/stories/:storyId/continue': {
    expect: ownersOnly,
    request: (_c, w) => ({ path: `/api/stories/${w.storyId}/continue`, body: { includeAudio: false } }),
  },
  // The story's event stream (issue #22) has the story's own rules: the owner gets `ready` at once (the story is
  // written before the matrix runs), everybody else the 404 a story they may not read answers.
  'GET /api/stories/:id/events': { expect: privateRead, request: (_c, w) => ({ path: `/api/stories/${w.storyId}/events` }) },
  'GET /api/stories/:id/share-link': { expect: ownersOnly, request: (_c, w) => ({ path: `/api/stories/${w.storyId}/share-link` }) },
  'POST /api/stories/share': {
    expect: ownersOnly,
    request: (_c, w) => ({ body: { storyId: w.storyId, recipientName: 'Kit', recipientEmail: 'kit@example.com' } }),
  },
  'GET /api/stories/:id/book.pdf': { expect: privateRead, request: (_c, w) => ({ path: `/api/stories/${w.storyId}/book.pdf` }) },
  // A standalone story is no collection: the owner is told so (404) like anyone else, and nobody is let in.
  'GET /api/stories/collections/:collectionId/book.pdf': {
    expect: { ...privateRead, owner: 'in' },
    request: (_c, w) => ({ path: `/api/stories/collections/${w.storyId}/book.pdf` }),
  },
  'GET /api/stories/assets/:name': { expect: anyoneIn, request: () => ({ path: `/api/stories/assets/${'0'.repeat(16)}.svg` }) },
  // ink
  'GET /api/ink/balance': { expect: signedIn, request: same() },
  'GET /api/ink/transactions': { expect: signedIn, request: same() },
  'GET /api/ink-transactions': { expect: signedIn, request: same() },
  'GET /api/ink/grants': { expect: anyone, request: same() },
  'GET /api/ink/payments-mode': { expect: anyone, request: same() },
  'POST /api/ink/create-payment-intent': { expect: signedIn, request: same({ packageId: 'starter' }) },
  'POST /api/ink/confirm-payment': { expect: ownersOnly, request: (_c, w) => ({ body: { paymentIntentId: w.paymentIntentId } }) },
  'POST /api/ink/stripe-webhook': { expect: anyoneIn, request: same({ id: 'evt_1', type: 'payment_intent.succeeded', data: {} }) },
  // admin
  'GET /api/refund-requests': { expect: signedIn, request: same() },
  'POST /api/refund-requests': {
    expect: signedInIn,
    request: same({ itemType: 'other', itemId: null, itemTitle: null, inkAmount: 1, reason: 'other', description: 'matrix' }),
  },
  'POST /api/contact-messages': {
    expect: anyone,
    request: same({ name: 'Matrix', email: 'matrix@example.com', subject: 'matrix', message: 'Sent by every caller.' }),
  },
  'POST /api/analytics/events': { expect: anyone, request: same({ type: 'page_view', route: '/' }) },
  'GET /api/admin/users': { expect: adminOnly, request: same() },
  'GET /api/admin/stories': { expect: adminOnly, request: same() },
  'GET /api/admin/refund-requests': { expect: adminOnly, request: same() },
  'GET /api/admin/stats': { expect: adminOnly, request: same() },
  'GET /api/admin/insights': { expect: adminOnly, request: same() },
  'GET /api/admin/contact-messages': { expect: adminOnly, request: same() },
  'PATCH /api/admin/refund-requests/:id': {
    expect: adminOnly,
    request: (_c, w) => ({ path: `/api/admin/refund-requests/${w.refundId}`, body: { status: 'denied', adminNotes: 'matrix' } }),
  },
  'PATCH /api/admin/users/:userId/disable': {
    expect: adminOnly,
    request: (_c, w) => ({ path: `/api/admin/users/${w.targetUserId}/disable`, body: { reason: 'matrix' } }),
  },
  'PATCH /api/admin/users/:userId/enable': {
    expect: adminOnly,
    request: (_c, w) => ({ path: `/api/admin/users/${w.targetUserId}/enable`, body: {} }),
    last: true,
  },
  'PATCH /api/admin/contact-messages/:id': {
    expect: adminOnly,
    request: (_c, w) => ({ path: `/api/admin/contact-messages/${w.messageId}`, body: { read: true } }),
  },
};
