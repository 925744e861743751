import { PlaceholderPage } from '@inkspell/ui';

/** /forgot-password: Forgot Password (spec 02 §2 Forgot password). */
export function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      icon="📮"
      title="Forgot Password"
      summary="Enter your e-mail and we'll send you a link to choose a new password."
    />
  );
}
