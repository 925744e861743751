import { sessionCookieName } from '@inkspell/contracts';
import { launchChromium } from './first-load/browser-load';

/**
 * Issue #24's journey at scale, in Chromium, on the platform the admin-lists bench has seeded (not a CI test: the
 * seed takes minutes). The administrator finds the family numbered `family` by a username prefix and disables
 * them, and their open session ends; an old family's refund request shows their name and e-mail; the stories
 * tab's total is the families' stories in the table. Each step prints what it saw; a step that fails throws.
 */
export async function adminJourneyAtScale(options: {
  base: string;
  adminCookie: string;
  familyCookie: string;
  family: string;
  oldFamily: string;
  storyCount: number;
}): Promise<void> {
  const { base, family, oldFamily } = options;
  const step = (text: string, started: number) => console.log(`  ${text} (${Math.round(performance.now() - started)} ms)`);
  const browser = await launchChromium();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addCookies([{ name: sessionCookieName, value: options.adminCookie.slice(sessionCookieName.length + 1), url: base }]);
    const page = await ctx.newPage();
    let started = performance.now();
    await page.goto(`${base}/admin-management-console`);
    await page.getByRole('heading', { name: 'Admin Console' }).waitFor({ timeout: 30_000 });
    step('the console opened', started);

    started = performance.now();
    await page.getByRole('tab', { name: 'Users' }).click();
    const prefix = family.slice(0, -1);
    await page.getByLabel('Search users').fill(prefix);
    // The newest families are on the unsearched first page too: the search has answered when the count says so.
    await page.getByTestId('admin-user-count').filter({ hasText: /match/ }).waitFor({ timeout: 15_000 });
    const row = page.getByTestId('admin-user').filter({ hasText: family });
    await row.waitFor({ timeout: 15_000 });
    step(`searched "${prefix}": ${await page.getByTestId('admin-user-count').textContent()}, ${family} among them`, started);

    started = performance.now();
    await row.getByRole('button', { name: 'Disable Account' }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${family}?` });
    await dialog.getByLabel('Reason').fill('Complaint checked at scale');
    await dialog.getByRole('button', { name: 'Disable Account' }).click();
    await page.getByText('User Disabled').first().waitFor({ timeout: 15_000 });
    step(`${family} disabled`, started);
    const after = await fetch(`${base}/api/ink-transactions`, { headers: { cookie: options.familyCookie } });
    if (after.status !== 401) throw new Error(`${family}'s session still answered ${after.status} after the disable`);
    console.log(`  ${family}'s open session: the next request answered 401`);

    started = performance.now();
    await page.getByRole('tab', { name: 'Refund Requests' }).click();
    await page.getByLabel('Search refund requests').fill(oldFamily);
    const request = page.getByTestId('admin-refund-request').filter({ hasText: `${oldFamily}@example.com` });
    await request.first().waitFor({ timeout: 15_000 });
    if (!(await request.first().textContent())?.includes(oldFamily)) throw new Error(`${oldFamily}'s refund request shows no username`);
    step(`${oldFamily}'s refund request shows ${oldFamily} and ${oldFamily}@example.com`, started);

    started = performance.now();
    await page.getByRole('tab', { name: 'Stories' }).click();
    const count = page.getByTestId('admin-story-count');
    // The count reads "Loading…" until the first page's total arrives.
    await count.filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    const shown = (await count.textContent()) ?? '';
    const shownNumber = Number(shown.replace(/[^\d]/g, ''));
    if (shownNumber !== options.storyCount) throw new Error(`the stories tab says "${shown}", the table holds ${options.storyCount}`);
    step(`the stories tab says "${shown}"; SELECT count(*) of the families' stories: ${options.storyCount}`, started);
    await ctx.close();
  } finally {
    await browser.close();
  }
}
