import { describe, expect, it } from 'vitest';
import { refundReasonLabels, refundReasons, refundStatusLook } from '../src/admin';

// The refund page (mf-ink) and the admin console (mf-admin) both show these, so a request reads the same on both.
describe('the refund reason labels', () => {
  it('has a readable label for each of the six reasons', () => {
    expect(Object.keys(refundReasonLabels).sort()).toEqual([...refundReasons].sort());
    expect(refundReasonLabels.story_generation_failed).toBe('Story generation failed');
  });
});

describe('the look of a refund status', () => {
  it('colours known statuses and shows an unknown one neutral', () => {
    expect(refundStatusLook('pending')).toEqual({ label: 'Pending', variant: 'accent' });
    expect(refundStatusLook('approved')).toEqual({ label: 'Approved', variant: 'success' });
    expect(refundStatusLook('denied')).toEqual({ label: 'Denied', variant: 'danger' });
    expect(refundStatusLook('escalated')).toEqual({ label: 'Escalated', variant: 'neutral' });
    expect(refundStatusLook('')).toEqual({ label: 'Unknown', variant: 'neutral' });
  });
});
