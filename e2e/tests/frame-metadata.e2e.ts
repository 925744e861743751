import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionCookieName, storiesApiPaths } from '@inkspell/contracts';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** The head of a page as served, before any script runs (what a link preview or a crawler reads). */
async function servedHead(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const property = (name: string) => /content="([^"]*)"/.exec(head.slice(head.indexOf(`property="${name}"`)))?.[1];
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    title: attr(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    titles: head.match(/<title>/g)?.length ?? 0,
    ogTitle: head.includes('property="og:title"') ? attr(property('og:title') ?? '') : undefined,
    ogDescription: head.includes('property="og:description"') ? attr(property('og:description') ?? '') : undefined,
    html,
  };
}

describe('a shared story’s page as served (issue #25)', () => {
  it('carries the story’s title and first paragraph for link previews, under the API’s own access rules', async () => {
    const { cookie } = await registerThroughGateway(newTestUser('previewer'));
    const story = await createStoryAndWait(cookie, storyRequest({ characterName: 'Juniper', category: 'space' }));
    const { shareLink } = (await (await api(storiesApiPaths.shareLink(story.id), { cookie })).json()) as { shareLink: string };
    const ref = new URL(shareLink).searchParams.get('ref')!;
    const firstParagraph = story.content.split(/\n\s*\n/)[0]!.trim();

    // A friend's link preview: no cookie, no script.
    const shared = await servedHead(`/story/${story.id}?ref=${encodeURIComponent(ref)}`);
    expect(shared.status).toBe(200);
    expect(shared.titles).toBe(1);
    expect(shared.title).toBe(`${story.title} | Inkspell`);
    expect(shared.ogTitle).toBe(`${story.title} | Inkspell`);
    expect(firstParagraph.startsWith(shared.ogDescription!.replace(/…$/, ''))).toBe(true);
    expect(shared.ogDescription!.length).toBeGreaterThan(20);
    expect(shared.cacheControl).toBe('no-cache');
    // The partial view's second half never reaches the page.
    const secondHalf = story.content.slice(Math.ceil(story.content.length / 2) + 40, Math.ceil(story.content.length / 2) + 80);
    expect(shared.html).not.toContain(secondHalf);
    // The body is the reader as the friend sees it, before any script: the title, the first paragraph, the sign-up prompt.
    const body = shared.html.slice(shared.html.indexOf('<div id="root"'));
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(htmlText(story.title))}</h1>`));
    expect(body).toContain(htmlText(firstParagraph.slice(0, 60)));
    expect(body).toContain('Sign up to read the conclusion!');

    // In the browser the app takes that page over as it is: no hydration error, the same reader.
    const ctx = await openContext({ width: 375 });
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/story/${story.id}?ref=${encodeURIComponent(ref)}`);
    expect(await page.getByRole('heading', { level: 1, name: story.title }).isVisible()).toBe(true);
    await pageReady(page);
    await expect.poll(() => page.getByText('Sign up to read the conclusion!').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await ctx.close();

    // Without the ref the story is private: the page is the app's own, the story is not named.
    const unshared = await servedHead(`/story/${story.id}`);
    expect(unshared.status).toBe(200);
    expect(unshared.title).toBe('Inkspell');
    expect(unshared.ogTitle).toBeUndefined();
    expect(unshared.html).not.toContain(story.title);
    // Nor with a ref made for another story.
    const other = await createStoryAndWait(cookie, storyRequest({ characterName: 'Basil' }));
    const wrongRef = await servedHead(`/story/${other.id}?ref=${encodeURIComponent(ref)}`);
    expect(wrongRef.html).not.toContain(other.title);
  });
});
