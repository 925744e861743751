import { PlaceholderPage } from '@inkspell/ui';

/** /security: Security Settings (spec 02 §2 Security). */
export function SecurityPage() {
  return (
    <PlaceholderPage
      icon="🛡️"
      title="Security Settings"
      summary="Turn two-factor authentication on or off and keep your backup codes safe."
    />
  );
}
