import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { pageReady } from '../support/frame';
import { precachedUrls, waitForServiceWorker, waitForSettledWorker } from '../support/service-worker';

/**
 * A release of one remote (issue #27, ADR 0038): the page was loaded and its service worker precached the
 * release; mf-stories is rebuilt with every file changed; a reload gets the new remote, online and then
 * offline, and never one of the old remote's files beside the new shell.
 */
const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const storiesDist = path.join(repoRoot, 'mf-stories/dist');
const remotePrefix = '/remotes/stories/';

/** Rebuilds mf-stories as the build script does (with the shell's pages and the service worker after it). */
async function buildStories(salt?: string): Promise<void> {
  const env = { ...process.env, BUILD_HASH_SALT: salt ?? '' };
  await run(process.execPath, ['--import', 'tsx', 'infra/src/build/build-frontends.ts', 'mf-stories'], {
    cwd: repoRoot,
    env,
    maxBuffer: 1 << 24,
  });
}

/** The scripts and styles of mf-stories' dist as it is now. */
const storiesFiles = async () => new Set((await readdir(storiesDist)).filter((name) => /\.(js|css)$/.test(name)));
const md5 = (text: Buffer) => createHash('md5').update(text).digest('hex');

/** Every mf-stories file the page receives (from the network or from its service worker), by name. */
function recordStoriesFiles(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(remotePrefix) && response.ok()) names.push(pathname.slice(remotePrefix.length));
  });
  return names;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The dist as the sources make it, for the tests after this one.
  await buildStories();
}, 300_000);

describe('a release of one remote', () => {
  it('is served whole at the next reload, online and offline, never mixed with the old one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await pageReady(page);
    await waitForServiceWorker(page);
    await waitForSettledWorker(page);
    const oldFiles = await storiesFiles();
    const oldEntry = md5(await readFile(path.join(storiesDist, 'remoteEntry.js')));
    expect(await precachedUrls(page)).toContainEqual(expect.stringContaining(`${remotePrefix}remoteEntry.js?__WB_REVISION__=${oldEntry}`));

    await buildStories(`release-${Date.now()}`);
    const newFiles = await storiesFiles();
    const newEntryText = await readFile(path.join(storiesDist, 'remoteEntry.js'));
    const newEntry = md5(newEntryText);
    expect(newEntry).not.toBe(oldEntry);
    const oldOnly = [...oldFiles].filter((name) => !newFiles.has(name));
    expect(oldOnly.length).toBeGreaterThan(10);

    /** Reloads and checks that every file of the remote the page got is of the new release. */
    const reloadAndCheck = async () => {
      const received = recordStoriesFiles(page);
      await page.reload();
      await pageReady(page);
      await expect.poll(() => page.locator('#home-hero-title').isVisible()).toBe(true);
      expect(received).toContain('remoteEntry.js');
      expect(received.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(1);
      expect(received.filter((name) => oldOnly.includes(name))).toEqual([]);
      expect(received.filter((name) => name !== 'remoteEntry.js' && !newFiles.has(name))).toEqual([]);
      const entry = await page.evaluate(async (url) => (await fetch(url)).text(), `${remotePrefix}remoteEntry.js`);
      expect(md5(Buffer.from(entry))).toBe(newEntry);
    };

    await reloadAndCheck();
    // The new release's worker takes over with its own precache; the old release's remote entry is gone from it.
    await waitForSettledWorker(page);
    await expect
      .poll(async () => (await precachedUrls(page)).filter((url) => url.includes(`${remotePrefix}remoteEntry.js`)), { timeout: 60_000 })
      .toEqual([expect.stringContaining(`__WB_REVISION__=${newEntry}`)]);

    await context.setOffline(true);
    await reloadAndCheck();
    await context.close();
  }, 300_000);
});
