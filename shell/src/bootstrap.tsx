import { currentUserQueryKey, createQueryClient, fetchCurrentUser, hasConnection } from '@inkspell/ui';
import type { PublicUser } from '@inkspell/contracts';
import { firstScreenRulesAttribute, pageDataElementId } from '@inkspell/contracts/values';
import { hydrate as fillQueries, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadFrontendConfig } from './config/load-frontend-config';
import { prefetchOnIntent } from './routing/prefetch-on-intent';
import './federation/provided-subpaths';
import { loadRemoteRoutes, prefetchRemote, startRemotes } from './federation/remote-registry';
import { isPrerenderedFor, remoteOfPath } from './routing/route-remote';
import { loadShellPage, shellPageOfPath } from './routing/shell-pages';
import { askAgainWhenOnline } from './offline/ask-again-when-online';
import { registerServiceWorker } from './offline/register-service-worker';

/**
 * The served page carries head tags for clients that run no script (a title and description, or a
 * prerendered page's full set). From here on the app's PageHead renders them (ADR 0010); React adds
 * its own tags rather than adopting these, so they go, and the head never holds two of any.
 */
const pageHeadSelector = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
].join(', ');

/**
 * A prerendered page's inline first-screen rules (ADR 0045) go too: by now the page's chunks have linked its whole
 * stylesheets (before these rules, packages/ui/build/stylesheet-insert.ts), and left in place they would outrank
 * every file linked later, unlike on app.html.
 */
const staticHeadSelector = `${pageHeadSelector}, style[${firstScreenRulesAttribute}]`;

function handOverStaticHead(): void {
  // The one head edit outside React: the served tags go before React's first render (ADR 0010).
  // eslint-disable-next-line no-restricted-properties
  document.head.querySelectorAll(staticHeadSelector).forEach((tag) => tag.remove());
}

/** The answers a page rendered for its request was rendered from (a shared story), if it carries them. */
function servedPageData(): DehydratedState | undefined {
  const text = document.getElementById(pageDataElementId)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/** The current user, or undefined when the question could not be answered (the app asks again itself). */
async function currentUser(): Promise<PublicUser | null | undefined> {
  try {
    return await fetchCurrentUser();
  } catch {
    return undefined;
  }
}

/**
 * Reads the run-time config and who is here (side by side), starts the current route's remote, then
 * hydrates the prerendered page (infra/src/build/prerender.ts, ADR 0011). A prerendered page shows what a
 * visitor who is not signed in sees; for anyone else, or on a page that was not prerendered (app.html),
 * the app renders afresh instead, so hydration never meets markup it would not have written.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const remote = remoteOfPath(window.location.pathname);
  const shellPage = shellPageOfPath(window.location.pathname);
  // The shell's own page (help, contact, 404, ...) downloads beside the config; it is awaited below.
  const shellPageLoaded = shellPage ? loadShellPage(shellPage).catch(() => undefined) : undefined;
  const [config, user] = await Promise.all([loadFrontendConfig(), currentUser()]);
  startRemotes(config);
  prefetchOnIntent();
  const hydrate = isPrerenderedFor(root.dataset.prerendered, window.location.pathname, window.location.search) && user === null;
  if (remote && hydrate) {
    // The remote's part of the page is hydrated inside a Suspense boundary. Were its code still on the
    // way, the first update above it (page metadata, reduced motion) would make React drop the server's
    // markup for the loading screen and paint the page again: a large layout shift. So its code comes
    // first (the HTML preloaded it); a remote that is down falls back as usual.
    const routes = await loadRemoteRoutes(remote).catch(() => undefined);
    await routes?.preloadRoute?.(window.location.pathname).catch(() => undefined);
  } else if (remote) {
    prefetchRemote(remote);
  }
  // Likewise a page of the shell's own is there before hydration meets its markup.
  if (hydrate) await shellPageLoaded;

  const queryClient = createQueryClient();
  // The first render starts from the answers the served markup was rendered from, so it hydrates that markup.
  const pageData = hydrate ? servedPageData() : undefined;
  if (pageData) fillQueries(queryClient, pageData);
  // Offline nobody can say who is here: the app goes on as for a visitor (kept stories still open, ADR 0038)
  // instead of asking again on every screen, and asks once the connection is back.
  const known = user === undefined && !hasConnection() ? null : user;
  if (known !== undefined) queryClient.setQueryData(currentUserQueryKey, known);
  askAgainWhenOnline(queryClient);
  handOverStaticHead();
  const app = <App config={config} queryClient={queryClient} />;
  if (hydrate) {
    // In a transition React hydrates in slices, yielding to the browser between them: the page, already
    // on screen, answers a tap while it is being hydrated instead of after one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  registerServiceWorker();
}

void start();
