import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminRefundRequestListSchema, adminStatsSchema, refundRequestListSchema, refundRequestSchema } from '@inkspell/contracts';
import { publishedEvents } from '@inkspell/service-kit/testing';
import { startPlatform, type Platform, type PlatformUser } from '../support/platform';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(async () => {
  await p?.close();
});

const asking = { reason: 'story_generation_failed', description: 'The story stopped halfway through.' } as const;

/** A pending refund request of a new user for one of their stories (cost 4), as they submit it. */
async function pendingStoryRefund(inkAmount = 4) {
  const user = await p.newUser();
  const story = await p.stories.add(user.id, { title: 'The Lantern Fox', inkCost: 4 });
  const res = await p
    .as(user)
    .post('/api/refund-requests', { itemType: 'story', itemId: story.id, itemTitle: story.title, inkAmount, ...asking });
  expect(res.status).toBe(201);
  return { user, story, request: refundRequestSchema.parse(res.body) };
}

/** How many ledger movements ink made for a refund request (its reference). */
async function refundMovements(refundRequestId: string): Promise<number> {
  const res = await p.ink.deps.db.execute(sql`select count(*)::int as n from ledger_transactions where reference = ${refundRequestId}`);
  return (res.rows[0] as { n: number }).n;
}

async function approvalsPublished(refundRequestId: string) {
  return (await publishedEvents(p.admin.infra, 'inkspell.refund.approved')).filter(
    (e) => e.envelope.data.refundRequestId === refundRequestId,
  );
}

const review = (id: string, body: unknown, as: PlatformUser = p.administrator) => p.as(as).patch(`/api/admin/refund-requests/${id}`, body);

