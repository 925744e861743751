import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { authenticator } from 'otplib';
import { logInWithForm, logInWithTwoFactor, registerWithForm } from '../support/account-forms';
import { enableTwoFactorThroughGateway, newTestUser, registerThroughGateway, type TestUser } from '../support/accounts';
import { appRunning, launchBrowser, newContext, snap, visible } from '../support/browser';
import { baseUrl, mailLink } from '../support/platform';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const userMenu = (page: Page, user: TestUser) => page.getByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) });

const landedHome = (page: Page) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');

// Every test makes its own user (through the API when the page under test is not registration), so the
// tests hold in any order: `vitest run --sequence.shuffle` runs them that way.
describe('accounts in the browser', () => {
  it('registers and lands on / signed in, with the full name in the user menu', async () => {
    const user = newTestUser('hero');
    for (const width of [375, 1280]) {
      const ctx = await newContext(browser, width);
      const page = await ctx.newPage();
      await page.goto('/register');
      await appRunning(page);
      await visible(page, /Join/);
      await snap(page, `register-${width}`);
      await ctx.close();
    }
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/register?ref=friend-code-1');
    await appRunning(page);
    await registerWithForm(page, user);
    await landedHome(page);
    await expect.poll(() => userMenu(page, user).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'My Stories' }).count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('shows the spec messages for a bad registration', async () => {
    const taken = newTestUser('taken');
    await registerThroughGateway(taken);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/register');
    await appRunning(page);
    await page.getByLabel('Username').fill('luna');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page, 'Username must be at least 6 characters');
    await visible(page, 'Valid email is required');
    await visible(page, 'Password must be at least 8 characters');
    await snap(page, 'register-errors-1280');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(`other_${taken.email}`);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByLabel('Confirm Password').fill(taken.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page, 'That Username is Taken');
    await ctx.close();
  });

  it('logs out to / and logs back in', async () => {
    const user = newTestUser('comeback');
    await registerThroughGateway(user);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await logInWithForm(page, user.username, 'Wrong!Password1');
    await visible(page, 'Login Failed');
    await logInWithForm(page, user.username, user.password);
    await landedHome(page);
    await userMenu(page, user).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBeGreaterThan(0);
    // Signed out for real: the session is gone on the server, not only hidden in the page.
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await ctx.close();
  });

  it('enables 2FA from the manual key, then login asks for the code and accepts it', async () => {
    const user = newTestUser('guard');
    await registerThroughGateway(user);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await logInWithForm(page, user.username, user.password);
    await landedHome(page);
    await page.goto('/security');
    await visible(page, 'Security Settings');
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    const key = page.getByTestId('manual-key');
    await expect.poll(() => key.textContent(), { timeout: 15_000 }).toMatch(/[A-Z2-7]{16,}/);
    const secret = (await key.textContent())!.replace(/\s/g, '');
    expect(await page.getByRole('img', { name: /QR code/i }).count()).toBe(1);
    await snap(page, 'security-verify-1280');
    await page.getByLabel('Verification Code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const codes = page.getByTestId('backup-codes').locator('li');
    await expect.poll(() => codes.count(), { timeout: 15_000 }).toBe(10);
    await visible(page, /single-use/);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await visible(page, /Two-factor authentication is on/i);
    await ctx.close();

    const next = await newContext(browser);
    const again = await next.newPage();
    await logInWithTwoFactor(
      again,
      { ...user, secret },
      {
        onCodeStep: async (codeField) => {
          await expect.poll(() => codeField.isVisible(), { timeout: 15_000 }).toBe(true);
          await snap(again, 'login-2fa-1280');
        },
      },
    );
    await landedHome(again);
    await next.close();
  });

  it('accepts a backup code once and refuses it the second time', async () => {
    const user = newTestUser('backup');
    const { cookie } = await registerThroughGateway(user);
    const { backupCodes } = await enableTwoFactorThroughGateway(cookie);
    const code = backupCodes[0]!;
    for (const attempt of ['first', 'second'] as const) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      await logInWithForm(page, user.username, user.password);
      await page.getByRole('button', { name: 'Use a backup code' }).click();
      await page.getByLabel('Backup Code').fill(code);
      await page.getByRole('button', { name: 'Log In' }).click();
      if (attempt === 'first') {
        await landedHome(page);
      } else {
        await visible(page, 'Login Failed');
        expect(new URL(page.url()).pathname).toBe('/login');
      }
      await ctx.close();
    }
  });

  it('resets a forgotten password through the e-mailed link: the new one works, the old one does not', async () => {
    const user = newTestUser('forgetful');
    await registerThroughGateway(user);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/login');
    await appRunning(page);
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

    await logInWithForm(page, user.username, user.password);
    await visible(page, 'Login Failed');
    await logInWithForm(page, user.username, 'Phoenix!Rise2');
    await landedHome(page);
    await expect.poll(() => userMenu(page, user).isVisible(), { timeout: 15_000 }).toBe(true);
    await ctx.close();
  });

  it('lost authenticator: the e-mailed disable link accepts a backup code and turns 2FA off', async () => {
    const user = newTestUser('lostphone');
    const { cookie } = await registerThroughGateway(user);
    const { secret, backupCodes } = await enableTwoFactorThroughGateway(cookie);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await logInWithTwoFactor(page, { ...user, secret });
    await landedHome(page);
    await page.goto('/profile');
    await visible(page, 'Lost your authenticator app?');
    await page.getByRole('button', { name: 'Email Me a Disable Link' }).click();
    await visible(page, 'Check Your Email');

    const link = await mailLink(user.email, '/disable-2fa?token=');
    for (const width of [375, 1280]) {
      const look = await newContext(browser, width);
      const lookPage = await look.newPage();
      await lookPage.goto('/disable-2fa?token=x');
      await visible(lookPage, 'Disable Two-Factor Authentication');
      await snap(lookPage, `disable-2fa-${width}`);
      await look.close();
    }
    await page.goto(link);
    await page.getByLabel('Current Password').fill(user.password);
    const disable = page.getByRole('button', { name: 'Disable 2FA' });
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup Code').fill(backupCodes[3]!.slice(0, 9));
    expect(await disable.isDisabled()).toBe(true);
    await page.getByLabel('Backup Code').fill(backupCodes[3]!.toUpperCase());
    await snap(page, 'disable-2fa-backup-1280');
    await disable.click();
    await visible(page, '2FA Disabled');
    // Off on the server too: the account now logs in with the password alone.
    const me = await page.request.get('/api/auth/user');
    expect(((await me.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(false);
    await ctx.close();
  });
  it('changes the e-mail with the current password: the address changes only once the mailed link is opened', async () => {
    const user = newTestUser('mover');
    await registerThroughGateway(user);
    const newEmail = `moved.${user.email.replace('@', '.')}@example.org`;
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await logInWithForm(page, user.username, user.password);
    await landedHome(page);
    await page.goto('/profile');
    const profile = page.getByRole('region', { name: 'Profile' });
    await visible(page, 'Save Changes');
    const password = profile.getByLabel('Current Password', { exact: true });
    expect(await password.count()).toBe(0);
    await profile.getByLabel('Email').fill(newEmail);
    // Saving without the password is stopped in the form, before the server is asked.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Please enter your current password to change your e-mail address');
    await password.fill(user.password);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
      await snap(page, `profile-email-change-${width}`);
    }
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The page reloads (spec 02 §2) and says where the link went; the address is still the old one.
    const pending = page.getByTestId('pending-email');
    await expect.poll(() => pending.textContent(), { timeout: 15_000 }).toContain(newEmail);
    expect(await profile.getByLabel('Email').inputValue()).toBe(user.email);
    await snap(page, 'profile-pending-email-1280');

    for (const width of [375, 1280]) {
      const look = await newContext(browser, width);
      const lookPage = await look.newPage();
      await lookPage.goto('/confirm-email?token=not-a-token');
      await visible(lookPage, 'This confirmation link is invalid or has already been used.');
      await snap(lookPage, `confirm-email-invalid-${width}`);
      await look.close();
    }

    // Opened signed out, on a phone: the token is the proof.
    const link = await mailLink(newEmail, '/confirm-email?token=');
    const phone = await newContext(browser, 375);
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await visible(phonePage, 'Email Confirmed');
    await visible(phonePage, `Your account now uses ${newEmail}.`);
    await snap(phonePage, 'confirm-email-done-375');
    await phonePage.setViewportSize({ width: 1280, height: 900 });
    await snap(phonePage, 'confirm-email-done-1280');
    await phone.close();

    await page.goto('/profile');
    await visible(page, 'Save Changes');
    await expect.poll(() => profile.getByLabel('Email').inputValue(), { timeout: 15_000 }).toBe(newEmail);
    expect(await page.getByTestId('pending-email').count()).toBe(0);
    await ctx.close();
  });

  it('disables 2FA from the security page only with the current password', async () => {
    const user = newTestUser('switchoff');
    const { cookie } = await registerThroughGateway(user);
    const { secret } = await enableTwoFactorThroughGateway(cookie);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await logInWithTwoFactor(page, { ...user, secret });
    await landedHome(page);
    await page.goto('/security');
    await visible(page, 'Two-factor authentication is on');
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Yes, Disable 2FA' });
    await expect.poll(() => confirm.isDisabled(), { timeout: 15_000 }).toBe(true);
    await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong!pass1');
    await confirm.click();
    await visible(page, 'Failed to Disable 2FA');
    await visible(page, 'Your current password is not correct');
    await dialog.getByLabel('Current Password', { exact: true }).fill(user.password);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
      await snap(page, `security-disable-dialog-${width}`);
    }
    await confirm.click();
    await visible(page, 'Two-factor authentication is off');
    const me = await page.request.get('/api/auth/user');
    expect(((await me.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(false);
    await ctx.close();
  });
});
