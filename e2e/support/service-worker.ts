import { serviceWorkerPath } from '@inkspell/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The script of the service worker controlling the page, or null. */
export const controllingWorker = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** Waits until Inkspell's service worker controls the page (it installs after the page's load event). */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await expect.poll(() => controllingWorker(page), { timeout }).toBe(new URL(serviceWorkerPath, page.url()).href);
}

/** Every URL in the active release's precache (Workbox's cache), as the worker stored them. */
export const precachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return lists.flat();
  });

/** Waits until the registration has no worker installing or waiting: the newest release is the one in charge. */
export async function waitForSettledWorker(page: Page, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !!registration?.active && !registration.installing && !registration.waiting;
        }),
      { timeout },
    )
    .toBe(true);
}
