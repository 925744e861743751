import { describe, expect, it } from 'vitest';
import { routeMeta } from '../src/routing/route-meta';

describe('route metadata', () => {
  // The pages spec 01 §2 gives metadata to; the story reader and the rest are covered by the route table.
  it.each(['/', '/create', '/stories', '/help', '/safety', '/contact', '/privacy'])(
    '%s has a description, its own keywords and itself as canonical path',
    (path) => {
      const meta = routeMeta(path);
      expect(meta.description).toBeTruthy();
      expect(meta.keywords?.length).toBeGreaterThan(3);
      expect(meta.keywords).toContain('inkspell');
      expect(meta.canonicalPath).toBe(path);
      expect(meta.noIndex).toBeUndefined();
    },
  );

  it('titles every page but home, which keeps the brand title', () => {
    expect(routeMeta('/').title).toBeUndefined();
    expect(routeMeta('/help').title).toBe('Help Center');
    expect(routeMeta('/contact').title).toBe('Contact Spell');
  });

  it('gives unknown paths the 404 metadata, kept out of search results', () => {
    expect(routeMeta('/no/such/page')).toMatchObject({ title: 'Page Not Found', noIndex: true, canonicalPath: '/no/such/page' });
  });

  it('gives a story the route default until the reader knows its title', () => {
    expect(routeMeta('/story/abc')).toMatchObject({ title: 'Story', canonicalPath: '/story/abc' });
  });
});
