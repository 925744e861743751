import { sampleStories } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, homeTitle, pageHeadTags, storyPageMeta, type HeadTag } from '../src/page/page-meta';
import { createPageMetaStore } from '../src/page/page-meta-store';

const origin = 'https://inkspell.example';

/** The tags as "key=value" lines, easy to compare. */
const lines = (tags: HeadTag[]) =>
  tags.map((tag) => {
    switch (tag.kind) {
      case 'title':
        return `title=${tag.text}`;
      case 'meta':
        return `${tag.name}=${tag.content}`;
      case 'property':
        return `${tag.property}=${tag.content}`;
      case 'link':
        return `link:${tag.rel}=${tag.href}`;
    }
  });

describe('page head tags', () => {
  it('gives a page its suffixed title, description, keywords, canonical URL, Open Graph and Twitter tags', () => {
    const tags = pageHeadTags({ title: 'Help Center', description: 'Answers.', keywords: ['help', 'ink'], canonicalPath: '/help' }, origin);
    expect(lines(tags)).toEqual([
      'title=Help Center | Inkspell',
      'description=Answers.',
      'keywords=help, ink',
      'link:canonical=https://inkspell.example/help',
      'og:site_name=Inkspell',
      'og:type=website',
      'og:title=Help Center | Inkspell',
      'og:description=Answers.',
      'og:url=https://inkspell.example/help',
      'og:locale=en_GB',
      'twitter:card=summary',
      'twitter:title=Help Center | Inkspell',
      'twitter:description=Answers.',
    ]);
  });

  it('gives home the title without the suffix', () => {
    expect(lines(pageHeadTags({ canonicalPath: '/' }, origin)).slice(0, 2)).toEqual([
      `title=${homeTitle}`,
      'link:canonical=https://inkspell.example/',
    ]);
  });

  it('leaves out what the page does not say, and marks a page that should not be listed', () => {
    const tags = lines(pageHeadTags({ title: 'Page Not Found', noIndex: true }, origin));
    expect(tags).toContain('robots=noindex');
    expect(tags.some((line) => line.startsWith('description=') || line.startsWith('link:canonical') || line.startsWith('og:url'))).toBe(
      false,
    );
  });

  it('drops the query string from the canonical URL (a shared ?ref= link is the same page)', () => {
    expect(canonicalUrl(origin, '/story/abc?ref=friend#top')).toBe('https://inkspell.example/story/abc');
    expect(canonicalUrl('https://inkspell.example/ignored/path', '/help')).toBe('https://inkspell.example/help');
  });

  it('adds article times, section and one tag per keyword for a story page', () => {
    const sample = sampleStories[0]!;
    const tags = lines(pageHeadTags({ ...storyPageMeta(sample), canonicalPath: `/story/${sample.id}` }, origin));
    expect(tags).toEqual(
      expect.arrayContaining([
        `title=${sample.title} | Inkspell`,
        'og:type=article',
        `article:published_time=${sample.createdAt}`,
        `article:modified_time=${sample.createdAt}`,
        'article:section=Children Stories',
        'article:tag=Fairy Tales',
        'article:tag=Luna',
        'article:tag=Ages 7-10',
      ]),
    );
  });

  it('writes no article tags on a page that is not an article', () => {
    const tags = lines(pageHeadTags({ title: 'x', article: { section: 'Children Stories' } }, origin));
    expect(tags.some((line) => line.startsWith('article:'))).toBe(false);
  });
});

describe('page meta claims', () => {
  it('lets a page refine the route defaults field by field, and falls back when the page goes', () => {
    const store = createPageMetaStore();
    store.claim('shell', { title: 'Story', description: 'Default.', canonicalPath: '/story/1', keywords: ['stories'] });
    store.claim('page', { title: 'Luna and the Woods', description: undefined });
    expect(store.getSnapshot()).toEqual({
      title: 'Luna and the Woods',
      description: 'Default.',
      canonicalPath: '/story/1',
      keywords: ['stories'],
    });
    store.release('page');
    expect(store.getSnapshot().title).toBe('Story');
  });

  it('keeps a claim in its place when it is updated, so new route defaults never hide the page', () => {
    const store = createPageMetaStore();
    store.claim('shell', { title: 'Story', canonicalPath: '/story/1' });
    store.claim('page', { title: 'Chapter One' });
    store.claim('shell', { title: 'Story', canonicalPath: '/story/2' });
    expect(store.getSnapshot()).toEqual({ title: 'Chapter One', canonicalPath: '/story/2' });
  });

  it('tells subscribers about changes and keeps one snapshot between them', () => {
    const store = createPageMetaStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.claim('a', { title: 'A' });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.release('missing');
    store.release('a');
    unsubscribe();
    store.claim('b', { title: 'B' });
    expect(calls).toBe(2);
  });
});
