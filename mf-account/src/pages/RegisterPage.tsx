import { inkGrants } from '@inkspell/contracts/values';
import { registerFormSchema } from '@inkspell/contracts';
import { Button, PasswordField, TextField, toast } from '@inkspell/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Sparkles } from 'lucide-react';
import { registrationFailedToast } from '../api/account-toasts';
import { useCompleteSignIn } from '../api/complete-sign-in';
import { useReferralCode } from '../api/referral-code';
import { useRegister } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/FormActions.module.css';
import { ReferralNote } from '../components/register/ReferralNote';
import { serverFieldErrors, useForm } from '../forms/use-form';

const emptyForm = { username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

/** /register: Join Inkspell (spec 01 §2 Register, §5 Registration, §8). */
export function RegisterPage() {
  const referralCode = useReferralCode();
  // Empty optional names are left out rather than sent as "".
  const form = useForm(registerFormSchema, emptyForm, (values) => ({
    ...values,
    firstName: values.firstName.trim() || undefined,
    lastName: values.lastName.trim() || undefined,
    referralCode,
  }));
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    const { confirmPassword: _neverSent, ...payload } = input;
    register.mutate(payload, {
      onSuccess: completeSignIn,
      onError: (error) => {
        form.setServerErrors(serverFieldErrors(error));
        toast(registrationFailedToast(error));
      },
    });
  };

  return (
    <AuthCard
      icon={Sparkles}
      wide
      title="Join Inkspell"
      subtitle={`Create your free account and get ${inkGrants.welcome} ink to start making stories.`}
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {referralCode && <ReferralNote />}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Username"
          hint="At least 6 characters: letters, numbers, dots, dashes or underscores."
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('username')}
        />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          hint="At least 8 characters, with a capital letter and a special character."
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm Password"
          toggleName="confirm password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <div className={styles.pair}>
          <TextField label="First Name (optional)" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last Name (optional)" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <Button type="submit" size="lg" block loading={register.isPending} className={styles.submit}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
