/**
 * The installable app (issue #27): where the web app manifest and the service worker are served, and
 * what the manifest says. The build writes both into the shell's dist; the e2e tests read the same names.
 */

/** The service worker's script, at the root so its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/** The web app manifest the pages link to. */
export const webAppManifestPath = '/manifest.webmanifest';

/** The icons the manifest lists: the sizes browsers ask for to install and to show a splash screen. */
export const appIconSizes = [192, 512] as const;

/** An icon's address: /icons/icon-192.png, and the maskable one (safe zone kept) /icons/maskable-512.png. */
export const appIconPath = (size: number, purpose: 'any' | 'maskable' = 'any') =>
  `/icons/${purpose === 'maskable' ? 'maskable' : 'icon'}-${size}.png`;

/** The manifest's words; its colours come from the design tokens at build time. */
export const webAppManifestText = {
  name: 'Inkspell',
  shortName: 'Inkspell',
  description: 'Personalised stories for children and families, narrated by Spell.',
  startUrl: '/',
  scope: '/',
  display: 'standalone',
} as const;

/** A file name with a content hash (main.2e7189110edf.js): its content never changes, so caches keep it for good. */
export const contentHashedFileName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** What the app says when something needs the server and the device has no connection (issue #27). */
export const offlineMessages = {
  /** Any request the network refused while the device is offline. */
  needsConnection: 'This needs a connection. Check your Wi-Fi or mobile data, then try again.',
  create: 'Creating a story needs a connection.',
  continueStory: 'Continuing a story needs a connection.',
  buyInk: 'Buying ink needs a connection.',
} as const;
