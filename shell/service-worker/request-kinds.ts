import { keptFilesPathPrefix } from '@inkspell/contracts/kept-stories';
import { contentHashedFileName } from '@inkspell/contracts/values/installable-app';

/** Paths the service worker never answers from a release's files: the API and the gateway's own answers. */
const notSiteFiles = /^\/(api|health)(\/|$)/;

/** A file of the site whose name carries no content hash (remoteEntry.js, mf-manifest.json, the web app manifest, icons). */
export function isUnhashedSiteFile(pathname: string): boolean {
  return !notSiteFiles.test(pathname) && /\/[^/]+\.[a-z0-9]+$/i.test(pathname) && !contentHashedFileName.test(pathname);
}

/** A request for a file a story may have kept for offline (ADR 0041): a picture, narration or timings of the stories' assets. */
export function isKeepableFile(url: URL, sameOrigin: boolean, method: string): boolean {
  return sameOrigin && method === 'GET' && url.pathname.startsWith(keptFilesPathPrefix);
}
