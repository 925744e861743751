import { Button, toast, type ButtonProps } from '@inkspell/ui';
import { disableRequestSentToast, requestFailedToast } from '../../api/account-toasts';
import { useRequestTwoFactorDisable } from '../../api/two-factor';

/** Asks the server to mail a /disable-2fa link: the way out for someone who lost their authenticator. */
export function RequestDisableEmailButton({ variant = 'outline', size }: Pick<ButtonProps, 'variant' | 'size'>) {
  const request = useRequestTwoFactorDisable();
  return (
    <Button
      variant={variant}
      size={size}
      loading={request.isPending}
      onClick={() =>
        request.mutate(undefined, {
          onSuccess: (message) => toast(disableRequestSentToast(message)),
          onError: (error) => toast(requestFailedToast(error)),
        })
      }
    >
      Email Me a Disable Link
    </Button>
  );
}
