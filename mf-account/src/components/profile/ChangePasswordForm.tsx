import { accountLimits } from '@inkspell/contracts/values';
import { Button, Card, PasswordField, toast } from '@inkspell/ui';
import { useState, type FormEvent } from 'react';
import { passwordChangedToast, passwordChangeFailedToast, passwordMismatchToast, passwordTooShortToast } from '../../api/account-toasts';
import { useChangePassword } from '../../api/profile';
import formStyles from '../FormActions.module.css';
import { PasswordRequirements } from '../password/PasswordRequirements';
import styles from './Profile.module.css';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Password tab (spec 02 §5 Change password): the client checks only that new and confirm
 * match and that the new one is long enough; the server applies the full password rules.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [currentMissing, setCurrentMissing] = useState(false);
  const change = useChangePassword();
  const bind = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCurrentMissing(!values.currentPassword);
    if (!values.currentPassword) return;
    if (values.newPassword !== values.confirmPassword) return void toast(passwordMismatchToast);
    if (values.newPassword.length < accountLimits.passwordMin) return void toast(passwordTooShortToast);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast(passwordChangedToast);
          setValues(empty);
        },
        onError: (error) => toast(passwordChangeFailedToast(error)),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 className={styles.title} id="password-title">
        Change Password
      </h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current Password"
          toggleName="current password"
          autoComplete="current-password"
          error={currentMissing ? 'Please enter your current password' : undefined}
          {...bind('currentPassword')}
        />
        <PasswordField
          label="New Password"
          toggleName="new password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter and a special character."
          {...bind('newPassword')}
        />
        <PasswordRequirements password={values.newPassword} />
        <PasswordField
          label="Confirm New Password"
          toggleName="confirm new password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
