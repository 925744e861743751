import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionCookieName } from '@inkspell/contracts';
import { newTestUser, registerThroughGateway } from '../support/accounts';
import { pageReady, useFrameBrowser } from '../support/frame';
import { baseUrl } from '../support/platform';
import { createStoryAndWait } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

/** What each page's head says: titles, descriptions, canonical URLs, the social tags, and a real story's article tags. */
const { openContext } = useFrameBrowser();

/** Title, description and the social tags as the head holds them. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector)).map((tag) => tag.content);
    return {
      titles: Array.from(document.head.querySelectorAll('title')).map((tag) => tag.textContent),
      title: document.title,
      descriptions: meta('meta[name="description"]'),
      keywords: meta('meta[name="keywords"]')[0],
      canonicals: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((tag) => tag.href),
      robots: meta('meta[name="robots"]')[0],
      og: Object.fromEntries(
        Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]')).map((tag) => [
          tag.getAttribute('property'),
          tag.content,
        ]),
      ),
      twitter: Object.fromEntries(
        Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name^="twitter:"]')).map((tag) => [tag.name, tag.content]),
      ),
    };
  });
}

describe('page metadata', () => {
  const homeTitle = 'Inkspell - Personalised Magical Stories for Children';
  const pages: { path: string; title: string | RegExp; canonicalPath?: string }[] = [
    { path: '/', title: homeTitle },
    { path: '/create', title: 'Create a Story | Inkspell' },
    { path: '/stories', title: /^(My|Sample) Stories \| Inkspell$/ },
    { path: '/help', title: 'Help Center | Inkspell' },
    { path: '/safety', title: 'Safety Guidelines | Inkspell' },
    { path: '/contact', title: 'Contact Spell | Inkspell' },
    { path: '/privacy', title: 'Privacy Policy | Inkspell' },
    { path: '/lost/in/the/woods', title: 'Page Not Found | Inkspell' },
    // A shared story link carries ?ref=; its canonical URL does not.
    {
      path: '/story/static-sample-1?ref=friend-code',
      title: 'Luna and the Whispering Woods | Inkspell',
      canonicalPath: '/story/static-sample-1',
    },
  ];

  it('gives each listed page its title, description, keywords, canonical URL, Open Graph and Twitter tags', async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    for (const { path, title, canonicalPath = path } of pages) {
      await page.goto(path);
      await pageReady(page);
      await expect
        .poll(() => page.title(), { timeout: 15_000 })
        .toMatch(typeof title === 'string' ? new RegExp(`^${title.replace(/[|]/g, '\\|')}$`) : title);
      const head = await headTags(page);
      const canonical = `${baseUrl()}${canonicalPath}`;
      expect(head.titles, path).toHaveLength(1);
      expect(head.descriptions, path).toHaveLength(1);
      expect(head.descriptions[0]!.length, path).toBeGreaterThan(20);
      expect(head.keywords, path).toMatch(/inkspell/);
      expect(head.canonicals, path).toEqual([canonical]);
      expect(head.og, path).toMatchObject({
        'og:site_name': 'Inkspell',
        'og:title': head.title,
        'og:description': head.descriptions[0],
        'og:url': canonical,
      });
      expect(head.og['og:type'], path).toMatch(/^(website|article)$/);
      expect(head.twitter, path).toEqual({
        'twitter:card': 'summary',
        'twitter:title': head.title,
        'twitter:description': head.descriptions[0],
      });
      expect(head.robots, path).toBe(path.startsWith('/lost') ? 'noindex' : undefined);
      if (title !== homeTitle) expect(head.title, path).toMatch(/ \| Inkspell$/);
    }
    await ctx.close();
  });
});

describe('story page metadata', () => {
  it("marks a real story as an article: published and modified times, section 'Children Stories' and its tags", async () => {
    const { cookie } = await registerThroughGateway(newTestUser('metaauthor'));
    // The tags checked below: its category, hero and age group.
    const story = await createStoryAndWait(cookie, storyRequest({ characterName: 'Pip', category: 'mystery', ageGroup: '3-6' }));
    const { id } = story;

    const ctx = await openContext();
    await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
    const page = await ctx.newPage();
    await page.goto(`/story/${id}`);
    await pageReady(page);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${story.title} | Inkspell`);
    // Read from the document's head, where React put them.
    const article = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[property^="article:"], meta[property="og:type"]')).map(
        (tag) => `${tag.getAttribute('property')}=${tag.content}`,
      ),
    );
    expect(article).toEqual([
      'og:type=article',
      `article:published_time=${story.createdAt}`,
      `article:modified_time=${story.createdAt}`,
      'article:section=Children Stories',
      'article:tag=Mysteries',
      'article:tag=Pip',
      'article:tag=Ages 3-6',
    ]);
    expect(Number.isNaN(Date.parse(story.createdAt))).toBe(false);
    await ctx.close();
  });
});
