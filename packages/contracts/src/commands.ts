import { storyStatuses } from './values/story-jobs';
import { z } from './zod';
import { errorBodySchema } from './errors';
import { roles } from './accounts';
import { storyFacts } from './stories';
import { pageQuerySchema, pageSchema, searchTermSchema } from './paging';

const userId = z.uuid();

/** A command's reply: the answer, or an error with the HTTP status the caller should pass on. */
export function commandReplySchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), data }),
    z.object({ ok: z.literal(false), status: z.number().int(), error: errorBodySchema }),
  ]);
}

export const adminUserSchema = z.object({
  id: userId,
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(roles),
  isDisabled: z.boolean(),
  disabledReason: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});

export const adminStorySchema = z.object({
  id: z.uuid(),
  userId,
  username: z.string().nullable(),
  ...storyFacts,
  imageUrls: z.array(z.string()),
  hasAudio: z.boolean(),
  audioUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Issue #22: a story still being written shows as such; a failed one with its reason. */
  status: z.enum(storyStatuses).default('ready'),
  failureReason: z.string().nullable().default(null),
});

/** Who a user is, as a list that shows whose a row is names them (issue #24: names by id, whatever the platform's size). */
export const userNameSchema = z.object({ id: userId, username: z.string(), email: z.string().nullable() });

/** How many ids one accounts.users.names asks about: a page of a list at most. */
export const userNamesMax = 100;
/** How many people accounts.users.find answers at most: a search by person filters another list by their ids. */
export const userFindMax = 1000;

/** The request/reply commands of ARCHITECTURE §5: subject → request and answer schemas. */
export const commands = {
  'ink.balance.get': { request: z.object({ userId }), reply: z.object({ balance: z.number().int().nonnegative() }) },
  'ink.hold.create': {
    request: z.object({
      idempotencyKey: z.string().min(1).max(200),
      userId,
      amount: z.number().int().positive(),
      description: z.string().max(300),
      ttlSeconds: z.number().int().positive().max(3600).default(600),
    }),
    reply: z.object({ holdId: z.uuid(), balance: z.number().int().nonnegative() }),
  },
  'ink.hold.capture': {
    request: z.object({ holdId: z.uuid(), description: z.string().max(300) }),
    reply: z.object({ holdId: z.uuid(), state: z.literal('captured') }),
  },
  'ink.hold.release': {
    request: z.object({ holdId: z.uuid(), reason: z.string().max(300) }),
    reply: z.object({ holdId: z.uuid(), state: z.literal('released') }),
  },
  /** One of a user's own ink transactions (the refund form's purchase item is checked against it). */
  'ink.transaction.get': {
    request: z.object({ userId, transactionId: z.string().min(1).max(100) }),
    reply: z.object({
      id: z.string(),
      type: z.string(),
      amount: z.number().int(),
      description: z.string(),
      createdAt: z.string(),
    }),
  },
  /** A page of every owned story, newest first (issue #24, ADR 0035): the cursor is the last page's nextCursor. */
  'stories.admin.list': {
    request: pageQuerySchema.extend({ search: searchTermSchema }),
    reply: pageSchema(adminStorySchema),
  },
  'stories.user.list': {
    request: z.object({ userId }),
    reply: z.object({ stories: z.array(z.object({ id: z.uuid(), title: z.string(), inkCost: z.number().int() })) }),
  },
  /** A page of users, newest first (issue #24), searched by username, e-mail, first or last name prefix. */
  'accounts.admin.list': {
    request: pageQuerySchema.extend({ search: z.string().max(200).optional() }),
    reply: pageSchema(adminUserSchema),
  },
  /** The names of a page's users in one call (refund requests show who asked); unknown ids are left out. */
  'accounts.users.names': {
    request: z.object({ userIds: z.array(userId).max(userNamesMax) }),
    reply: z.object({ users: z.array(userNameSchema) }),
  },
  /**
   * The people whose username or e-mail starts with `search` (a list searched by person filters on their ids), in
   * username order, at most `limit`; `more` when others match too.
   */
  'accounts.users.find': {
    request: z.object({ search: z.string().trim().min(1).max(200), limit: z.number().int().min(1).max(userFindMax) }),
    reply: z.object({ users: z.array(userNameSchema), more: z.boolean() }),
  },
  'accounts.admin.disable': {
    request: z.object({ userId, reason: z.string().trim().min(1).max(500) }),
    reply: z.object({ user: adminUserSchema }),
  },
  /**
   * The parent's gate (ADR 0019): whether the user has a PIN, and when they do whether `pin` is it (wrong or
   * missing is a 403, too many wrong tries a 429); the answer also says if new stories wait for a parent.
   */
  'accounts.parent-pin.verify': {
    request: z.object({ userId, pin: z.string().max(20).optional() }),
    reply: z.object({ parentPinSet: z.boolean(), reviewStories: z.boolean() }),
  },
  'accounts.admin.enable': {
    request: z.object({ userId }),
    reply: z.object({ user: adminUserSchema }),
  },
} as const;

export type CommandSubject = keyof typeof commands;
export type CommandRequest<S extends CommandSubject> = z.input<(typeof commands)[S]['request']>;
export type CommandReply<S extends CommandSubject> = z.infer<(typeof commands)[S]['reply']>;
