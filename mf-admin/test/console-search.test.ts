import { describe, expect, it } from 'vitest';
import { countLabel, searchStories, searchUsers, truncatePrompt } from '../src/api/console-search';

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

const stories = [
  { title: 'Luna and the Moon Boat', username: 'stella', characterName: 'Luna', category: 'space', prompt: 'A trip to the moon' },
  { title: 'The Brave Little Dragon', username: 'tom', characterName: 'Ember', category: 'dragon', prompt: 'A dragon afraid of the dark' },
  { title: 'Deep Blue', username: null, characterName: 'Finn', category: 'underwater', prompt: 'Finding a lost pearl' },
];

describe('the stories search', () => {
  it('keeps every story for an empty or blank search', () => {
    expect(searchStories(stories, '')).toHaveLength(3);
    expect(searchStories(stories, '   ')).toHaveLength(3);
  });

  it.each([
    ['moon', ['Luna and the Moon Boat']],
    ['TOM', ['The Brave Little Dragon']],
    ['ember', ['The Brave Little Dragon']],
    ['underwater', ['Deep Blue']],
    ['pearl', ['Deep Blue']],
    ['dragon dark', ['The Brave Little Dragon']],
    ['dragon moon', []],
  ])('finds %j in title, user, hero, category or prompt', (query, titles) => {
    expect(searchStories(stories, query).map((story) => story.title)).toEqual(titles);
  });
});

const users = [
  { username: 'stella_nova', email: 'stella@example.com', firstName: 'Stella', lastName: 'Nova' },
  { username: 'tom', email: null, firstName: null, lastName: null },
];

describe('the users search', () => {
  it.each([
    ['', ['stella_nova', 'tom']],
    ['EXAMPLE.com', ['stella_nova']],
    ['stella nova', ['stella_nova']],
    ['to', ['tom']],
    ['nobody', []],
  ])('finds %j in username, e-mail or name', (query, names) => {
    expect(searchUsers(users, query).map((user) => user.username)).toEqual(names);
  });
});

describe('the count above a list', () => {
  it('says how many there are, and how many the search shows', () => {
    expect(countLabel(3, 3, { one: 'story', many: 'stories' })).toBe('3 stories');
    expect(countLabel(1, 1, { one: 'story', many: 'stories' })).toBe('1 story');
    expect(countLabel(1, 3, { one: 'user', many: 'users' })).toBe('1 of 3 users');
  });
});
