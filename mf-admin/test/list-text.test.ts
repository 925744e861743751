import { describe, expect, it } from 'vitest';
import { totalLabel, truncatePrompt } from '../src/api/list-text';

describe('the prompt in the stories list', () => {
  it('is cut at 200 characters with an ellipsis', () => {
    const prompt = 'a'.repeat(250);
    const shown = truncatePrompt(prompt);
    expect(shown).toBe(`${'a'.repeat(200)}...`);
  });

  it('is kept whole at 200 characters or fewer', () => {
    expect(truncatePrompt('b'.repeat(200))).toBe('b'.repeat(200));
    expect(truncatePrompt('A dragon who is afraid of the dark')).toBe('A dragon who is afraid of the dark');
  });

  it('counts characters, not UTF-16 units, so a cut never splits a letter', () => {
    const prompt = `${'x'.repeat(199)}🐉🐉🐉`;
    expect(truncatePrompt(prompt)).toBe(`${'x'.repeat(199)}🐉...`);
  });
});

const users = { one: 'user', many: 'users' };
const stories = { one: 'story', many: 'stories' };

describe("the count above a list, from the server's total", () => {
  it.each([
    [{ count: 12_345, exact: true }, '12,345 users'],
    [{ count: 1, exact: true }, '1 user'],
    [{ count: 0, exact: true }, '0 users'],
  ])('an exact total %j reads "%s"', (total, label) => {
    expect(totalLabel(total, users)).toBe(label);
  });

  it.each([
    [{ count: 12_345, exact: false }, 'about 12,000 stories'],
    [{ count: 1_287_004, exact: false }, 'about 1,300,000 stories'],
    [{ count: 87, exact: false }, 'about 87 stories'],
  ])('an estimate %j says so: "%s"', (total, label) => {
    expect(totalLabel(total, stories)).toBe(label);
  });

  it('says the rows match while a search is in the box', () => {
    expect(totalLabel({ count: 1, exact: true }, users, true)).toBe('1 user matches');
    expect(totalLabel({ count: 3, exact: true }, users, true)).toBe('3 users match');
    expect(totalLabel({ count: 40_210, exact: false }, stories, true)).toBe('about 40,000 stories match');
  });
});
