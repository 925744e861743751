import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { testimonialsShown } from '@inkspell/contracts';
import { clockStart, freezeClockOnceHydrated, pageReady, toggleUntil, useFrameBrowser } from '../support/frame';

/** The testimonials band above the footer: what it shows, when it changes and when it stays still. */
const { openContext } = useFrameBrowser();

/** What `read` returns once it stops changing (renders that follow a mount settle without any timer). */
async function steady<T>(read: () => Promise<T>): Promise<T> {
  let last = await read();
  await expect
    .poll(
      async () => {
        const now = await read();
        const same = JSON.stringify(now) === JSON.stringify(last);
        last = now;
        return same;
      },
      { timeout: 5_000, interval: 300 },
    )
    .toBe(true);
  return last;
}

describe('testimonials', () => {
  const shownIds = (page: Page) =>
    page.getByTestId('testimonial').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
  const awayFrom = async (page: Page) => {
    await page.mouse.move(5, 5);
    await page.getByRole('link', { name: 'Inkspell home' }).focus();
  };

  it('shows 5 of them above the footer, new ones every 8 seconds, none while hovered, focused or paused', async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.clock.install({ time: clockStart });
    await page.goto('/help');
    await pageReady(page);
    const band = page.getByTestId('testimonials');
    await freezeClockOnceHydrated(page, band.getByRole('button', { name: 'Show others' }));
    // Pause then Play starts the 8-second timer at the paused instant, after the pick made on mount.
    await toggleUntil(band.getByRole('button', { name: /Pause/ }), band.getByRole('button', { name: /Play/ }));
    await band.getByRole('button', { name: /Play/ }).click();
    await awayFrom(page);
    const first = await steady(() => shownIds(page));
    expect(first).toHaveLength(testimonialsShown);
    expect(new Set(first).size).toBe(testimonialsShown);

    await page.clock.runFor(7_000);
    expect(await shownIds(page)).toEqual(first);
    await page.clock.runFor(1_000);
    const second = await shownIds(page);
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    await band.getByRole('heading').hover();
    await page.clock.runFor(20_000);
    expect(await shownIds(page)).toEqual(second);
    await awayFrom(page);
    await page.clock.runFor(8_000);
    const third = await shownIds(page);
    expect(third).not.toEqual(second);

    await band.getByRole('button', { name: 'Show others' }).focus();
    await page.clock.runFor(20_000);
    expect(await shownIds(page)).toEqual(third);
    await awayFrom(page);

    await band.getByRole('button', { name: /Pause/ }).click();
    await awayFrom(page);
    await page.clock.runFor(20_000);
    expect(await shownIds(page)).toEqual(third);
    await band.getByRole('button', { name: /Play/ }).click();
    await awayFrom(page);
    await page.clock.runFor(8_000);
    expect(await shownIds(page)).not.toEqual(third);
    await ctx.close();
  });

  it('stays still for visitors who prefer reduced motion; "Show others" changes them by hand', async () => {
    const ctx = await openContext({ reducedMotion: true });
    const page = await ctx.newPage();
    await page.clock.install({ time: clockStart });
    await page.goto('/safety');
    await pageReady(page);
    const showOthers = page.getByRole('button', { name: 'Show others' });
    await freezeClockOnceHydrated(page, showOthers);
    const first = await steady(() => shownIds(page));
    await page.clock.runFor(30_000);
    expect(await shownIds(page)).toEqual(first);
    expect(await page.getByTestId('testimonials').getByRole('button', { name: /Pause/ }).count()).toBe(0);
    await showOthers.click();
    expect(await shownIds(page)).not.toEqual(first);
    await ctx.close();
  });

  it('sits beside the contact form on /contact, once', async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.goto('/contact');
    await pageReady(page);
    expect(await page.getByTestId('testimonials').count()).toBe(1);
    expect(await page.locator('main').getByTestId('testimonial').count()).toBe(testimonialsShown);
    await ctx.close();
  });
});
