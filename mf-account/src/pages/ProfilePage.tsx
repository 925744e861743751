import { displayName } from '@inkspell/contracts/values';
import { Tabs } from '@inkspell/ui';
import { RequireLogin } from '../components/RequireLogin';
import { SettingsLayout } from '../components/SettingsLayout';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import styles from '../components/profile/Profile.module.css';
import { ProfileForm } from '../components/profile/ProfileForm';
import { ProfileSecuritySection } from '../components/profile/ProfileSecuritySection';

/** /profile: Account Settings with the tabs "Profile & Security" and "Password" (spec 02 §2). */
export function ProfilePage() {
  return (
    <RequireLogin message="Please log in to see your account settings.">
      {(user) => (
        <SettingsLayout title="Account Settings" subtitle={`Hello, ${displayName(user)}! Manage your details and keep your account safe.`}>
          <Tabs
            label="Account settings"
            items={[
              {
                value: 'profile',
                label: 'Profile & Security',
                content: (
                  <div className={styles.stack}>
                    <ProfileForm user={user} />
                    <ProfileSecuritySection user={user} />
                  </div>
                ),
              },
              { value: 'password', label: 'Password', content: <ChangePasswordForm /> },
            ]}
          />
        </SettingsLayout>
      )}
    </RequireLogin>
  );
}
