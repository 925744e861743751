import { describe, expect, it } from 'vitest';
import { categories, categoryLook, extraCategories, displayName, storyFormSchema, newPasswordSchema } from '../src';

describe('categories', () => {
  it('offers the six create-page categories, none with a price of its own (a story costs by length, ADR 0022)', () => {
    expect(categories.map((c) => c.id)).toEqual(['adventure', 'fairy-tale', 'space', 'mystery', 'dragon', 'underwater']);
    for (const category of [...categories, ...extraCategories]) expect(Object.keys(category)).not.toContain('inkCost');
  });

  it.each([
    ['fairy_tale', 'fairy-tale'],
    ['space_adventure', 'space'],
    ['dragon_stories', 'dragon'],
    ['underwater_adventure', 'underwater'],
  ])('reads the alias %s as %s', (alias, id) => {
    expect(categoryLook(alias)).toEqual(categoryLook(id));
    expect(categoryLook(alias).emoji).not.toBe('📖');
  });

  it('gives unknown categories the book look', () => {
    expect(categoryLook('cooking').emoji).toBe('📖');
  });
});

describe('form rules', () => {
  it('says the spec messages for an empty creation form', () => {
    const result = storyFormSchema.safeParse({ characterName: '', prompt: 'short' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Character name is required',
        'Please describe your adventure in at least 10 characters',
        'Please select a story category',
        'Please select an age group',
        'Please select a story length',
      ]),
    );
  });

  it.each([
    ['short1!', 'Password must be at least 8 characters'],
    ['lowercase!', 'Password must include at least one capital letter'],
    ['Uppercase1', 'Password must include at least one special character'],
  ])('refuses the password %s with "%s"', (password, message) => {
    expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(message);
  });

  it('names a user by full name when a first name exists', () => {
    expect(displayName({ username: 'luna_reads', firstName: 'Luna', lastName: 'Lovegood' })).toBe('Luna Lovegood');
    expect(displayName({ username: 'luna_reads', firstName: null, lastName: 'Lovegood' })).toBe('luna_reads');
  });
});
