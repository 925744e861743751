import { displayName } from '@inkspell/contracts/values';
import type { PublicUser } from '@inkspell/contracts';
import { useLogout } from '@inkspell/ui';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { InkActivity, ViewAllInkActivity } from './InkActivity';
import styles from './UserMenu.module.css';
import { useDismiss } from './use-dismiss';

/**
 * The logged-in user's menu (spec 01 §2): headed by the display name, with the recent ink
 * activity panel, Profile, Admin Dashboard (admins only) and Logout. The activity rows are text,
 * not menu items; the panel's '+N more activities - View All' link is the first item.
 * WAI-ARIA menu button: the items are menuitems, the first takes focus on open, arrow keys,
 * Home and End move between them, Escape closes and gives focus back to the button.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const activityHeadingId = useId();
  const logout = useLogout();
  useDismiss(container, open, close);
  const name = displayName(user);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const closeAndReturnFocus = () => {
    close();
    trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const last = all.length - 1;
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturnFocus();
    } else if (event.key === 'Tab') {
      close();
    } else if (target !== undefined) {
      event.preventDefault();
      all[(target + all.length) % all.length]?.focus();
    }
  };

  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="user-menu-button"
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
        <ChevronDown className={styles.caret} size={18} strokeWidth={2.5} aria-hidden="true" focusable="false" data-open={open} />
      </button>
      {open && (
        <div className={styles.panel} id={panelId}>
          <p className={styles.heading} title={name}>
            {name}
          </p>
          <InkActivity headingId={activityHeadingId} />
          <div role="menu" aria-label={`${name}'s account`} className={styles.items} ref={menu} onKeyDown={onMenuKeyDown}>
            <ViewAllInkActivity onNavigate={close} className={styles.viewAll} asMenuItem />
            <Link role="menuitem" tabIndex={-1} to="/profile" onClick={close}>
              Profile
            </Link>
            {user.role === 'admin' && (
              <Link role="menuitem" tabIndex={-1} to="/admin-management-console" onClick={close}>
                Admin Dashboard
              </Link>
            )}
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close();
                logout.mutate();
              }}
              disabled={logout.isPending}
            >
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
