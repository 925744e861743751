import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link2Off, MailCheck } from 'lucide-react';
import { accountMessages } from '@inkspell/contracts';
import { Spinner } from '@inkspell/ui';
import { messageOf } from '../api/account-toasts';
import { useConfirmEmail } from '../api/profile';
import { AuthCard } from '../components/AuthCard';
import { ButtonLink } from '../components/ButtonLink';
import styles from '../components/FormActions.module.css';

/**
 * /confirm-email?token=: opened from the mail sent to a new address, it makes that address the account's
 * (ADR 0025). Signed in or not: the token is the proof. Confirmed once on opening; a spent, expired or missing
 * token says why and leads back to the profile.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // Once per page: a second call (React's strict double effect) would find the token already spent.
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || confirm.isError) {
    return (
      <AuthCard
        focusTitle
        icon={Link2Off}
        title="Invalid Link"
        subtitle={confirm.isError ? (messageOf(confirm.error) ?? accountMessages.emailLinkInvalid) : accountMessages.emailLinkInvalid}
      >
        <ButtonLink to="/profile" size="lg" block>
          Back to Profile
        </ButtonLink>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard focusTitle icon={MailCheck} title="Email Confirmed" subtitle={`Your account now uses ${confirm.data.email}.`}>
        <div className={styles.form}>
          <ButtonLink to="/profile" size="lg" block>
            Go to Profile
          </ButtonLink>
          <ButtonLink to="/" variant="ghost" size="lg" block>
            Back to Home
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={MailCheck} title="Confirming Your Email" subtitle="One moment while we check your link.">
      <Spinner label="Confirming your e-mail address" />
    </AuthCard>
  );
}
