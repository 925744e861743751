import { describe, expect, it } from 'vitest';
import { registerSchema } from '@inkspell/contracts';
import { isReservedUsername, usernameSkeleton } from '../../src/domain/admin-name';

const admin = 'spelladmin';

// Every name here passes the contract's username rules: the reservation is what stops it.
const reserved: [variant: string, why: string][] = [
  ['spelladmin', 'the name itself'],
  ['SpellAdmin', 'case'],
  ['SPELLADMIN', 'case'],
  ['spe11admin', 'digit 1 for l'],
  ['spel1adm1n', 'digit 1 for l and for i'],
  ['spelIadmin', 'capital I for l'],
  ['spelladmln', 'l for i'],
  ['5pelladmin', 'digit 5 for s'],
  ['sp3lladmin', 'digit 3 for e'],
  ['spelladm1n', 'digit 1 for i'],
  ['spell4dmin', 'digit 4 for a'],
  ['spell_admin', 'underscore'],
  ['spell.admin', 'dot'],
  ['spell-admin', 'dash'],
  ['_spelladmin_', 'separators around it'],
  ['s.p.e.l.l.a.d.m.i.n', 'separators everywhere'],
  ['spelladrnin', 'rn for m'],
  ['spelladmiin', 'a doubled letter'],
  ['speladmin', 'a single l'],
  ['Spe11_Adm1n', 'case, digits and a separator together'],
];

const free: [name: string, why: string][] = [
  ['spelladmin2', 'a different name with a digit added'],
  ['spellbound', 'another word'],
  ['mrspelladmin', 'the name inside a longer one'],
  ['spelladmins', 'a letter added'],
  ['luna_reads', 'an ordinary name'],
  ['spladmin', 'a letter missing'],
];

describe('the administrator name is reserved with its look-alikes', () => {
  it.each(reserved)('%s is reserved (%s)', (variant) => {
    expect(registerSchema.shape.username.safeParse(variant).success).toBe(true);
    expect(isReservedUsername(variant, admin)).toBe(true);
  });

  it.each(free)('%s is free (%s)', (name) => {
    expect(registerSchema.shape.username.safeParse(name).success).toBe(true);
    expect(isReservedUsername(name, admin)).toBe(false);
  });

  it('reserves whatever ADMIN_USERNAME says, not only the default', () => {
    expect(isReservedUsername('H3ad.Teacher', 'headteacher')).toBe(true);
    expect(isReservedUsername('spelladmin', 'headteacher')).toBe(false);
  });
});

describe('usernameSkeleton', () => {
  it.each([
    ['spelladmin', 'speladmln'],
    ['Spel1_Adm1n', 'speladmln'],
    ['0l1i', 'ol'],
    ['vvizard', 'wlzard'],
    ['clark', 'dark'],
    ['a.b-c_d', 'abcd'],
  ])('%s → %s', (name, skeleton) => {
    expect(usernameSkeleton(name)).toBe(skeleton);
  });
});
