import { describe, expect, it } from 'vitest';
import { adminToasts, type InkTransaction } from '@inkspell/contracts';
import {
  changeItemType,
  checkRefundForm,
  chooseItem,
  emptyRefundForm,
  invalidAmountToast,
  isAmountReadOnly,
  missingInformationToast,
  purchaseOptions,
  storyOptions,
  submissionFailedToast,
  withoutLiveRefunds,
  type RefundFormState,
} from '../src/components/refund/refund-form';

const filled: RefundFormState = {
  itemType: 'story',
  itemId: 'story-1',
  itemTitle: 'Luna and the Moon Boat',
  inkAmount: '4',
  reason: 'story_generation_failed',
  description: 'The story stopped halfway.',
};

describe('the refund form', () => {
  it('clears item, title and amount when the item type changes, and keeps reason and description', () => {
    const changed = changeItemType(filled, 'ink_purchase');
    expect(changed).toEqual({ ...filled, itemType: 'ink_purchase', itemId: '', itemTitle: '', inkAmount: '' });
  });

  it('fills title and amount from the chosen story or purchase, and empties them when nothing is chosen', () => {
    const [story] = storyOptions([{ id: 's1', title: 'Dragon Dreams', inkCost: 5 }]);
    const chosen = chooseItem({ ...emptyRefundForm, itemType: 'story' }, story);
    expect(chosen).toMatchObject({ itemId: 's1', itemTitle: 'Dragon Dreams', inkAmount: '5' });
    expect(chooseItem(chosen, undefined)).toMatchObject({ itemId: '', itemTitle: '', inkAmount: '' });
  });

  it('lets the amount be typed only when the type is other', () => {
    expect(isAmountReadOnly('other')).toBe(false);
    expect(isAmountReadOnly('story')).toBe(true);
    expect(isAmountReadOnly('ink_purchase')).toBe(true);
    expect(isAmountReadOnly('')).toBe(true);
  });

  it('offers only purchases from the ink history, the transaction id as item and its amount as ink', () => {
    const transactions: InkTransaction[] = [
      { id: 't1', type: 'welcome', description: 'Welcome gift', amount: 5, createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 't2', type: 'purchase', description: 'Purchased Popular Pack (15 ink)', amount: 15, createdAt: '2026-11-02T10:00:00.000Z' },
      { id: 't3', type: 'usage', description: 'Story', amount: -3, createdAt: '2026-11-03T10:00:00.000Z' },
    ];
    const options = purchaseOptions(transactions, () => 'Nov 2');
    expect(options).toEqual([
      { id: 't2', title: 'Purchased Popular Pack (15 ink)', inkAmount: 15, label: 'Purchased Popular Pack (15 ink) · Nov 2' },
    ]);
  });

  it('sends a complete form as the contract input', () => {
    expect(checkRefundForm(filled)).toEqual({
      ok: true,
      input: {
        itemType: 'story',
        itemId: 'story-1',
        itemTitle: 'Luna and the Moon Boat',
        inkAmount: 4,
        reason: 'story_generation_failed',
        description: 'The story stopped halfway.',
      },
    });
  });

  it('sends an empty item id and title as null', () => {
    const check = checkRefundForm({ ...filled, itemType: 'other', itemId: '', itemTitle: '  ', inkAmount: '2' });
    expect(check.ok && check.input).toMatchObject({ itemType: 'other', itemId: null, itemTitle: null, inkAmount: 2 });
  });

  it.each([
    ['item type', { itemType: '' }],
    ['amount', { inkAmount: '' }],
    ['reason', { reason: '' }],
    ['description', { description: '   ' }],
  ] as const)('refuses a form without its %s with Missing Information', (_field, change) => {
    expect(checkRefundForm({ ...filled, ...change })).toEqual({ ok: false, toast: missingInformationToast });
  });

  it.each(['0', '-3', '2.5', 'abc', '1e2'])('refuses the amount %s with Invalid Amount', (inkAmount) => {
    expect(checkRefundForm({ ...filled, itemType: 'other', inkAmount })).toEqual({ ok: false, toast: invalidAmountToast });
  });

  it('says the spec words in its validation toasts', () => {
    expect(missingInformationToast).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
      variant: 'destructive',
    });
    expect(invalidAmountToast).toMatchObject({
      title: 'Invalid Amount',
      description: 'Please enter a valid ink amount',
      variant: 'destructive',
    });
  });

  it('shows the server message in Submission Failed, or a default', () => {
    expect(submissionFailedToast(new Error('Too many requests'))).toMatchObject({
      title: adminToasts.submissionFailed.title,
      description: 'Too many requests',
    });
    expect(submissionFailedToast(undefined).description).toMatch(/could not be sent/);
  });
});

describe('the item pickers', () => {
  it('leave out items with a pending or approved request, and offer again those whose request was denied', () => {
    const options = storyOptions([
      { id: 's1', title: 'One', inkCost: 3 },
      { id: 's2', title: 'Two', inkCost: 4 },
      { id: 's3', title: 'Three', inkCost: 5 },
      { id: 's4', title: 'Four', inkCost: 2 },
    ]);
    const requests = [
      { itemId: 's1', status: 'pending' as const },
      { itemId: 's2', status: 'approved' as const },
      { itemId: 's3', status: 'denied' as const },
      { itemId: null, status: 'pending' as const },
    ];
    expect(withoutLiveRefunds(options, requests).map((option) => option.id)).toEqual(['s3', 's4']);
  });
});
