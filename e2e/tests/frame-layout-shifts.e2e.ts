import { describe, expect, it } from 'vitest';
import { pageReady, useFrameBrowser } from '../support/frame';

/** Pages whose content arrives after the frame move nothing on screen while it does. */
const { openContext } = useFrameBrowser();

describe('layout shifts', () => {
  /** Sums the page's layout shifts from its first paint on, as Lighthouse's CLS does (shifts after input excluded). */
  const recordLayoutShifts = `(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  })();`;

  it.each([
    ['/stories', 'visitor', 375],
    ['/stories', 'user', 1280],
    ['/ink-shop', 'visitor', 375],
  ] as const)('%s (%s, %i px) moves nothing on screen while its page arrives after the frame', async (path, who, width) => {
    const ctx = await openContext({ width, who });
    try {
      const page = await ctx.newPage();
      await page.addInitScript({ content: recordLayoutShifts });
      await page.goto(path);
      await pageReady(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThanOrEqual(0.02);
    } finally {
      await ctx.close();
    }
  });
});
