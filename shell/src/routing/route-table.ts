import type { RemoteKey } from '@inkspell/contracts';
import type { PageMeta } from '@inkspell/ui';
import { matchPath } from 'react-router-dom';

/** Who renders a path: the shell itself, or one of the remotes. */
export type RouteOwner = RemoteKey | 'shell';

export interface RouteEntry extends PageMeta {
  path: string;
  owner: RouteOwner;
}

/**
 * Every route of spec 01 §2 / 02 §2, who owns it, and its default title (suffix added by
 * formatPageTitle; home has none). Remotes define the same paths in their own <Routes>.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', owner: 'stories', description: 'Personalised, age-appropriate stories for children and families, narrated by Spell.' },
  { path: '/create', owner: 'stories', title: 'Create a Story', description: 'Name a hero, pick an adventure and let Spell write a brand-new story.' },
  { path: '/stories', owner: 'stories', title: 'My Stories', description: 'Your library of magical stories, ready to read, continue and share.' },
  { path: '/story/:id', owner: 'stories', title: 'Story' },
  { path: '/collection/:collectionId', owner: 'stories', title: 'Story Collection' },
  { path: '/ink-shop', owner: 'ink', title: 'Purchase Ink' },
  { path: '/ink-usage', owner: 'ink', title: 'Ink History' },
  { path: '/refund-request', owner: 'ink', title: 'Refund Request' },
  { path: '/login', owner: 'account', title: 'Welcome Back' },
  { path: '/register', owner: 'account', title: 'Join Inkspell' },
  { path: '/profile', owner: 'account', title: 'Account Settings' },
  { path: '/security', owner: 'account', title: 'Security Settings' },
  { path: '/forgot-password', owner: 'account', title: 'Forgot Password' },
  { path: '/reset-password', owner: 'account', title: 'Reset Password' },
  { path: '/disable-2fa', owner: 'account', title: 'Disable Two-Factor Authentication' },
  { path: '/admin-management-console', owner: 'admin', title: 'Admin Console' },
  { path: '/help', owner: 'shell', title: 'Help Center', description: 'Answers about creating stories, ink, narration and your account.' },
  { path: '/safety', owner: 'shell', title: 'Safety Guidelines', description: 'How Inkspell keeps every story safe and age-appropriate.' },
  { path: '/contact', owner: 'shell', title: 'Contact Spell', description: 'Questions, ideas or worries? Get in touch with the Inkspell team.' },
  { path: '/privacy', owner: 'shell', title: 'Privacy Policy', description: 'What Inkspell collects, why, and how we protect it.' },
];

/** Used by pages that have no description of their own. */
export const defaultDescription =
  'Inkspell makes personalised, age-appropriate stories for children and families, narrated by Spell.';

/** Meta of any path nobody owns: the 404 page. */
export const notFoundMeta: PageMeta = { title: 'Page Not Found', description: 'This page wandered off. Head home or start a new story.' };

/** The entry owning a path, or undefined for a 404. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
