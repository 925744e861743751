import { describe, expect, it } from 'vitest';
import { isPrerenderedFor, remoteOfPath } from '../src/routing/route-remote';

describe('which prerendered markup the app may hydrate (ADR 0011, 0020)', () => {
  it('hydrates the page rendered for this very path', () => {
    expect(isPrerenderedFor('/register', '/register')).toBe(true);
    expect(isPrerenderedFor('/register', '/register', '?')).toBe(true);
    expect(isPrerenderedFor('/login', '/register')).toBe(false);
    expect(isPrerenderedFor(undefined, '/register')).toBe(false);
  });

  it('renders afresh when the address has a query, which the prerender never saw (?ref= adds the referral note)', () => {
    expect(isPrerenderedFor('/register', '/register', '?ref=friend-code-1')).toBe(false);
    expect(isPrerenderedFor('*', '/no-such-page', '?x=1')).toBe(false);
  });

  it('hydrates a page rendered for its request (a shared story) only at the very address it was rendered for', () => {
    expect(isPrerenderedFor('/story/s1?ref=abc', '/story/s1', '?ref=abc')).toBe(true);
    expect(isPrerenderedFor('/story/s1?ref=abc', '/story/s1', '?ref=abd')).toBe(false);
    expect(isPrerenderedFor('/story/s1?ref=abc', '/story/s1')).toBe(false);
    expect(isPrerenderedFor('/story/s1?ref=abc', '/story/s2', '?ref=abc')).toBe(false);
  });

  it('hydrates the 404 page only for a path nobody owns', () => {
    expect(isPrerenderedFor('*', '/no-such-page')).toBe(true);
    expect(isPrerenderedFor('*', '/help')).toBe(false);
  });

  it('names the public remote of a path, never an admin-only one', () => {
    expect(remoteOfPath('/create')).toBe('stories');
    expect(remoteOfPath('/help')).toBeUndefined();
    expect(remoteOfPath('/admin-management-console')).toBeUndefined();
  });
});
