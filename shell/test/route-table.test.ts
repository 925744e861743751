import { remotes } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '../src/routing/route-table';

describe('route table', () => {
  it.each([
    ['/', 'stories'],
    ['/story/abc-123', 'stories'],
    ['/ink-shop', 'ink'],
    ['/login', 'account'],
    ['/disable-2fa', 'account'],
    ['/admin-management-console', 'admin'],
    ['/help', 'shell'],
  ])('gives %s to %s', (path, owner) => {
    expect(findRoute(path)?.owner).toBe(owner);
  });

  it('finds no owner for an unknown path (the 404 page)', () => {
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/story')).toBeUndefined();
  });

  it('takes every page of every remote from the area registry, admin-only ones marked', () => {
    for (const remote of remotes) {
      for (const route of remote.routes) {
        expect(findRoute(route.path)).toMatchObject({ owner: remote.key, adminOnly: remote.adminOnly });
      }
    }
    expect(routeTable.filter((route) => route.adminOnly).map((route) => route.path)).toEqual(['/admin-management-console']);
  });

  it('keeps the page titles of the spec', () => {
    expect(findRoute('/ink-shop')?.title).toBe('Purchase Ink');
    expect(findRoute('/')?.title).toBeUndefined();
    expect(findRoute('/help')?.title).toBe('Help Center');
  });
});
