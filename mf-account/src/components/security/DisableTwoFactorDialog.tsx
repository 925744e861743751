import { disableTwoFactorSchema } from '@inkspell/contracts';
import { Button, Dialog, DialogClose, DialogContent, PasswordField, toast } from '@inkspell/ui';
import { useState } from 'react';
import { failedToDisableToast, twoFactorDisabledToast } from '../../api/account-toasts';
import { useDisableTwoFactor } from '../../api/two-factor';
import formStyles from '../FormActions.module.css';
import { VerificationCodeField } from '../VerificationCodeField';

/**
 * "Disable 2FA" asks first (spec 02 §2), then switches it off for the signed-in user, who proves it is them with
 * the current password or a current code from the authenticator app (ADR 0025): a session alone is not enough.
 */
export function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTwoFactor();
  const proof = { password: password || undefined, twoFactorCode: code || undefined };
  const ready = disableTwoFactorSchema.safeParse(proof).success;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // What was typed is never kept for the next time the dialog opens.
    if (!next) {
      setPassword('');
      setCode('');
    }
  };

  const confirm = () =>
    disable.mutate(proof, {
      onSuccess: () => {
        onOpenChange(false);
        toast(twoFactorDisabledToast);
      },
      onError: (error) => {
        setCode('');
        toast(failedToDisableToast(error));
      },
    });

  return (
    <>
      {/* Outside the dialog: a closed controlled Dialog renders nothing until it opens, a trigger inside it too. */}
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Disable 2FA
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title="Turn off two-factor authentication?"
          description="Your account will be protected by your password alone. You can turn 2FA back on at any time. To confirm it is you, enter your current password or a code from your authenticator app."
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">Keep It On</Button>
              </DialogClose>
              <Button variant="destructive" loading={disable.isPending} disabled={!ready} onClick={confirm}>
                Yes, Disable 2FA
              </Button>
            </>
          }
        >
          <form
            className={formStyles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) confirm();
            }}
          >
            <PasswordField
              label="Current Password"
              toggleName="current password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <VerificationCodeField label="Or a code from your authenticator app" value={code} onChange={setCode} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
