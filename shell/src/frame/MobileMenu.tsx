import { displayName } from '@inkspell/contracts/values';
import type { PublicUser } from '@inkspell/contracts';
import { Button, Spinner, useLogout } from '@inkspell/ui';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { AuthLinks } from './AuthLinks';
import { InkActivity, ViewAllInkActivity } from './InkActivity';
import { MainNav } from './MainNav';
import navLink from './NavLink.module.css';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  id: string;
  user: PublicUser | null;
  isLoading: boolean;
  /** A link or Logout was chosen. */
  onClose: () => void;
  /** Escape: close and give the focus back to the menu button. */
  onDismiss: () => void;
}

/**
 * The small-screen menu: mirrors the header's links and the user menu (name, recent ink activity
 * with its '+N more' link, Profile, Admin Dashboard, Logout; spec 01 §2); any link closes it.
 */
export function MobileMenu({ id, user, isLoading, onClose, onDismiss }: MobileMenuProps) {
  const logout = useLogout();
  const activityHeadingId = useId();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  return (
    <div className={styles.panel} id={id} data-testid="mobile-menu">
      <nav aria-label="Mobile">
        <MainNav loggedIn={!!user} listClassName={styles.list} linkClassName={styles.link} onNavigate={onClose} />
      </nav>
      <div className={styles.account}>
        {isLoading && <Spinner label="Checking who is here" />}
        {!isLoading && user && (
          <>
            <p className={styles.name}>{displayName(user)}</p>
            <div className={styles.activity}>
              <InkActivity headingId={activityHeadingId} />
              <ViewAllInkActivity onNavigate={onClose} className={styles.viewAll} />
            </div>
            <ul className={styles.list}>
              <li>
                <Link to="/profile" className={`${navLink.link} ${styles.link}`} onClick={onClose}>
                  Profile
                </Link>
              </li>
              {user.role === 'admin' && (
                <li>
                  <Link to="/admin-management-console" className={`${navLink.link} ${styles.link}`} onClick={onClose}>
                    Admin Dashboard
                  </Link>
                </li>
              )}
            </ul>
            <Button
              variant="outline"
              block
              loading={logout.isPending}
              onClick={() => {
                onClose();
                logout.mutate();
              }}
            >
              Logout
            </Button>
          </>
        )}
        {!isLoading && !user && (
          <div className={styles.authLinks}>
            <AuthLinks onNavigate={onClose} block />
          </div>
        )}
      </div>
    </div>
  );
}
