import { PlaceholderPage } from '@inkspell/ui';

/** /login: Welcome Back (spec 01 §2 Login). */
export function LoginPage() {
  return (
    <PlaceholderPage
      icon="🔑"
      title="Welcome Back"
      summary="Log in with your username and password (and your 2FA code if you turned it on) to keep creating stories."
    />
  );
}
