import { authenticationRequiredToast } from '../api/account-toasts';
import { RequireLogin } from '../components/RequireLogin';
import { SettingsLayout } from '../components/SettingsLayout';
import { AccountChangesCard } from '../components/security/AccountChangesCard';
import { ParentPinCard } from '../components/security/ParentPinCard';
import { TwoFactorCard } from '../components/security/TwoFactorCard';

/** /security: Security Settings, login required (spec 02 §2, §4, §8). */
export function SecurityPage() {
  return (
    <RequireLogin message="Please log in to access security settings." announce={authenticationRequiredToast}>
      {(user) => (
        <SettingsLayout title="Security Settings" subtitle="Keep your account and your stories safe.">
          <TwoFactorCard user={user} />
          <AccountChangesCard />
          <ParentPinCard user={user} />
        </SettingsLayout>
      )}
    </RequireLogin>
  );
}
