import { PlaceholderPage } from '@inkspell/ui';

/** /profile: Account Settings (spec 02 §2 Profile). */
export function ProfilePage() {
  return (
    <PlaceholderPage
      icon="🧑‍🎨"
      title="Account Settings"
      summary="Update your name and e-mail, change your password and manage two-factor authentication."
    />
  );
}
