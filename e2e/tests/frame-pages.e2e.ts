import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactMessagesPath } from '@inkspell/contracts';
import { api } from '../support/accounts';
import { seriousAxeFindings } from '../support/axe';
import { snap } from '../support/browser';
import { pageReady, useFrameBrowser, type Who } from '../support/frame';

/** Every page of the frame, whoever owns it: no serious axe finding at three widths, a screenshot each, no emoji drawn as text. */
const { openContext } = useFrameBrowser();

/** Emoji drawn as text: without a colour-emoji font (Debian's Chromium here) they show as empty boxes. */
const emojiPattern = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;

type Owner = 'shell' | 'account' | 'stories' | 'ink' | 'admin';

interface RouteCase {
  name: string;
  path: string;
  who: Who;
  owner: Owner;
  /** What must be on screen before the page is judged, beyond its heading (data that arrives after the frame, a tab). */
  shows?: (page: Page) => Promise<void>;
}

/** Opens one tab of the admin console and waits for what it lists. */
const consoleTab = (tab: string, content: string) => async (page: Page) => {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expect.poll(() => page.getByTestId(content).first().isVisible(), { timeout: 20_000 }).toBe(true);
};

/** Every route of spec 01 §2 and spec 02 §2, with a static sample or a signed-in user where data is needed. */
const routes: RouteCase[] = [
  { name: 'home', path: '/', who: 'visitor', owner: 'stories' },
  { name: 'create', path: '/create', who: 'visitor', owner: 'stories' },
  { name: 'stories-visitor', path: '/stories', who: 'visitor', owner: 'stories' },
  { name: 'stories-user', path: '/stories', who: 'user', owner: 'stories' },
  { name: 'story-sample', path: '/story/static-sample-1', who: 'visitor', owner: 'stories' },
  { name: 'collection', path: '/collection/00000000-0000-4000-8000-000000000000', who: 'user', owner: 'stories' },
  { name: 'login', path: '/login', who: 'visitor', owner: 'account' },
  {
    name: 'register',
    path: '/register?ref=friend-code',
    who: 'visitor',
    owner: 'account',
    shows: (page) => expect.poll(() => page.getByTestId('referral-note').isVisible(), { timeout: 15_000 }).toBe(true),
  },
  { name: 'profile', path: '/profile', who: 'user', owner: 'account' },
  { name: 'security', path: '/security', who: 'user', owner: 'account' },
  { name: 'forgot-password', path: '/forgot-password', who: 'visitor', owner: 'account' },
  { name: 'reset-password', path: '/reset-password?token=sample-token', who: 'visitor', owner: 'account' },
  { name: 'disable-2fa', path: '/disable-2fa', who: 'visitor', owner: 'account' },
  { name: 'ink-shop', path: '/ink-shop', who: 'visitor', owner: 'ink' },
  { name: 'ink-usage', path: '/ink-usage', who: 'user', owner: 'ink' },
  { name: 'refund-request', path: '/refund-request', who: 'user', owner: 'ink' },
  { name: 'admin-console', path: '/admin-management-console', who: 'admin', owner: 'admin' },
  {
    name: 'admin-messages',
    path: '/admin-management-console',
    who: 'admin',
    owner: 'admin',
    shows: consoleTab('Messages', 'admin-message'),
  },
  {
    name: 'admin-insights',
    path: '/admin-management-console',
    who: 'admin',
    owner: 'admin',
    shows: consoleTab('Insights', 'chart-page-views'),
  },
  { name: 'help', path: '/help', who: 'visitor', owner: 'shell' },
  { name: 'safety', path: '/safety', who: 'visitor', owner: 'shell' },
  { name: 'contact', path: '/contact', who: 'visitor', owner: 'shell' },
  { name: 'privacy', path: '/privacy', who: 'visitor', owner: 'shell' },
  { name: 'not-found', path: '/no-such-page-here', who: 'visitor', owner: 'shell' },
];

describe('every page in the frame: accessibility, screenshots, no emoji', () => {
  beforeAll(async () => {
    // A message for the console's Messages tab to list.
    const sent = await api(contactMessagesPath, {
      body: {
        name: 'Hannah',
        email: 'hannah@example.com',
        subject: 'Bedtime stories',
        message: 'Noah asks for the dragon story every night.',
      },
    });
    expect(sent.status).toBe(201);
  });

  for (const route of routes) {
    it(`${route.name} (${route.path}) has no serious or critical axe finding at 375, 768 and 1280 px`, async () => {
      const findings: Record<number, unknown[]> = {};
      for (const width of [375, 768, 1280]) {
        const ctx = await openContext({ width, who: route.who, reducedMotion: true });
        const page = await ctx.newPage();
        await page.goto(route.path);
        await pageReady(page);
        await route.shows?.(page);
        await snap(page, `frame-${route.name}-${width}`);
        const found = await seriousAxeFindings(page);
        if (found.length > 0) findings[width] = found;
        const emoji = (await page.locator('body').innerText()).match(emojiPattern) ?? [];
        // Every page draws its icons as SVG (lucide-react), whichever app owns it.
        expect(emoji, `emoji on ${route.path} (${route.owner}) at ${width}px`).toEqual([]);
        await ctx.close();
      }
      expect(findings, `axe on ${route.path}`).toEqual({});
    }, 120_000);
  }
});
