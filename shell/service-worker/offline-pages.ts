/**
 * The precached page that answers a navigation when the network is gone: the path's prerendered page when
 * the build wrote one (/ → index.html, /create → create.html), else app.html, which renders any route.
 */
export function offlinePageCandidates(pathname: string): string[] {
  const trimmed = pathname.replace(/\/+$/, '');
  const own = trimmed === '' ? '/index.html' : `${trimmed}.html`;
  return [own, '/app.html'];
}
