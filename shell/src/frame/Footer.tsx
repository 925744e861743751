import { scrollBehavior } from '@inkspell/ui';
import { Link } from 'react-router-dom';
import styles from './Footer.module.css';

const supportLinks = [
  { to: '/help', label: 'Help Center' },
  { to: '/safety', label: 'Safety Guidelines' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

/** Support links scroll to the top even when clicked on the page they lead to (spec 01 §2). */
const scrollToTop = () => window.scrollTo({ top: 0, behavior: scrollBehavior() });

/** The bottom of every page: what Inkspell is, support links, copyright. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`ink-container ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.name}>Inkspell</p>
          <p className={styles.blurb}>
            Personalised stories where your child is the hero. Every tale is written for young readers, checked for safety and told with a
            little magic ink.
          </p>
        </div>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Support
          </h2>
          <ul className={styles.links}>
            {supportLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollToTop}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Inkspell. All rights reserved. Made with magic ink for young readers.</p>
    </footer>
  );
}
