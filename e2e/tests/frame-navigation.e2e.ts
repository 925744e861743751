import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from '../support/browser';
import { pageReady, useFrameBrowser } from '../support/frame';

/** Getting around the frame: the mobile menu and the keyboard. */
const { openContext } = useFrameBrowser();

describe('the mobile menu', () => {
  const menu = (page: Page) => page.getByTestId('mobile-menu');
  const menuButton = (page: Page) => page.getByTestId('mobile-menu-button');

  it('opens, closes, closes on a link click and on Escape (focus back on its button)', async () => {
    const ctx = await openContext({ width: 375 });
    const page = await ctx.newPage();
    await page.goto('/help');
    await pageReady(page);
    await menuButton(page).click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await snap(page, 'frame-mobile-menu-open-375');
    await menuButton(page).click();
    await expect.poll(() => menu(page).count()).toBe(0);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');

    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Create' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/create');
    await expect.poll(() => menu(page).count()).toBe(0);

    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Login' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('mobile-menu-button');
    await ctx.close();
  });

  it('shows a signed-in user the same recent ink activity as the desktop user menu', async () => {
    // Description and signed amount; the relative time may tick between the two pages.
    const rowsOf = (page: Page) =>
      page
        .getByTestId('ink-activity-row')
        .evaluateAll((rows) =>
          rows.map(
            (row) =>
              `${row.querySelector('.ink-activity-row__description')?.textContent} ${row.querySelector('.ink-activity-row__amount')?.textContent}`,
          ),
        );
    const desktop = await openContext({ width: 1280, who: 'user' });
    const wide = await desktop.newPage();
    await wide.goto('/help');
    await pageReady(wide);
    await wide.getByTestId('user-menu-button').click();
    await expect.poll(() => rowsOf(wide), { timeout: 15_000 }).toHaveLength(1);
    const desktopRows = await rowsOf(wide);
    expect(desktopRows[0]).toMatch(/Welcome.*\+5/);
    await desktop.close();

    const mobile = await openContext({ width: 375, who: 'user' });
    const page = await mobile.newPage();
    await page.goto('/help');
    await pageReady(page);
    await menuButton(page).click();
    const activity = menu(page).getByTestId('ink-activity');
    await expect.poll(() => activity.getByRole('heading', { name: 'Recent Ink Activity' }).isVisible()).toBe(true);
    await expect.poll(() => rowsOf(page), { timeout: 15_000 }).toEqual(desktopRows);
    await snap(page, 'frame-mobile-menu-signed-in-375');
    expect(await menu(page).getByRole('link', { name: 'Profile' }).count()).toBe(1);
    expect(await menu(page).getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await menu(page).getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await expect.poll(() => menu(page).count()).toBe(0);
    await mobile.close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link, the logo and the user menu with a visible focus ring', async () => {
    const ctx = await openContext({ who: 'user' });
    const page = await ctx.newPage();
    await page.goto('/privacy');
    await pageReady(page);
    const focusRing = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { text: document.activeElement?.textContent?.trim(), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    await page.keyboard.press('Tab');
    expect(await focusRing()).toMatchObject({ text: 'Skip to content', outline: 'solid' });
    await page.keyboard.press('Tab');
    const logo = await focusRing();
    expect(logo.outline).toBe('solid');
    expect(logo.width).toBeGreaterThanOrEqual(2);
    await page.getByTestId('user-menu-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('user-menu-button');
    await ctx.close();
  });
});
