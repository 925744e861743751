import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminApiPaths,
  adminRefundRequestListSchema,
  adminStatsSchema,
  adminUserSchema,
  adminStorySchema,
  contactMessageListSchema,
  contactMessageRecordSchema,
  insightsSchema,
  refundRequestSchema,
} from '@inkspell/contracts';
import { sendCommand } from '@inkspell/service-kit';
import { adminPrefix, routeTable } from '@inkspell/service-kit';
import { routeTables } from '../../src/routes';
import { startPlatform, type Platform, type PlatformUser } from '../support/platform';

let p: Platform;
let plainUser: PlatformUser;
beforeAll(async () => {
  p = await startPlatform();
  plainUser = await p.newUser();
  await p.stories.add(plainUser.id, { title: 'Moss the Moth', inkCost: 3, username: plainUser.username });
});
afterAll(async () => {
  await p?.close();
});

/** A pending refund request of a new user, for the review route to act on. */
async function pendingRequest(): Promise<string> {
  const owner = await p.newUser();
  const res = await p.as(owner).post(adminApiPaths.refundRequests, {
    itemType: 'other',
    itemId: null,
    itemTitle: null,
    inkAmount: 2,
    reason: 'other',
    description: 'Please check.',
  });
  return res.body.id;
}

/** An unread contact message, stored as the contact route stores one (outside the per-address limit). */
async function unreadMessage(): Promise<string> {
  const saved = await p.admin.deps.ports.repos.contactMessages.insert({
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'Lovely stories.',
    userId: null,
  });
  return saved.id;
}

async function disabledUser(): Promise<string> {
  const user = await p.newUser();
  await sendCommand(p.admin.infra.nc, p.admin.infra.subjects, 'accounts.admin.disable', { userId: user.id, reason: 'Testing' });
  return user.id;
}

interface Route {
  /** 'METHOD /path' as the route tables name it. */
  route: string;
  /** The request to send: path and body, made fresh for every caller. */
  request: () => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  /** The administrator's answer, checked with the contract; the audit action it leaves. */
  answer: z.ZodType;
  audit: string;
}

const routes: Route[] = [
  {
    route: 'GET /refund-requests',
    request: () => ({ path: adminApiPaths.adminRefundRequests }),
    answer: adminRefundRequestListSchema,
    audit: 'refund_requests.viewed',
  },
  { route: 'GET /stats', request: () => ({ path: adminApiPaths.stats }), answer: adminStatsSchema, audit: 'refund_stats.viewed' },
  {
    route: 'PATCH /refund-requests/:id',
    request: async () => ({ path: adminApiPaths.processRefundRequest(await pendingRequest()), body: { status: 'denied' } }),
    answer: refundRequestSchema,
    audit: 'refund_request.denied',
  },
  {
    route: 'GET /stories',
    request: () => ({ path: adminApiPaths.stories }),
    answer: adminStorySchema.array().min(1),
    audit: 'stories.viewed',
  },
  {
    route: 'GET /users',
    request: () => ({ path: adminApiPaths.users }),
    answer: adminUserSchema.array().min(2),
    audit: 'users.viewed',
  },
  {
    route: 'PATCH /users/:userId/disable',
    request: async () => ({ path: adminApiPaths.disableUser((await p.newUser()).id), body: { reason: 'Shared an unkind story' } }),
    answer: adminUserSchema.refine((u) => u.isDisabled),
    audit: 'user.disabled',
  },
  {
    route: 'PATCH /users/:userId/enable',
    request: async () => ({ path: adminApiPaths.enableUser(await disabledUser()), body: {} }),
    answer: adminUserSchema.refine((u) => !u.isDisabled),
    audit: 'user.enabled',
  },
  {
    route: 'GET /contact-messages',
    request: async () => {
      await unreadMessage();
      return { path: adminApiPaths.contactMessages };
    },
    answer: contactMessageListSchema.min(1),
    audit: 'contact_messages.viewed',
  },
  {
    route: 'PATCH /contact-messages/:id',
    request: async () => ({ path: adminApiPaths.contactMessage(await unreadMessage()), body: { read: true } }),
    answer: contactMessageRecordSchema.refine((m) => m.read),
    audit: 'contact_message.marked_read',
  },
  { route: 'GET /insights', request: () => ({ path: adminApiPaths.insights }), answer: insightsSchema, audit: 'insights.viewed' },
];

const method = (r: Route) => r.route.split(' ')[0]!;

describe('every /api/admin route', () => {
  it('is in this matrix, and every route table under /api/admin is for administrators', () => {
    const served = routeTables
      .filter((t) => t.prefix.startsWith(adminPrefix))
      .flatMap((t) => {
        expect(t.access).toBe('admin');
        return Object.keys(t.routes);
      });
    expect(served.sort()).toEqual(routes.map((r) => r.route).sort());
    // A table under /api/admin for anyone less than an administrator is refused when it is declared.
    expect(() => routeTable('/api/admin/reports', 'signed-in', {})).toThrow('/api/admin/reports routes must be for administrators');
  });

  it.each(routes.map((r) => [r.route, r] as const))(
    '%s: 401 anonymous, 403 for a user (nothing changed, nothing audited), 200 for the administrator',
    async (_name, r) => {
      const anonymous = await r.request();
      await p.settled();
      const before = await p.fingerprint();
      const refused = await p.request(method(r), anonymous.path, { body: anonymous.body });
      expect(refused).toMatchObject({ status: 401, body: { message: 'Login Required', code: 'unauthenticated' } });

      const asUser = await p.request(method(r), anonymous.path, { as: plainUser, body: anonymous.body });
      expect(asUser).toMatchObject({ status: 403, body: { message: 'You do not have permission to do that', code: 'forbidden' } });
      await p.settled();
      expect(await p.fingerprint()).toBe(before);

      const auditedBefore = (await p.auditRows(r.audit)).length;
      const allowed = await p.request(method(r), anonymous.path, { as: p.administrator, body: anonymous.body });
      expect(allowed.status).toBe(200);
      expect(r.answer.safeParse(allowed.body).error).toBeUndefined();
      const audited = await p.auditRows(r.audit);
      expect(audited).toHaveLength(auditedBefore + 1);
      expect(audited.at(-1)).toMatchObject({ actor_user_id: p.administrator.id, actor_username: p.administrator.username });
    },
  );
});

describe('the refund routes of users', () => {
  it.each([
    ['GET', adminApiPaths.refundRequests, undefined],
    [
      'POST',
      adminApiPaths.refundRequests,
      { itemType: 'other', itemId: null, itemTitle: null, inkAmount: 1, reason: 'other', description: 'x' },
    ],
  ])('%s %s needs a signed-in user (401)', async (verb, path, body) => {
    expect(await p.request(verb, path, { body })).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });
});
