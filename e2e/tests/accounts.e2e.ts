import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { authenticator } from 'otplib';
import { launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl, mailLink } from '../support/platform';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = Date.now().toString(36);
const user = { username: `hero_${unique}`, email: `hero_${unique}@example.com`, password: 'Dragons!Fly1', firstName: 'Stella', lastName: 'Nova' };
let secret = '';
let backupCodes: string[] = [];

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible().catch(() => false), { timeout: 15_000 }).toBe(true);

async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function userMenu(page: Page) {
  return page.getByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) });
}

/** Waits until the TOTP step changes, so the next code is one the server has not seen. */
async function freshCode(): Promise<string> {
  const step = () => Math.floor(Date.now() / 30_000);
  const now = step();
  while (step() === now) await new Promise((r) => setTimeout(r, 250));
  return authenticator.generate(secret);
}

describe('accounts in the browser', () => {
  it('registers and lands on / signed in, with the full name in the user menu', async () => {
    for (const width of [375, 1280]) {
      const ctx = await newContext(browser, width);
      const page = await ctx.newPage();
      await page.goto('/register');
      await visible(page, /Join/);
      await snap(page, `register-${width}`);
      await ctx.close();
    }
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/register?ref=friend-code-1');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByLabel(/First Name/).fill(user.firstName);
    await page.getByLabel(/Last Name/).fill(user.lastName);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect.poll(async () => (await userMenu(page)).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'My Stories' }).count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('shows the spec messages for a bad registration', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/register');
    await page.getByLabel('Username').fill('luna');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page, 'Username must be at least 6 characters');
    await visible(page, 'Valid email is required');
    await visible(page, 'Password must be at least 8 characters');
    await snap(page, 'register-errors-1280');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(`other_${user.email}`);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page, 'That Username is Taken');
    await ctx.close();
  });

  it('logs out to / and logs back in', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await login(page, user.username, 'Wrong!Password1');
    await visible(page, 'Login Failed');
    await login(page, user.username, user.password);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await (await userMenu(page)).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('enables 2FA from the manual key, then login asks for the code and accepts it', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await login(page, user.username, user.password);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await page.goto('/security');
    await visible(page, 'Security Settings');
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    const key = page.getByTestId('manual-key');
    await expect.poll(() => key.textContent(), { timeout: 15_000 }).toMatch(/[A-Z2-7]{16,}/);
    secret = (await key.textContent())!.replace(/\s/g, '');
    expect(await page.getByRole('img', { name: /QR code/i }).count()).toBe(1);
    await snap(page, 'security-verify-1280');
    await page.getByLabel('Verification Code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const codes = page.getByTestId('backup-codes').locator('li');
    await expect.poll(() => codes.count(), { timeout: 15_000 }).toBe(10);
    backupCodes = (await codes.allTextContents()).map((c) => c.trim());
    await visible(page, /single-use/);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await visible(page, /Two-factor authentication is on/i);
    await ctx.close();

    const next = await newContext(browser);
    const again = await next.newPage();
    await login(again, user.username, user.password);
    const codeField = again.getByLabel('Authentication Code');
    await expect.poll(() => codeField.isVisible(), { timeout: 15_000 }).toBe(true);
    await snap(again, 'login-2fa-1280');
    await codeField.fill(await freshCode());
    await again.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(again.url()).pathname, { timeout: 15_000 }).toBe('/');
    await next.close();
  });

  it('accepts a backup code once and refuses it the second time', async () => {
    const code = backupCodes[0]!;
    for (const attempt of ['first', 'second'] as const) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      await login(page, user.username, user.password);
      await page.getByRole('button', { name: 'Use a backup code' }).click();
      await page.getByLabel('Backup Code').fill(code);
      await page.getByRole('button', { name: 'Log In' }).click();
      if (attempt === 'first') {
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
      } else {
        await visible(page, 'Login Failed');
        expect(new URL(page.url()).pathname).toBe('/login');
      }
      await ctx.close();
    }
  });

  it('resets a forgotten password through the e-mailed link: the new one works, the old one does not', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /Forgot/ }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page, 'Magic Email Sent');
    await visible(page, 'Send Another Email');

    const link = await mailLink(user.email, '/reset-password?token=');
    expect(link.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Phoenix!Rise2');
    await page.getByLabel('Confirm Password').fill('Phoenix!Rise2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page, 'Password Reset Complete');
    await snap(page, 'reset-complete-1280');

    await login(page, user.username, user.password);
    await visible(page, 'Login Failed');
    await login(page, user.username, 'Phoenix!Rise2');
    await expect.poll(() => page.getByLabel('Authentication Code').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Authentication Code').fill(await freshCode());
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await ctx.close();
  });
});

describe('identity at the gateway', () => {
  it('never trusts a forged Authorization or x-user-id header from the browser', async () => {
    const forged = await fetch(`${baseUrl()}/api/auth/user`, {
      headers: {
        authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.c2lnbmF0dXJl',
        'x-user-id': '00000000-0000-4000-8000-000000000001',
        'x-user-role': 'admin',
      },
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('Login Required');
  });
});
