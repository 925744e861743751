import { forgotPasswordSchema } from '@inkspell/contracts';
import { Button, TextField, toast } from '@inkspell/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MailCheck } from 'lucide-react';
import { forgotPasswordFailedToast, magicEmailSentToast } from '../api/account-toasts';
import { useForgotPassword } from '../api/password-recovery';
import { AuthCard } from '../components/AuthCard';
import { ButtonLink } from '../components/ButtonLink';
import styles from '../components/FormActions.module.css';
import { useForm } from '../forms/use-form';

const registerFooter = (
  <p>
    No account yet? <Link to="/register">Create one for free</Link>
  </p>
);

/** /forgot-password: ask for a reset link, then say it was sent (spec 02 §2, §4, §8). */
export function ForgotPasswordPage() {
  const form = useForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string>();
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    forgot.mutate(input.email, {
      onSuccess: () => {
        toast(magicEmailSentToast);
        setSentTo(input.email);
      },
      onError: (error) => toast(forgotPasswordFailedToast(error)),
    });
  };

  if (sentTo) {
    return (
      <AuthCard
        focusTitle
        icon={MailCheck}
        title="Check Your Inbox"
        subtitle={`We sent a magic reset link to ${sentTo}. It works once and only for a short while.`}
        footer={registerFooter}
      >
        <div className={styles.row}>
          <Button variant="outline" onClick={() => setSentTo(undefined)}>
            Send Another Email
          </Button>
          <ButtonLink to="/login">Back to Login</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={Mail}
      title="Forgot Password?"
      subtitle="Enter the email of your account and we'll send you a magic link to choose a new password."
      footer={
        <>
          <p>
            Remembered it? <Link to="/login">Back to Login</Link>
          </p>
          {registerFooter}
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
        <Button type="submit" size="lg" block loading={forgot.isPending} className={styles.submit}>
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
