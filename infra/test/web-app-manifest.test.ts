import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenColour, webAppManifest } from '../src/build/web-app-manifest';

const tokens = await readFile(path.resolve(import.meta.dirname, '../../packages/ui/src/styles/tokens.css'), 'utf8');

describe('the web app manifest', () => {
  it('takes its colours from the design tokens', () => {
    const manifest = webAppManifest(':root { --ink-color-primary: #123ABC; --ink-color-bg: #fefefe; }');
    expect(manifest.theme_color).toBe('#123abc');
    expect(manifest.background_color).toBe('#fefefe');
    expect(webAppManifest(tokens).theme_color).toBe(tokenColour(tokens, '--ink-color-primary'));
  });

  it('refuses tokens without the colour it needs, naming it', () => {
    expect(() => webAppManifest(':root { --ink-color-bg: #fff; }')).toThrow(/--ink-color-primary/);
  });

  it('installs standalone from / with any and maskable icons of 192 and 512 pixels', () => {
    const manifest = webAppManifest(tokens);
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
