import { describe, expect, it } from 'vitest';
import { gateStateOf } from '../../src/domain/user-view';

describe("the parent's gate as others see it", () => {
  it('says whether a PIN is set and never carries the hash', () => {
    const state = gateStateOf({ parentPinHash: '$argon2id$v=19$secret', reviewStories: false });
    expect(state).toEqual({ parentPinSet: true, reviewStories: false });
    expect(JSON.stringify(state)).not.toContain('argon2');
  });

  it('counts the review switch only with a PIN (nobody could approve a held story without one)', () => {
    expect(gateStateOf({ parentPinHash: null, reviewStories: true })).toEqual({ parentPinSet: false, reviewStories: false });
    expect(gateStateOf({ parentPinHash: 'h', reviewStories: true })).toEqual({ parentPinSet: true, reviewStories: true });
  });
});
