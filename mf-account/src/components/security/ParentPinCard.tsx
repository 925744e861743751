import { parentGateMessages, parentReviewPagePath } from '@inkspell/contracts/values';
import { parentPinSchema, type PublicUser } from '@inkspell/contracts';
import { Button, Card, isApiError, parentPinHeaders, PasswordField, TextField, toast } from '@inkspell/ui';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRemoveParentPin, useReviewSwitch, useSetParentPin } from '../../api/parent-gate';
import styles from './SecurityCards.module.css';

const failed = (error: unknown) =>
  toast({ title: isApiError(error) ? error.message : 'Something went wrong. Please try again.', variant: 'destructive' });

/**
 * The Parent PIN section of /security (issue #15, ADR 0019): set, change or remove a 4-digit PIN with the
 * account password, and the "review before the child hears" switch, which itself asks for the PIN.
 */
export function ParentPinCard({ user }: { user: PublicUser }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const setCall = useSetParentPin();
  const removeCall = useRemoveParentPin();
  const switchCall = useReviewSwitch();

  const done = (message: string) => {
    toast({ title: message });
    setCurrentPassword('');
    setPin('');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = parentPinSchema.safeParse(pin);
    if (!checked.success) {
      setPinError(parentGateMessages.pinFormat);
      return;
    }
    setCall.mutate({ currentPassword, pin: checked.data }, { onSuccess: (answer) => done(answer.message), onError: failed });
  };

  const remove = () => removeCall.mutate({ currentPassword }, { onSuccess: (answer) => done(answer.message), onError: failed });

  const toggleReview = async (reviewStories: boolean) => {
    const headers = await parentPinHeaders(user, reviewStories ? 'Turn on the review' : 'Turn off the review');
    if (!headers) return;
    switchCall.mutate({ reviewStories, headers }, { onSuccess: (answer) => toast({ title: answer.message }), onError: failed });
  };

  return (
    <Card as="section" aria-labelledby="parent-pin-title" data-testid="parent-pin-card">
      <h2 className={styles.title} id="parent-pin-title">
        <ShieldCheck className={styles.titleIcon} size={22} aria-hidden="true" focusable="false" />
        Parent PIN
      </h2>
      <p className={styles.lead}>
        {user.parentPinSet
          ? 'A parent PIN is set: creating, continuing, buying ink and deleting stories ask for it.'
          : 'Set a 4-digit PIN so that spending ink and deleting stories need a grown-up.'}
      </p>
      <form onSubmit={save} noValidate>
        <PasswordField
          label="Your account password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          data-testid="parent-pin-password"
        />
        <TextField
          label={user.parentPinSet ? 'New parent PIN' : 'Parent PIN'}
          hint="4 digits"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          error={pinError}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, 4));
            setPinError(undefined);
          }}
          data-testid="parent-pin-new"
        />
        <div className={styles.actions}>
          <Button type="submit" loading={setCall.isPending} data-testid="parent-pin-save">
            {user.parentPinSet ? 'Change PIN' : 'Set PIN'}
          </Button>
          {user.parentPinSet && (
            <Button variant="outline" onClick={remove} loading={removeCall.isPending} data-testid="parent-pin-remove">
              Remove PIN
            </Button>
          )}
        </div>
      </form>
      <label className={styles.hint} style={{ display: 'flex', gap: 'var(--ink-space-2)', marginTop: 'var(--ink-space-4)' }}>
        <input
          type="checkbox"
          checked={user.reviewStories}
          disabled={!user.parentPinSet || switchCall.isPending}
          onChange={(event) => void toggleReview(event.target.checked)}
          data-testid="parent-review-switch"
        />
        <span>Review before the child hears: new stories wait until a parent approves them.</span>
      </label>
      {user.parentPinSet && (
        <p className={styles.hint}>
          <Link to={parentReviewPagePath}>Open the parent review</Link>
        </p>
      )}
    </Card>
  );
}
