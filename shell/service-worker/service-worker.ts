/**
 * Inkspell's service worker (issue #27), built by infra/src/build/service-worker.ts with Workbox.
 *
 * One release is one precache: the shell's pages, scripts, styles and icons and every remote's entry and
 * chunks (not the admin console's), each with its revision. Online, nothing changes for the page: pages and
 * the files without a content hash in their name (remoteEntry.js, mf-manifest.json, config.json) come from
 * the network, so a reload after a release gets the new shell and the new remote together; hashed files
 * come from the precache when this release has them (their names never change content). Offline, the same
 * requests are answered from this release's precache, never from an older one, so an old remote is never
 * mixed with a new shell. A new release's worker installs beside the old one, takes over once its precache
 * is complete, and deletes what the old release kept.
 *
 * No answer of the API is cached here. The one API route it has is for the stories' files a family chose to keep for
 * offline (ADR 0041): those the page stored are answered from the kept copies, anything else goes to the network.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { keptFileOrNetwork } from './kept-files';
import { offlinePageCandidates } from './offline-pages';
import { isKeepableFile, isUnhashedSiteFile } from './request-kinds';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** When the network fails, the first of `candidates` this release precached answers instead. */
const precachedFallback = (candidates: (url: URL) => string[]): WorkboxPlugin => ({
  handlerDidError: async ({ request }) => {
    for (const candidate of candidates(new URL(request.url))) {
      const answer = await matchPrecache(candidate);
      if (answer) return answer;
    }
    return undefined;
  },
});

// Pages: the network's, or offline the prerendered page of the path (or the app's page that renders any route).
registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [precachedFallback((url) => offlinePageCandidates(url.pathname))] })));

// The run-time config is public and not a built file: the last one seen is kept for starting offline, the
// first one fetched as the worker installs (the page that installed it fetched its own before any worker ran).
const configCache = 'inkspell-config';
const configPath = '/config.json';
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === configPath, new NetworkFirst({ cacheName: configCache }));
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(configCache).then((cache) => cache.add(configPath).catch(() => undefined)));
});

// remoteEntry.js, mf-manifest.json, the web app manifest, icons: always asked for, this release's copy offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isUnhashedSiteFile(url.pathname),
  new NetworkOnly({ plugins: [precachedFallback((url) => [url.pathname])] }),
);

// Pictures, narrations and timings of the stories kept for offline (ADR 0041), the network's for the rest.
registerRoute(
  ({ url, sameOrigin, request }) => isKeepableFile(url, sameOrigin, request.method),
  ({ request }) => keptFileOrNetwork(request),
);

// Content-hashed files: this release's precache first.
precacheAndRoute(self.__WB_MANIFEST);
