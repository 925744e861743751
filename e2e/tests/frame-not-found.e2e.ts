import { describe, expect, it } from 'vitest';
import { clockStart, freezeClockOnceHydrated, pageReady, toggleUntil, useFrameBrowser } from '../support/frame';

/** The 404 page: its rotating messages and their Pause. */
const { openContext } = useFrameBrowser();

describe('the 404 page', () => {
  it('rotates its playful messages every 3 seconds, with Return Home and Create Story', async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.goto('/where/did/it/go');
    await pageReady(page);
    expect(await page.getByRole('link', { name: 'Return Home' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Create Story' }).count()).toBe(1);
    // Record when the message changes, in the page's own clock.
    await page.evaluate(() => {
      const target = document.querySelector('[data-testid="not-found-message"]')!;
      const seen: { at: number; text: string }[] = [{ at: performance.now(), text: target.textContent ?? '' }];
      Object.assign(window, { notFoundChanges: seen });
      new MutationObserver(() => seen.push({ at: performance.now(), text: target.textContent ?? '' })).observe(target, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const changes = () => page.evaluate(() => (window as unknown as { notFoundChanges: { at: number; text: string }[] }).notFoundChanges);
    await expect.poll(async () => (await changes()).length, { timeout: 10_000, interval: 250 }).toBeGreaterThanOrEqual(3);
    const [, second, third] = await changes();
    expect(third!.at - second!.at).toBeGreaterThan(2700);
    expect(third!.at - second!.at).toBeLessThan(3300);
    expect(new Set((await changes()).map((change) => change.text)).size).toBe((await changes()).length);
    await ctx.close();
  });

  it('stops rotating after Pause', async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.clock.install({ time: clockStart });
    await page.goto('/still/lost');
    await pageReady(page);
    await freezeClockOnceHydrated(page, page.getByRole('button', { name: 'Pause messages' }));
    // Play starts the 3-second timer at the paused instant; the clicks also prove React has the button.
    await toggleUntil(page.getByRole('button', { name: 'Pause messages' }), page.getByRole('button', { name: 'Play messages' }));
    await page.getByRole('button', { name: 'Play messages' }).click();
    const message = page.getByTestId('not-found-message');
    const first = await message.textContent();
    await page.clock.runFor(2_900);
    expect(await message.textContent()).toBe(first);
    await page.clock.runFor(100);
    expect(await message.textContent()).not.toBe(first);
    await page.getByRole('button', { name: 'Pause messages' }).click();
    const paused = await message.textContent();
    await page.clock.runFor(15_000);
    expect(await message.textContent()).toBe(paused);
    await ctx.close();
  });
});
