/** The main navigation of spec 01 §2, shared by the desktop header and the mobile menu. */
export interface NavItem {
  to: string;
  label: string;
  /** Shown only to logged-in users (My Stories). */
  loggedInOnly?: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/stories', label: 'My Stories', loggedInOnly: true },
  { to: '/create', label: 'Create' },
  { to: '/ink-shop', label: 'Purchase Ink' },
];

export function visibleNavItems(loggedIn: boolean): readonly NavItem[] {
  return navItems.filter((item) => loggedIn || !item.loggedInOnly);
}
