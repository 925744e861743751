import { NavLink } from 'react-router-dom';
import { visibleNavItems } from './nav-items';
import navLink from './NavLink.module.css';

export interface MainNavProps {
  loggedIn: boolean;
  /** Class names from the header or the mobile menu, which lay the links out differently (NavLink.module.css colours them). */
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The nav links; the current one is highlighted and marked aria-current="page". */
export function MainNav({ loggedIn, listClassName, linkClassName, onNavigate }: MainNavProps) {
  return (
    <ul className={listClassName}>
      {visibleNavItems(loggedIn).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) => [navLink.link, linkClassName, isActive && navLink.active].filter(Boolean).join(' ')}
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
