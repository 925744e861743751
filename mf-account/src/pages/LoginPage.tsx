import { accountMessages, loginSchema } from '@inkspell/contracts';
import { Button, PasswordField, TextField, toast } from '@inkspell/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { loginFailedToast } from '../api/account-toasts';
import { useCompleteSignIn } from '../api/complete-sign-in';
import { useLogin } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/FormActions.module.css';
import { SecondFactorField } from '../components/login/SecondFactorField';
import { isCompleteCode, type SecondFactorMode } from '../components/two-factor/second-factor';
import { useForm } from '../forms/use-form';

/** /login: Welcome Back (spec 01 §2, §4 Login with 2FA, §5 Login). */
export function LoginPage() {
  const form = useForm(loginSchema, { username: '', password: '' });
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const [codeMode, setCodeMode] = useState<SecondFactorMode>('authenticator');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();

  const secondFactorProblem = (): string | undefined => {
    if (!needsSecondFactor || isCompleteCode(codeMode, code)) return undefined;
    return codeMode === 'authenticator' ? accountMessages.twoFactorRequired : accountMessages.invalidBackupCode;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.validate();
    const problem = secondFactorProblem();
    setCodeError(problem);
    if (!credentials || problem) return;
    const { username, password } = credentials;
    login.mutate(
      { username, password, twoFactorCode: needsSecondFactor ? code.trim() : undefined },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'signed-in') completeSignIn(outcome.user);
          else setNeedsSecondFactor(true);
        },
        onError: (error) => {
          toast(loginFailedToast(error));
          // A refused code is spent or wrong: clear it so the next attempt starts clean.
          if (needsSecondFactor) setCode('');
        },
      },
    );
  };

  return (
    <AuthCard
      icon={KeyRound}
      title="Welcome Back"
      subtitle="Log in to keep creating magical stories."
      footer={
        <p>
          New to Inkspell? <Link to="/register">Create an account</Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <p className={styles.aside}>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        {needsSecondFactor && (
          <SecondFactorField
            mode={codeMode}
            onModeChange={setCodeMode}
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            error={codeError}
          />
        )}
        <Button type="submit" size="lg" block loading={login.isPending} className={styles.submit}>
          Log In
        </Button>
      </form>
    </AuthCard>
  );
}
