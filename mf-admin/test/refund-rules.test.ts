import { describe, expect, it } from 'vitest';
import { adminStatsSchema } from '@inkspell/contracts';
import { canProcess, processingFailedToast, refundStatusFilters, requestProcessedToast, statTiles } from '../src/api/refund-rules';

const requests = [
  { id: '1', status: 'pending' },
  { id: '2', status: 'approved' },
  { id: '3', status: 'denied' },
  { id: '4', status: 'pending' },
  { id: '5', status: 'escalated' },
];

describe('the refund status filter', () => {
  it('offers All, Pending, Approved and Denied in that order', () => {
    expect(refundStatusFilters.map((filter) => filter.label)).toEqual(['All', 'Pending', 'Approved', 'Denied']);
  });
});

describe('a refund request in the console', () => {
  it('offers Process only while pending', () => {
    expect(requests.filter(canProcess).map((request) => request.id)).toEqual(['1', '4']);
  });
});

describe('the stat tiles', () => {
  it('shows the five stats of the answer, each under its own label, ink with its unit', () => {
    const stats = adminStatsSchema.parse({
      totalRequests: 9,
      pendingRequests: 4,
      approvedRequests: 3,
      deniedRequests: 2,
      totalRefundedInk: 27,
    });
    expect(statTiles(stats).map(({ key, label, value }) => [key, label, value])).toEqual([
      ['totalRequests', 'Total Requests', '9'],
      ['pendingRequests', 'Pending', '4'],
      ['approvedRequests', 'Approved', '3'],
      ['deniedRequests', 'Denied', '2'],
      ['totalRefundedInk', 'Ink Refunded', '27 ink'],
    ]);
  });

  it('has one tile for every stat the contract defines', () => {
    const stats = { totalRequests: 0, pendingRequests: 0, approvedRequests: 0, deniedRequests: 0, totalRefundedInk: 0 };
    expect(
      statTiles(stats)
        .map((tile) => tile.key)
        .sort(),
    ).toEqual(Object.keys(adminStatsSchema.shape).sort());
  });
});

describe('the review toasts', () => {
  it('says approved and that the ink was credited when approved', () => {
    const shown = requestProcessedToast('approved', { inkAmount: 15, username: 'stella' });
    expect(shown.title).toBe('Request Processed');
    expect(shown.description).toBe('Refund request approved and 15 ink credited to stella.');
  });

  it('says denied and credits nothing when denied', () => {
    const shown = requestProcessedToast('denied', { inkAmount: 15, username: null });
    expect(shown.title).toBe('Request Processed');
    expect(shown.description).toMatch(/^Refund request denied\./);
    expect(shown.description).not.toMatch(/credited/);
  });

  it('shows the server message in Processing Failed, or a default', () => {
    expect(processingFailedToast(new Error('Refund request already processed'))).toEqual({
      title: 'Processing Failed',
      description: 'Refund request already processed',
      variant: 'destructive',
    });
    expect(processingFailedToast('nope').description).toBe('The refund request could not be processed. Please try again.');
  });
});
