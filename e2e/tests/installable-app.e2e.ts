import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appIconSizes, webAppManifestPath } from '@inkspell/contracts';
import { launchWithProfile, snap, visible } from '../support/browser';
import { pageReady } from '../support/frame';
import { baseUrl } from '../support/platform';
import { waitForServiceWorker } from '../support/service-worker';

/**
 * Inkspell installs as an app (issue #27, ADR 0038). Lighthouse 12 no longer has its installable-manifest
 * audit, so the same criteria are asserted here: the manifest's fields, icons of 192 and 512 pixels, a start
 * URL inside the scope, a service worker controlling / whose fetch handler answers it offline, and Chromium's
 * own installability check (DevTools' Page.getInstallabilityErrors) finding nothing.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** A colour as the design tokens file writes it. */
const tokenColour = (tokens: string, name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]+);`, 'i').exec(tokens)?.[1]?.toLowerCase();

/** A page that reports every Content-Security-Policy violation (ADR 0015) into `violations`. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

describe('the installable app', () => {
  it('serves a manifest: name, standalone, start URL in scope, the design tokens’ colours, icons of 192 and 512 pixels', async () => {
    const answer = await fetch(`${baseUrl()}${webAppManifestPath}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Inkspell', short_name: 'Inkspell', display: 'standalone' });

    const scope = new URL(manifest.scope, baseUrl()).href;
    const start = new URL(manifest.start_url, baseUrl()).href;
    expect(start.startsWith(scope)).toBe(true);
    expect(new URL(start).origin).toBe(new URL(baseUrl()).origin);

    const tokens = await readFile(path.join(repoRoot, 'packages/ui/src/styles/tokens.css'), 'utf8');
    expect(manifest.theme_color).toBe(tokenColour(tokens, '--ink-color-primary'));
    expect(manifest.background_color).toBe(tokenColour(tokens, '--ink-color-bg'));

    for (const size of appIconSizes) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}` && (candidate.purpose ?? 'any') === purpose);
        expect(icon, `a ${purpose} icon of ${size} pixels`).toBeDefined();
        const image = await fetch(new URL(icon!.src, baseUrl()));
        expect(image.headers.get('content-type')).toBe('image/png');
        const png = PNG.sync.read(Buffer.from(await image.arrayBuffer()));
        expect([png.width, png.height]).toEqual([size, size]);
      }
    }
  });

  it('a service worker controls / and answers it offline; Chromium finds nothing that stops the install, and the policy holds', async () => {
    const profile = await mkdtemp(path.join(tmpdir(), 'inkspell-install-'));
    const context = await launchWithProfile(profile);
    const { page, violations } = await watchedPage(context);
    await page.goto('/');
    await pageReady(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(webAppManifestPath);
    await waitForServiceWorker(page);

    // Chromium's own verdict, the one behind its install prompt.
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);

    // The fetch handler answers: with no network at all the home page and the create page still open.
    await context.setOffline(true);
    await page.reload();
    await pageReady(page);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await page.goto('/create');
    await pageReady(page);
    // Creating needs the server: the page says so at once instead of waiting or failing silently.
    await page.getByTestId('category-space').click();
    await page.getByTestId('create-story').click();
    await visible(page, 'Creating a story needs a connection.');
    await snap(page, 'installable-app-offline-create');
    expect(violations).toEqual([]);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });
});
