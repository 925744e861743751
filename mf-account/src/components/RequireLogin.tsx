import type { PublicUser } from '@inkspell/contracts';
import { LoadingScreen, toast, useCurrentUser, type ToastOptions } from '@inkspell/ui';
import { useEffect, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { AuthCard } from './AuthCard';
import { ButtonLink } from './ButtonLink';
import styles from './RequireLogin.module.css';

export interface RequireLoginProps {
  /** The line under "Authentication Required", e.g. "Please log in to access security settings." */
  message: string;
  /** Also said as a toast when a logged-out visitor lands here (the security page's catalogue entry). */
  announce?: ToastOptions;
  children: (user: PublicUser) => ReactNode;
}

/** Login-required pages: a spinner until auth is known (no flash of content), then the page or a login prompt. */
export function RequireLogin({ message, announce, children }: RequireLoginProps) {
  const { user, isLoading } = useCurrentUser();
  const loggedOut = !isLoading && !user;
  useEffect(() => {
    if (loggedOut && announce) toast(announce);
  }, [loggedOut, announce]);

  if (isLoading) return <LoadingScreen message="Checking who is here..." />;
  if (!user) {
    return (
      <AuthCard icon={Lock} title="Authentication Required" subtitle={message}>
        <div className={styles.actions}>
          <ButtonLink to="/login" block>
            Log In
          </ButtonLink>
          <ButtonLink to="/register" variant="outline" block>
            Create an Account
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return <>{children(user)}</>;
}
