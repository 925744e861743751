import { Button, Dialog, DialogClose, DialogContent, DialogTrigger, toast } from '@inkspell/ui';
import { useState } from 'react';
import { failedToDisableToast, twoFactorDisabledToast } from '../../api/account-toasts';
import { useDisableTwoFactor } from '../../api/two-factor';

/** "Disable 2FA" asks first (spec 02 §2), then switches it off for the signed-in user. */
export function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  const confirm = () =>
    disable.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast(twoFactorDisabledToast);
      },
      onError: (error) => toast(failedToDisableToast(error)),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Disable 2FA</Button>
      </DialogTrigger>
      <DialogContent
        title="Turn off two-factor authentication?"
        description="Your account will be protected by your password alone. You can turn 2FA back on at any time."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Keep It On</Button>
            </DialogClose>
            <Button variant="destructive" loading={disable.isPending} onClick={confirm}>
              Yes, Disable 2FA
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
