import { Spinner, useCurrentUser } from '@inkspell/ui';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthLinks } from './AuthLinks';
import { BrandLogo } from './BrandLogo';
import styles from './Header.module.css';
import { InkPill } from './InkPill';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';

/** The top of every page (spec 01 §2): logo, navigation, ink pill and user menu or Login / Sign Up. */
export function Header() {
  const { user, isLoading } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const dismissMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const { pathname } = useLocation();
  // Also close when the page changes another way (back button, a link inside the page): adjusted while
  // rendering, as React advises for state that follows a prop, so the old page never paints with the menu open.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      <div className={`ink-container ${styles.inner}`}>
        <BrandLogo onNavigate={closeMenu} />
        <nav className={styles.desktopNav} aria-label="Main">
          <MainNav loggedIn={!!user} listClassName={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.account}>
          {isLoading ? (
            <Spinner size="md" label="Checking who is here" />
          ) : user ? (
            <>
              <InkPill inkCount={user.inkCount} />
              <span className={styles.desktopOnly}>
                <UserMenu user={user} />
              </span>
            </>
          ) : (
            <span className={`${styles.desktopOnly} ${styles.authLinks}`}>
              <AuthLinks />
            </span>
          )}
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="mobile-menu-button"
          >
            <span className={styles.burger} data-open={menuOpen} aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu id="mobile-menu" user={user} isLoading={isLoading} onClose={closeMenu} onDismiss={dismissMenu} />}
    </header>
  );
}
