import { buttonClassName } from '@inkspell/ui';
import { Link } from 'react-router-dom';

/** Login and Sign Up for logged-out visitors (spec 01 §2). */
export function AuthLinks({ onNavigate, block = false }: { onNavigate?: () => void; block?: boolean }) {
  return (
    <>
      <Link to="/login" className={buttonClassName({ variant: 'ghost', block })} onClick={onNavigate}>
        Login
      </Link>
      <Link to="/register" className={buttonClassName({ variant: 'primary', block })} onClick={onNavigate}>
        Sign Up
      </Link>
    </>
  );
}
