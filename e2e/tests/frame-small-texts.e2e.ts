import { describe, expect, it } from 'vitest';
import { inkApiPaths, inkGrants } from '@inkspell/contracts';
import { api } from '../support/accounts';
import { pageReady, useFrameBrowser } from '../support/frame';

/** Small texts the frame's pages show: a toast, the referral note's bonuses. */
const { openContext } = useFrameBrowser();

describe('small texts', () => {
  it("says 'Invalid Link' as a toast on /disable-2fa without a token", async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.goto('/disable-2fa');
    await pageReady(page);
    await expect.poll(() => page.getByTestId('toaster').locator('.ink-toast__title').textContent()).toBe('Invalid Link');
    await ctx.close();
  });

  it("names both referral bonuses on the register page, the new user's as the ink service is configured", async () => {
    const sharer = `A friend invited you! When you join, they earn ${inkGrants.referralSharer} bonus ink for sharing the magic`;
    // This platform's ink service runs with the default (no extra bonus): the note promises the welcome ink only.
    const grants = await api(inkApiPaths.grants);
    expect(grants.status).toBe(200);
    expect(await grants.json()).toEqual({ welcome: inkGrants.welcome, referralSharer: inkGrants.referralSharer, referralNewUser: 0 });
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.goto('/register?ref=friend-code');
    await pageReady(page);
    await expect
      .poll(() => page.getByTestId('referral-note').textContent())
      .toBe(`${sharer}, and you start with ${inkGrants.welcome} welcome ink for your first stories.`);

    // A deployment that gives the new user 4 ink: the note says 4, read from the ink service's answer, not built in.
    await page.route(`**${inkApiPaths.grants}`, (route) =>
      route.fulfill({ json: { welcome: inkGrants.welcome, referralSharer: inkGrants.referralSharer, referralNewUser: 4 } }),
    );
    await page.reload();
    await pageReady(page);
    await expect
      .poll(() => page.getByTestId('referral-note').textContent())
      .toBe(`${sharer}, and you get 4 bonus ink on top of your ${inkGrants.welcome} welcome ink.`);
    await ctx.close();
  });
});
