import { describe, expect, it } from 'vitest';
import {
  holdExpiry,
  narrationRefundAmount,
  narrationRefundDecision,
  settleDecision,
  type HoldState,
  type SettledState,
} from '../../src/domain/hold-rules';

describe('settling a hold', () => {
  const table: Array<[HoldState, SettledState, 'post' | 'done' | 'refuse']> = [
    ['held', 'captured', 'post'],
    ['held', 'released', 'post'],
    ['captured', 'captured', 'done'],
    ['released', 'released', 'done'],
    ['captured', 'released', 'refuse'],
    ['released', 'captured', 'refuse'],
  ];
  it.each(table)('a %s hold asked to become %s: %s', (state, target, decision) => {
    expect(settleDecision(state, target)).toBe(decision);
  });
});

describe('narration refund', () => {
  it.each([
    ['captured', 'post'],
    ['held', 'not-yet'],
    ['released', 'nothing'],
  ] as const)('on a %s hold: %s', (state, decision) => {
    expect(narrationRefundDecision(state)).toBe(decision);
  });

  it.each([
    [6, 1],
    [1, 1],
  ])('gives back the narration price, at most the hold (%i → %i)', (hold, refund) => {
    expect(narrationRefundAmount(hold)).toBe(refund);
  });
});

it('a hold expires ttl seconds after it is made', () => {
  expect(holdExpiry(new Date('2025-08-01T10:00:00Z'), 600).toISOString()).toBe('2025-08-01T10:10:00.000Z');
});
