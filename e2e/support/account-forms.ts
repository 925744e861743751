import type { Locator, Page } from 'playwright-core';
import { nextStepCode, type TestUser } from './accounts';
import { appRunning } from './browser';

/** Opens /login, waits for React to take the page over, and logs in with the form (it does not wait for the outcome). */
export async function logInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await appRunning(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Logs in with the form as a user with 2FA on and answers the code step with the code a phone would show next
 * (the one that confirmed the setup is spent); it does not wait for the outcome. `onCodeStep` runs once the
 * step is asked for, before the code is typed: a test that looks at that step does it there.
 */
export async function logInWithTwoFactor(
  page: Page,
  user: { username: string; password: string; secret: string },
  { onCodeStep }: { onCodeStep?: (codeField: Locator) => Promise<void> } = {},
): Promise<void> {
  await logInWithForm(page, user.username, user.password);
  const codeField = page.getByLabel('Authentication Code');
  await onCodeStep?.(codeField);
  await codeField.fill(nextStepCode(user.secret));
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Fills the registration form already on screen and sends it: the four required fields, and the optional names
 * unless `withNames` is false (it does not wait for the outcome).
 */
export async function registerWithForm(page: Page, user: TestUser, { withNames = true } = {}): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  if (withNames) {
    await page.getByLabel(/First Name/).fill(user.firstName);
    await page.getByLabel(/Last Name/).fill(user.lastName);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
}
