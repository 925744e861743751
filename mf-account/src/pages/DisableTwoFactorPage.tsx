import { PlaceholderPage } from '@inkspell/ui';

/** /disable-2fa: Disable Two-Factor Authentication (spec 02 §2 Disable 2FA). */
export function DisableTwoFactorPage() {
  return (
    <PlaceholderPage
      icon="🔓"
      title="Disable Two-Factor Authentication"
      summary="Turn off two-factor authentication using the link we sent to your e-mail."
    />
  );
}
