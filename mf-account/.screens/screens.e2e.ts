import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { authenticator } from 'otplib';
import { launchBrowser, newContext } from '../../e2e/support/browser';
import { mailLink } from '../../e2e/support/platform';
import { mkdirSync } from 'node:fs';

const dir = '/tmp/acc-screens';
mkdirSync(dir, { recursive: true });
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${dir}/${name}.png`, fullPage });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = Date.now().toString(36);
const user = { username: `shots_${unique}`, email: `shots_${unique}@example.com`, password: 'Dragons!Fly1' };
let secret = '';
const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible().catch(() => false), { timeout: 15_000 }).toBe(true);
async function freshCode(): Promise<string> {
  const step = () => Math.floor(Date.now() / 30_000);
  const now = step();
  while (step() === now) await new Promise((r) => setTimeout(r, 250));
  return authenticator.generate(secret);
}
async function login(page: Page, password = user.password) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('account screens', () => {
  it('logged-out pages', async () => {
    for (const width of [375, 1280]) {
      const ctx = await newContext(browser, width);
      const page = await ctx.newPage();
      await page.goto('/login');
      await visible(page, 'Welcome Back');
      await shot(page, `login-${width}`);
      await page.getByRole('button', { name: 'Log In' }).click();
      await visible(page, 'Username is required');
      await shot(page, `login-errors-${width}`);
      await page.goto('/forgot-password');
      await visible(page, 'Send Reset Link');
      await shot(page, `forgot-${width}`);
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('New Password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Show new password' }).click();
      await shot(page, `reset-form-${width}`);
      await page.getByLabel('New Password', { exact: true }).fill('Phoenix!Rise2');
      await page.getByLabel('Confirm Password').fill('Phoenix!Rise2');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await visible(page, 'Invalid Reset Link');
      await shot(page, `reset-invalid-${width}`, false);
      await page.goto('/reset-password');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/forgot-password');
      await page.goto('/disable-2fa');
      await visible(page, 'Invalid Link');
      await shot(page, `disable-no-token-${width}`);
      await page.goto('/disable-2fa?token=abc');
      await page.getByLabel('Current Password').fill('x');
      await shot(page, `disable-form-${width}`);
      await page.goto('/security');
      await visible(page, 'Authentication Required');
      await shot(page, `security-logged-out-${width}`, false);
      await ctx.close();
    }
  });

  it('forgot-password sent state and unknown e-mail', async () => {
    const ctx = await newContext(browser, 375);
    const page = await ctx.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(`nobody_${unique}_with_a_rather_long_address@example-domain.com`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page, 'Email Not Found');
    await shot(page, 'forgot-not-found-375', false);
    await ctx.close();
  });

  it('signed-in pages, 2FA on and off by e-mail', async () => {
    const ctx = await newContext(browser, 1280);
    const page = await ctx.newPage();
    await page.goto('/register?ref=friend-1');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await shot(page, 'register-ref-1280');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    // keyboard: open the user menu with the keyboard
    await page.getByRole('button', { name: user.username }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Profile' }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await shot(page, 'user-menu-1280', false);
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await visible(page, 'Account Settings');
    await shot(page, 'profile-1280');
    await page.getByLabel('First Name').fill('Orion');
    await page.getByLabel('Last Name').fill('Bright');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Orion Bright/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('Short!1');
    await page.getByLabel('Confirm New Password').fill('Short!2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page, 'Password Mismatch');
    await shot(page, 'profile-password-1280', false);
    await page.getByLabel('Confirm New Password').fill('Short!1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page, 'Password Too Short');
    await page.getByLabel('New Password', { exact: true }).fill('Unicorn!Run3');
    await page.getByLabel('Confirm New Password').fill('Unicorn!Run3');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page, 'Password Changed');
    user.password = 'Unicorn!Run3';

    await page.goto('/security');
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    const key = page.getByTestId('manual-key');
    await expect.poll(() => key.textContent(), { timeout: 15_000 }).toMatch(/[A-Z2-7]{16,}/);
    secret = (await key.textContent())!.trim();
    await page.getByLabel('Verification Code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page, 'Invalid Code');
    await page.getByLabel('Verification Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page, 'Verification Failed');
    await page.getByLabel('Verification Code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('backup-codes').locator('li').count(), { timeout: 15_000 }).toBe(10);
    await shot(page, 'security-backup-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'security-backup-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await visible(page, /Two-factor authentication is on/);
    await shot(page, 'security-on-1280');
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await visible(page, 'Turn off two-factor authentication?');
    await shot(page, 'security-disable-dialog-1280', false);
    await page.getByRole('button', { name: 'Keep It On' }).click();

    await page.goto('/profile');
    await visible(page, 'Two-factor authentication is on');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'profile-2fa-on-375');
    await page.getByTestId('mobile-menu-button').click();
    await shot(page, 'mobile-menu-375', false);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('button', { name: 'Email Me a Disable Link' }).click();
    await visible(page, 'Check Your Email');
    const link = await mailLink(user.email, '/disable-2fa?token=');
    await page.goto(link);
    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('Authentication Code').fill(await freshCode());
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await visible(page, '2FA Disabled Successfully');
    await shot(page, 'disable-done-375');
    await page.goto('/security');
    await visible(page, 'Two-factor authentication is off');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    await expect.poll(() => page.getByTestId('manual-key').textContent(), { timeout: 15_000 }).toMatch(/[A-Z2-7]{16,}/);
    await shot(page, 'security-verify-375');
    secret = (await page.getByTestId('manual-key').textContent())!.trim();
    await page.getByLabel('Verification Code').fill(await freshCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await visible(page, /Two-factor authentication is on/);
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await page.getByRole('button', { name: 'Yes, Disable 2FA' }).click();
    await visible(page, 'Two-factor authentication is off');
    await shot(page, 'security-after-dialog-disable-375', false);

    // Tabs by keyboard
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Profile & Security' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    await shot(page, 'profile-tab-keyboard-375', false);

    // Preview session carried into a login, then forgotten
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.evaluate(() => localStorage.setItem('inkspell.previewSessionId', 'preview_abc-123'));
    const sent: unknown[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/login')) sent.push(req.postDataJSON());
    });
    await login(page);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    expect(sent[0]).toMatchObject({ previewSessionId: 'preview_abc-123' });
    expect(await page.evaluate(() => localStorage.getItem('inkspell.previewSessionId'))).toBeNull();
    await ctx.close();

    const out = await newContext(browser, 375);
    const anon = await out.newPage();
    await anon.goto('/profile');
    await visible(anon, 'Authentication Required');
    await shot(anon, 'profile-logged-out-375', false);
    await out.close();
  });
});
