import { Button, Dialog, DialogClose, DialogContent, TextArea, toast } from '@inkspell/ui';
import { useState, type FormEvent } from 'react';
import { useDisableUser } from '../../api/admin-api';
import type { AdminUser } from '../../api/admin-answers';
import { disableFailedToast, disableReason, userDisabledToast } from '../../api/user-rules';

/** The reason dialog of Disable Account: a reason is required and must not be only spaces (spec 02 §5). */
export function DisableUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && <DisableUserContent key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function DisableUserContent({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const disable = useDisableUser();
  const reason = disableReason(text);
  const formId = `disable-${user.id}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!reason) return;
    disable.mutate(
      { userId: user.id, reason },
      {
        onSuccess: (updated) => {
          toast(userDisabledToast(updated));
          onClose();
        },
        onError: (error) => toast(disableFailedToast(error)),
      },
    );
  };

  return (
    <DialogContent
      title={`Disable ${user.username}?`}
      description="They are logged out everywhere at once and cannot log in until the account is enabled again. The reason is shown to them when they try."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="destructive" loading={disable.isPending}>
            Disable Account
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextArea
          label="Reason"
          required
          maxLength={500}
          value={text}
          placeholder="Why is this account being disabled?"
          error={tried && !reason ? 'A reason is required' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </DialogContent>
  );
}
