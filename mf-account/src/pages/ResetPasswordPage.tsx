import { resetPasswordFormSchema } from '@inkspell/contracts';
import { Button, PasswordField, toast } from '@inkspell/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LockKeyhole, PartyPopper } from 'lucide-react';
import { missingResetTokenToast, passwordResetFailedToast, passwordResetToast } from '../api/account-toasts';
import { useResetPassword } from '../api/password-recovery';
import { AuthCard } from '../components/AuthCard';
import { ButtonLink } from '../components/ButtonLink';
import styles from '../components/FormActions.module.css';
import { PasswordRequirements } from '../components/password/PasswordRequirements';
import { useForm } from '../forms/use-form';

/** /reset-password?token=: choose a new password with the e-mailed link (spec 02 §2, §4, §8). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' }, (values) => ({ ...values, token }));
  const reset = useResetPassword();

  useEffect(() => {
    if (token) return;
    toast(missingResetTokenToast);
    void navigate('/forgot-password', { replace: true });
  }, [token, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    reset.mutate(
      { token: input.token, newPassword: input.newPassword },
      {
        onSuccess: () => {
          toast(passwordResetToast);
          setDone(true);
        },
        onError: (error) => toast(passwordResetFailedToast(error)),
      },
    );
  };

  if (!token) return null;

  if (done) {
    return (
      <AuthCard
        focusTitle
        icon={PartyPopper}
        title="Password Reset Complete"
        subtitle="Your new password is ready. Log in with it to continue your adventures."
      >
        <ButtonLink to="/login" size="lg" block>
          Continue to Login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LockKeyhole}
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={
        <p>
          Link not working? <Link to="/forgot-password">Request a new one</Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="New Password"
          toggleName="new password"
          autoComplete="new-password"
          autoFocus
          aria-describedby="new-password-rules"
          {...form.field('newPassword')}
        />
        <PasswordRequirements password={form.values.newPassword} id="new-password-rules" />
        <PasswordField
          label="Confirm Password"
          toggleName="confirm password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" size="lg" block loading={reset.isPending} className={styles.submit}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