describe('a user asks for a refund', () => {
  it("keeps a story refund with the story's real title, pending, and lists only the user's own, newest first", async () => {
    const { user, story, request } = await pendingStoryRefund(3);
    expect(request).toMatchObject({
      userId: user.id,
      itemType: 'story',
      itemId: story.id,
      itemTitle: 'The Lantern Fox',
      inkAmount: 3,
      status: 'pending',
      adminNotes: null,
      processedAt: null,
    });

    const other = await p.as(user).post('/api/refund-requests', {
      itemType: 'other',
      itemId: '',
      itemTitle: '  ',
      inkAmount: 2,
      reason: 'other',
      description: 'Charged twice?',
    });
    expect(other.body).toMatchObject({ itemType: 'other', itemId: null, itemTitle: null, inkAmount: 2 });
    await pendingStoryRefund();

    const own = refundRequestListSchema.parse((await p.as(user).get('/api/refund-requests')).body);
    expect(own.map((r) => r.id)).toEqual([other.body.id, request.id]);
  });

  it('keeps a purchase refund checked against the ledger: up to the credits bought, titled as the ledger has it', async () => {
    const user = await p.newUser();
    const purchaseId = await p.buy(user.id, 'popular');
    const res = await p.as(user).post('/api/refund-requests', {
      itemType: 'ink_purchase',
      itemId: purchaseId,
      itemTitle: 'whatever the form said',
      inkAmount: 15,
      reason: 'accidental_purchase',
      description: 'My little brother pressed it.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      itemType: 'ink_purchase',
      itemId: purchaseId,
      // The test platform buys through the demo provider, and the ledger says so (ADR 0026).
      itemTitle: 'Purchased Popular Pack (15 ink, demo: no payment)',
      inkAmount: 15,
      status: 'pending',
    });
  });
  it('keeps one of ten refunds for the same story sent at once; the rest are refused with 409', async () => {
    const user = await p.newUser();
    const story = await p.stories.add(user.id, { title: 'Cloud Whales', inkCost: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.as(user).post('/api/refund-requests', { itemType: 'story', itemId: story.id, itemTitle: null, inkAmount: 3, ...asking }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'refund_already_requested')).toHaveLength(9);
    expect((await p.as(user).get('/api/refund-requests')).body).toHaveLength(1);
  });

  it('lets the user ask again for an item whose refund was denied', async () => {
    const { user, story, request } = await pendingStoryRefund(4);
    expect((await review(request.id, { status: 'denied' })).status).toBe(200);
    const again = await p
      .as(user)
      .post('/api/refund-requests', { itemType: 'story', itemId: story.id, itemTitle: null, inkAmount: 2, ...asking });
    expect(again).toMatchObject({ status: 201, body: { itemId: story.id, status: 'pending' } });
  });
});

describe('an administrator processes a refund', () => {
  it('approving credits the ledger once: the balance through ink.balance.get, one movement, one event', async () => {
    const { user, request } = await pendingStoryRefund(4);
    const before = await p.balanceOf(user.id);

    const res = await review(request.id, { status: 'approved', adminNotes: '  Sorry about that!  ' });
    expect(res.status).toBe(200);
    expect(refundRequestSchema.parse(res.body)).toMatchObject({
      id: request.id,
      status: 'approved',
      adminNotes: 'Sorry about that!',
      processedAt: expect.any(String),
    });
    await p.settled();

    expect(await p.balanceOf(user.id)).toBe(before + 4);
    expect(await refundMovements(request.id)).toBe(1);
    const [event, ...more] = await approvalsPublished(request.id);
    expect(more).toEqual([]);
    expect(event!.envelope.data).toEqual({ refundRequestId: request.id, userId: user.id, inkAmount: 4, itemTitle: 'The Lantern Fox' });
    const history = (await p.ink.as(user.id).get('/api/ink-transactions')).body;
    expect(history[0]).toMatchObject({ amount: 4, description: 'Refund: The Lantern Fox' });

    const [audit] = (await p.auditRows('refund_request.approved')).filter((row) => row.target_id === request.id);
    expect(audit).toMatchObject({
      actor_user_id: p.administrator.id,
      actor_username: p.administrator.username,
      target_type: 'refund_request',
      details: { userId: user.id, inkAmount: 4 },
    });
  });

  it('denying changes no balance and publishes nothing; notes that are only spaces are dropped', async () => {
    const { user, request } = await pendingStoryRefund(2);
    const before = await p.balanceOf(user.id);
    const res = await review(request.id, { status: 'denied', adminNotes: '   ' });
    expect(res).toMatchObject({ status: 200, body: { status: 'denied', adminNotes: null } });
    await p.settled();
    expect(await p.balanceOf(user.id)).toBe(before);
    expect(await refundMovements(request.id)).toBe(0);
    expect(await approvalsPublished(request.id)).toEqual([]);
    expect((await p.as(user).get('/api/refund-requests')).body[0]).toMatchObject({ id: request.id, status: 'denied' });
  });

  it('refuses a second review of a processed request (409) and changes nothing: no second credit', async () => {
    const { user, request } = await pendingStoryRefund(3);
    await review(request.id, { status: 'approved' });
    await p.settled();
    const balance = await p.balanceOf(user.id);
    const fingerprint = await p.fingerprint();

    for (const status of ['approved', 'denied']) {
      const again = await review(request.id, { status, adminNotes: 'again' });
      expect(again).toMatchObject({
        status: 409,
        body: { code: 'refund_already_processed', message: 'This refund request has already been processed' },
      });
    }
    await p.settled();
    expect(await p.fingerprint()).toBe(fingerprint);
    expect(await p.balanceOf(user.id)).toBe(balance);
    expect(await refundMovements(request.id)).toBe(1);
  });

  it('20 concurrent approvals of one request change it once and credit once; the rest are refused with 409', async () => {
    const { user, request } = await pendingStoryRefund(4);
    const before = await p.balanceOf(user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => review(request.id, { status: 'approved' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'refund_already_processed')).toHaveLength(19);
    await p.settled();
    expect(await approvalsPublished(request.id)).toHaveLength(1);
    expect(await refundMovements(request.id)).toBe(1);
    expect(await p.balanceOf(user.id)).toBe(before + 4);
    expect((await p.auditRows('refund_request.approved')).filter((row) => row.target_id === request.id)).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist', async () => {
    for (const id of ['7d7bd4a4-5b83-4f3b-9d53-0bb0bd0b7e55', 'not-a-uuid']) {
      expect(await review(id, { status: 'approved' })).toMatchObject({
        status: 404,
        body: { message: 'Refund request not found', code: 'not_found' },
      });
    }
  });
});

describe('the console lists', () => {
  it('lists every request with who asked (username and email from accounts), and counts the tiles', async () => {
    const { user, request } = await pendingStoryRefund(1);
    const list = adminRefundRequestListSchema.parse((await p.as(p.administrator).get('/api/admin/refund-requests')).body);
    const mine = list.find((r) => r.id === request.id);
    expect(mine).toMatchObject({
      userId: user.id,
      username: user.username,
      email: expect.stringContaining('@example.com'),
      status: 'pending',
    });
    expect(list.map((r) => r.createdAt)).toEqual([...list.map((r) => r.createdAt)].sort().reverse());

    const stats = adminStatsSchema.parse((await p.as(p.administrator).get('/api/admin/stats')).body);
    const counted = await p.admin.deps.db.execute(sql`select status, ink_amount from refund_requests`);
    const rows = counted.rows as { status: string; ink_amount: number }[];
    expect(stats).toEqual({
      totalRequests: rows.length,
      pendingRequests: rows.filter((r) => r.status === 'pending').length,
      approvedRequests: rows.filter((r) => r.status === 'approved').length,
      deniedRequests: rows.filter((r) => r.status === 'denied').length,
      totalRefundedInk: rows.filter((r) => r.status === 'approved').reduce((sum, r) => sum + r.ink_amount, 0),
    });
    expect(stats.approvedRequests).toBeGreaterThan(0);
  });
});
