/**
 * The installable app's web app manifest and icons (issue #27), written into the shell's dist after every
 * build: the name, start URL and scope from the contracts, the theme and background colours from the design
 * tokens (so the splash screen and title bar match the pages), and the icons in the sizes browsers ask for.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appIconPath, appIconSizes, webAppManifestPath, webAppManifestText } from '@inkspell/contracts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const tokensFile = path.join(repoRoot, 'packages/ui/src/styles/tokens.css');
const iconsDir = path.join(repoRoot, 'shell/src/icons');

/** One colour of the design tokens, e.g. --ink-color-primary → #6d3fd0. */
export function tokenColour(tokensCss: string, name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(tokensCss);
  if (!match) throw new Error(`The design tokens have no colour ${name} (${tokensFile})`);
  return match[1]!.toLowerCase();
}

/** The manifest's content for the given design tokens. */
export function webAppManifest(tokensCss: string) {
  const icons = appIconSizes.flatMap((size) => [
    { src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: appIconPath(size, 'maskable'), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ]);
  return {
    id: webAppManifestText.startUrl,
    name: webAppManifestText.name,
    short_name: webAppManifestText.shortName,
    description: webAppManifestText.description,
    start_url: webAppManifestText.startUrl,
    scope: webAppManifestText.scope,
    display: webAppManifestText.display,
    theme_color: tokenColour(tokensCss, '--ink-color-primary'),
    background_color: tokenColour(tokensCss, '--ink-color-bg'),
    icons,
  };
}

/** Writes manifest.webmanifest and icons/ into the shell's dist. */
export async function writeWebAppManifest(shellDist: string): Promise<void> {
  const manifest = webAppManifest(await readFile(tokensFile, 'utf8'));
  await mkdir(path.join(shellDist, 'icons'), { recursive: true });
  await Promise.all(manifest.icons.map((icon) => copyFile(path.join(iconsDir, path.basename(icon.src)), path.join(shellDist, icon.src))));
  await writeFile(path.join(shellDist, webAppManifestPath), `${JSON.stringify(manifest, null, 2)}\n`);
}
