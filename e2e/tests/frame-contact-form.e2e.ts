import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactMessages } from '@inkspell/contracts';
import { snap } from '../support/browser';
import { pageReady, useFrameBrowser } from '../support/frame';
import { startPart, stopPart } from '../support/platform';

/** The contact form on /contact: its checks, what it sends, and what it says when the message cannot be delivered. */
const { openContext } = useFrameBrowser();

describe('the contact form', () => {
  const fill = async (page: Page, values: { name: string; email: string; subject: string; message: string }) => {
    await page.getByLabel('Your Name', { exact: true }).fill(values.name);
    await page.getByLabel('Email', { exact: true }).fill(values.email);
    await page.getByLabel('Subject', { exact: true }).fill(values.subject);
    await page.getByLabel('Message', { exact: true }).fill(values.message);
  };
  const message = { name: 'Hannah', email: 'hannah@example.com', subject: 'Dragons', message: 'Noah loves the dragon stories. Thank you!' };
  // allTextContents does not wait for a toast to appear, so a poll can ask again.
  const toastTitle = async (page: Page) => (await page.getByTestId('toaster').locator('.ink-toast__title').allTextContents())[0];

  it('requires all four fields and a typed e-mail, and names each problem', async () => {
    const ctx = await openContext();
    const page = await ctx.newPage();
    await page.goto('/contact');
    await pageReady(page);
    expect(await page.getByText('We reply to every message within 1-2 days.').count()).toBe(1);
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      contactMessages.nameRequired,
      contactMessages.emailInvalid,
      contactMessages.subjectRequired,
      contactMessages.messageRequired,
    ]) {
      await expect.poll(() => page.getByText(text).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await fill(page, { ...message, email: 'hannah-at-example' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText(contactMessages.emailInvalid).isVisible()).toBe(true);
    expect(await page.getByText(contactMessages.nameRequired).count()).toBe(0);
    await snap(page, 'frame-contact-errors-1280');
    await ctx.close();
  });

  it('sends {name, email, subject, message} to /api/contact-messages, shows "Sending..." for 2 seconds, then the notice and an empty form', async () => {
    const ctx = await openContext({ width: 375 });
    const page = await ctx.newPage();
    await page.goto('/contact');
    await pageReady(page);
    await fill(page, message);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact-messages'));
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.postDataJSON()).toEqual(message);
    await expect.poll(() => page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
    await expect.poll(() => toastTitle(page), { timeout: 10_000, interval: 100 }).toBe('Message Sent!');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);
    expect((await sent.response())?.ok()).toBe(true);
    expect(await page.getByTestId('contact-sent').textContent()).toMatch(/Thank you, Hannah!/);
    for (const label of ['Your Name', 'Email', 'Subject', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    await snap(page, 'frame-contact-sent-375');
    await ctx.close();
  });

  it('says "Message Not Sent" with the server\'s reason and keeps what was typed when the message cannot be delivered', async () => {
    await stopPart('admin');
    try {
      const ctx = await openContext();
      const page = await ctx.newPage();
      await page.goto('/contact');
      await pageReady(page);
      await fill(page, message);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
      const clickedAt = Date.now();
      await page.getByRole('button', { name: 'Send Message' }).click();
      const response = await answer;
      expect(response.ok()).toBe(false);
      const { message: reason } = (await response.json()) as { message: string };
      await expect.poll(() => toastTitle(page), { timeout: 10_000, interval: 100 }).toBe('Message Not Sent');
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);
      expect(await page.getByTestId('toaster').locator('.ink-toast__description').textContent()).toBe(reason);
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(message.message);
      await ctx.close();
    } finally {
      await startPart('admin');
    }
  });
});
