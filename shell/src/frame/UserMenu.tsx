import { displayName, type PublicUser } from '@inkspell/contracts';
import { useLogout } from '@inkspell/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './UserMenu.module.css';
import { useDismiss } from './use-dismiss';

/**
 * The logged-in user's menu (spec 01 §2): headed by the display name, with Profile,
 * Admin Dashboard (admins only) and Logout. The recent-ink panel of the spec comes later.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const logout = useLogout();
  useDismiss(container, open, close);
  const name = displayName(user);

  return (
    <div className={styles.menu} ref={container}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu-button"
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className={styles.panel} id={panelId}>
          <p className={styles.heading}>{name}</p>
          <ul className={styles.items}>
            <li>
              <Link to="/profile" onClick={close}>
                Profile
              </Link>
            </li>
            {user.role === 'admin' && (
              <li>
                <Link to="/admin-management-console" onClick={close}>
                  Admin Dashboard
                </Link>
              </li>
            )}
            <li>
              <button type="button" onClick={() => {
                  close();
                  logout.mutate();
                }} disabled={logout.isPending}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
