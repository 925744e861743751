import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, call, newUser, type Answer } from './client';
import { record } from './summary';

type Caller = 'anonymous' | 'owner' | 'other' | 'disabled' | 'admin';
const callers: Caller[] = ['anonymous', 'owner', 'other', 'disabled', 'admin'];

/** What a cell must answer: 'ok' a 2xx, 'unauthenticated' 401, 'refused' 401 or 403 (never a 2xx). */
type Expectation = 'ok' | 'unauthenticated' | 'forbidden' | 'refused';

const signedIn = { anonymous: 'unauthenticated', owner: 'ok', other: 'ok', disabled: 'refused', admin: 'ok' } as const;
const adminOnly = { anonymous: 'unauthenticated', owner: 'forbidden', other: 'forbidden', disabled: 'refused', admin: 'ok' } as const;

function meets(answer: Answer, expectation: Expectation): boolean {
  if (expectation === 'ok') return answer.status >= 200 && answer.status < 300;
  if (expectation === 'unauthenticated') return answer.status === 401;
  if (expectation === 'forbidden') return answer.status === 403;
  return answer.status === 401 || answer.status === 403;
}

describe('access control: every route × caller answers only the allowed cells', () => {
  const cookies = {} as Record<Caller, string | undefined>;
  let ownerRefundId = '';
  let ownerPaymentIntentId = '';

  beforeAll(async () => {
    const [owner, other, disabled] = await Promise.all([newUser('owner'), newUser('other'), newUser('disabled')]);
    const admin = await adminSession();
    Object.assign(cookies, { anonymous: undefined, owner: owner.cookie, other: other.cookie, disabled: disabled.cookie, admin });
    const refund = await call('/api/refund-requests', {
      cookie: owner.cookie,
      body: { itemType: 'other', itemId: null, itemTitle: null, inkAmount: 1, reason: 'other', description: 'matrix' },
    });
    ownerRefundId = (refund.body as { id: string }).id;
    const intent = await call('/api/ink/create-payment-intent', { cookie: owner.cookie, body: { packageId: 'starter' } });
    ownerPaymentIntentId = (intent.body as { paymentIntentId: string }).paymentIntentId;
    const disabling = await call(`/api/admin/users/${disabled.id}/disable`, {
      method: 'PATCH',
      cookie: admin,
      body: { reason: 'matrix test' },
    });
    expect(disabling.status).toBe(200);
  });

  it('reads: the signed-in and admin-only routes answer each caller as allowed', async () => {
    const matrix: [string, Record<Caller, Expectation>][] = [
      ['/api/auth/user', signedIn],
      ['/api/ink/balance', signedIn],
      ['/api/ink-transactions', signedIn],
      ['/api/refund-requests', signedIn],
      ['/api/admin/users', adminOnly],
      ['/api/admin/stories', adminOnly],
      ['/api/admin/refund-requests', adminOnly],
      ['/api/admin/stats', adminOnly],
      ['/api/admin/insights', adminOnly],
      ['/api/admin/contact-messages', adminOnly],
    ];
    const wrong: string[] = [];
    let requests = 0;
    for (const [path, allowed] of matrix) {
      for (const caller of callers) {
        const answer = await call(path, { cookie: cookies[caller] });
        requests += 1;
        if (!meets(answer, allowed[caller])) wrong.push(`${caller} GET ${path} → ${answer.status} (expected ${allowed[caller]})`);
      }
    }
    record({ scenario: 'access matrix (reads)', requests, faults: 0, expected: '0 wrong cells', observed: `${wrong.length} wrong cells` });
    expect(wrong).toEqual([]);
  });

  it("IDOR: another user can neither see nor settle the owner's refund request or payment", async () => {
    const otherList = (await call('/api/refund-requests', { cookie: cookies.other })).body as { id: string }[];
    const ownerList = (await call('/api/refund-requests', { cookie: cookies.owner })).body as { id: string }[];
    const approvals = await Promise.all(
      (['anonymous', 'owner', 'other', 'disabled'] as const).map((caller) =>
        call(`/api/admin/refund-requests/${ownerRefundId}`, { method: 'PATCH', cookie: cookies[caller], body: { status: 'approved' } }),
      ),
    );
    const stolen = await call('/api/ink/confirm-payment', { cookie: cookies.other, body: { paymentIntentId: ownerPaymentIntentId } });
    const otherPurchases = ((await call('/api/ink-transactions', { cookie: cookies.other })).body as { type: string }[]).filter(
      (row) => row.type === 'purchase',
    );
    const stillPending = ((await call('/api/refund-requests', { cookie: cookies.owner })).body as { id: string; status: string }[]).find(
      (r) => r.id === ownerRefundId,
    );
    record({
      scenario: 'IDOR (refund request, payment intent)',
      requests: 8,
      faults: 0,
      expected: 'not listed to other, 4 approvals refused, foreign confirm refused, 0 purchases',
      observed: `listed to other ${otherList.some((r) => r.id === ownerRefundId)}, approvals ${approvals.map((a) => a.status).join('/')}, foreign confirm ${stolen.status}, purchases ${otherPurchases.length}`,
    });
    expect(ownerList.map((r) => r.id)).toContain(ownerRefundId);
    expect(otherList.map((r) => r.id)).not.toContain(ownerRefundId);
    expect(approvals.map((a) => a.status)).toEqual([401, 403, 403, expect.toSatisfy((s: number) => s === 401 || s === 403)]);
    expect(stolen.status).toBeGreaterThanOrEqual(400);
    expect(stolen.status).toBeLessThan(500);
    expect(otherPurchases).toEqual([]);
    expect(stillPending?.status).toBe('pending');
  });
});
