import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from './Button';
import './login-required.css';

export interface LoginRequiredProps {
  /** The one line under the title saying what logging in gives, e.g. "Please log in to see your ink history." */
  message: string;
  /**
   * `panel` (default): a box inside a page that has its own heading, so its title is an h2.
   * `page`: the whole page is the notice, so its title is the page's h1.
   */
  layout?: 'panel' | 'page';
}

/** The Login Required notice with Login and Sign Up links, shown to visitors on pages that need an account. */
export function LoginRequired({ message, layout = 'panel' }: LoginRequiredProps) {
  const titleId = useId();
  const Title = layout === 'page' ? 'h1' : 'h2';
  return (
    <section
      className={`${layout === 'page' ? 'ink-container ' : ''}ink-login-required ink-login-required--${layout}`}
      aria-labelledby={titleId}
      data-testid="login-required"
    >
      <span className="ink-login-required__icon" aria-hidden="true">
        <Lock size={layout === 'page' ? 56 : 22} strokeWidth={layout === 'page' ? 2 : 2.5} />
      </span>
      <div className="ink-login-required__text">
        <Title id={titleId} className="ink-login-required__title">
          Login Required
        </Title>
        <p className="ink-login-required__message">{message}</p>
      </div>
      <div className="ink-login-required__actions">
        <Link to="/login" className={buttonClassName({ variant: 'primary' })}>
          Login
        </Link>
        <Link to="/register" className={buttonClassName({ variant: 'outline' })}>
          Sign Up
        </Link>
      </div>
    </section>
  );
}
