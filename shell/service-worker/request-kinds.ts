import { contentHashedFileName } from '@inkspell/contracts/values/installable-app';

/** Paths the service worker never answers from a release's files: the API and the gateway's own answers. */
const notSiteFiles = /^\/(api|health)(\/|$)/;

/** A file of the site whose name carries no content hash (remoteEntry.js, mf-manifest.json, the web app manifest, icons). */
export function isUnhashedSiteFile(pathname: string): boolean {
  return !notSiteFiles.test(pathname) && /\/[^/]+\.[a-z0-9]+$/i.test(pathname) && !contentHashedFileName.test(pathname);
}
