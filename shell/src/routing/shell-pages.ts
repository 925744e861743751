import { lazyPage } from '@inkspell/ui';
import type { ComponentType } from 'react';
import { findRoute } from './route-table';

/**
 * The pages the shell renders itself, each in a chunk of its own, so the home page's first load carries
 * none of their text or the contact form (ADR 0020). The 404 page is one of them.
 */
const pages = {
  '/help': lazyPage(() => import('../pages/HelpPage').then((page) => ({ default: page.HelpPage }))),
  '/safety': lazyPage(() => import('../pages/SafetyPage').then((page) => ({ default: page.SafetyPage }))),
  '/contact': lazyPage(() => import('../pages/ContactPage').then((page) => ({ default: page.ContactPage }))),
  '/privacy': lazyPage(() => import('../pages/PrivacyPage').then((page) => ({ default: page.PrivacyPage }))),
  notFound: lazyPage(() => import('../pages/NotFoundPage').then((page) => ({ default: page.NotFoundPage }))),
};

export type ShellPageKey = keyof typeof pages;

/**
 * Loads a page's code once. Bootstrap awaits it before hydrating a prerendered shell page, as it does a
 * remote's, so the page renders at once and its markup is kept.
 */
export function loadShellPage(key: ShellPageKey): Promise<unknown> {
  return pages[key].load();
}

/** The component of each shell page. */
export const shellPages = {} as Record<ShellPageKey, ComponentType>;
for (const key of Object.keys(pages) as ShellPageKey[]) shellPages[key] = pages[key].Page;

/** The shell page that renders a path: its own page, the 404 page for a path nobody owns, or none (a remote's). */
export function shellPageOfPath(pathname: string): ShellPageKey | undefined {
  const route = findRoute(pathname);
  if (!route) return 'notFound';
  if (route.owner !== 'shell') return undefined;
  return route.path in pages ? (route.path as ShellPageKey) : 'notFound';
}
