import { remotes } from '@inkspell/contracts/values';
import type { RemoteKey } from '@inkspell/contracts';
import type { PageMeta } from '@inkspell/ui';
import { matchPath } from 'react-router-dom';

/** Who renders a path: the shell itself, or one of the remotes. */
export type RouteOwner = RemoteKey | 'shell';

export interface RouteEntry extends PageMeta {
  path: string;
  owner: RouteOwner;
  /** Only administrators may open it; the remote is fetched for nobody else. */
  adminOnly?: boolean;
}

/** The pages the shell renders itself, with their default titles. */
const shellRoutes: readonly RouteEntry[] = [
  { path: '/help', owner: 'shell', title: 'Help Center', description: 'Answers about creating stories, ink, narration and your account.' },
  { path: '/safety', owner: 'shell', title: 'Safety Guidelines', description: 'How Inkspell keeps every story safe and age-appropriate.' },
  {
    path: '/contact',
    owner: 'shell',
    title: 'Contact Spell',
    description: 'Questions, ideas or worries? Get in touch with the Inkspell team.',
  },
  { path: '/privacy', owner: 'shell', title: 'Privacy Policy', description: 'What Inkspell collects, why, and how we protect it.' },
];

/**
 * Every route of spec 01 §2 / 02 §2, who owns it, and its default title (suffix added by
 * formatPageTitle; home has none). The remotes' pages come from the area registry; each remote
 * declares the same paths in its own <Routes>.
 */
export const routeTable: readonly RouteEntry[] = [
  ...remotes.flatMap((remote) => remote.routes.map((route): RouteEntry => ({ ...route, owner: remote.key, adminOnly: remote.adminOnly }))),
  ...shellRoutes,
];

/** Used by pages that have no description of their own. */
export const defaultDescription = 'Inkspell makes personalised, age-appropriate stories for children and families, narrated by Spell.';

/** Meta of any path nobody owns: the 404 page (kept out of search results). */
export const notFoundMeta: PageMeta = {
  title: 'Page Not Found',
  description: 'This page wandered off. Head home or start a new story.',
  keywords: ['inkspell', 'page not found', 'children stories'],
  noIndex: true,
};

/** The entry owning a path, or undefined for a 404. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
