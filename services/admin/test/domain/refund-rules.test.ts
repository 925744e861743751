import { describe, expect, it } from 'vitest';
import { DomainError } from '@inkspell/service-kit/errors';
import { isUuid } from '../../src/domain/ids';
import { checkRefundAmount, otherItem, purchaseItem, storyItem } from '../../src/domain/refund-rules';

const story = { id: '0b9f7a52-3c1e-4d8a-9f00-6c2b1e4d5a61', title: 'The Lantern Fox', inkCost: 4 };
const purchase = {
  id: '5d1f2c3b-7a8e-4b90-8c1d-2e3f4a5b6c7d',
  type: 'purchase',
  amount: 8,
  description: 'Purchased Starter Pack (8 ink)',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return { status: err.status, code: err.code };
    throw err;
  }
  return 'accepted';
};

describe('what a refund may be for', () => {
  it("finds a story among the user's own and takes its title and cost from there", () => {
    expect(storyItem([story], story.id)).toEqual({ itemId: story.id, itemTitle: 'The Lantern Fox', maxInk: 4 });
    expect(refusal(() => storyItem([story], '9a6b1a3e-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      code: 'refund_item_not_found',
    });
    expect(refusal(() => storyItem([], story.id))).toEqual({ status: 404, code: 'refund_item_not_found' });
  });

  it.each([
    ['a purchase', purchase, 'accepted'],
    ["nothing (not the user's, or unknown)", null, { status: 404, code: 'refund_item_not_found' }],
    ['a story spending', { ...purchase, type: 'usage', amount: -3 }, { status: 400, code: 'refund_item_not_refundable' }],
    ['a welcome gift', { ...purchase, type: 'welcome', amount: 5 }, { status: 400, code: 'refund_item_not_refundable' }],
    ['an earlier refund', { ...purchase, type: 'bonus', amount: 4 }, { status: 400, code: 'refund_item_not_refundable' }],
  ])('takes %s as a purchase item: %j', (_name, transaction, outcome) => {
    expect(refusal(() => purchaseItem(transaction))).toEqual(outcome);
  });

  it('keeps what the user wrote for anything else, blank as null', () => {
    expect(otherItem({ itemId: '  ', itemTitle: ' Charged twice ' })).toEqual({ itemId: null, itemTitle: 'Charged twice', maxInk: 50 });
  });
});

describe('how much ink a refund may ask for', () => {
  it.each([
    ['story', 1, 4, 'accepted'],
    ['story', 4, 4, 'accepted'],
    ['story', 5, 4, { status: 400, code: 'refund_amount_above_paid' }],
    ['ink_purchase', 8, 8, 'accepted'],
    ['ink_purchase', 9, 8, { status: 400, code: 'refund_amount_above_paid' }],
    ['story', 1, 0, { status: 400, code: 'refund_amount_above_paid' }],
    ['other', 50, 50, 'accepted'],
    ['other', 51, 50, { status: 400, code: 'validation_failed' }],
  ] as const)('%s: %i ink of %i paid → %j', (itemType, inkAmount, maxInk, outcome) => {
    expect(refusal(() => checkRefundAmount(itemType, inkAmount, { itemId: null, itemTitle: null, maxInk }))).toEqual(outcome);
  });
});

describe('ids', () => {
  it.each([
    [story.id, true],
    [story.id.toUpperCase(), true],
    ['not-a-uuid', false],
    ["1' or '1'='1", false],
    ['', false],
  ])('%s is a uuid: %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
