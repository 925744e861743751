import { describe, expect, it } from 'vitest';
import { isMurderMystery } from '../../src/domain/gentle-mystery';

describe('a murder mystery idea (ADR 0033)', () => {
  it.each([[['murder']], [['murdered']], [['killed']], [['killer', 'murder']], [['corpse']]])(
    'in the mystery category, flagged only for the crime %j, is answered with a gentle suggestion',
    (words) => {
      expect(isMurderMystery('mystery', words)).toBe(true);
    },
  );

  it('is the Forbidden Spell in any other category', () => {
    for (const category of ['adventure', 'fairy-tale', 'space', 'dragon', 'underwater'] as const)
      expect(isMurderMystery(category, ['murder'])).toBe(false);
  });

  it('is the Forbidden Spell when anything else is wrong with it too', () => {
    expect(isMurderMystery('mystery', ['murder', 'blood'])).toBe(false);
    expect(isMurderMystery('mystery', ['killed', 'poison the princess'])).toBe(false);
    expect(isMurderMystery('mystery', ['drugs'])).toBe(false);
    expect(isMurderMystery('mystery', [])).toBe(false);
  });
});
