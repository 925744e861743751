import { PlaceholderPage } from '@inkspell/ui';

/** /reset-password: Reset Password (spec 02 §2 Reset password). */
export function ResetPasswordPage() {
  return (
    <PlaceholderPage
      icon="🔐"
      title="Reset Password"
      summary="Choose a new password using the link we sent to your e-mail."
    />
  );
}
