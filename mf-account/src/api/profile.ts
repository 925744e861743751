import { accountsApiPaths } from '@inkspell/contracts/values';
import { accountsAnswerSchemas, type PublicUser } from '@inkspell/contracts';
import { api, currentUserQueryKey } from '@inkspell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface ProfileChanges {
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Only when the e-mail changes (ADR 0025). */
  currentPassword?: string;
}

/** PATCH /api/user/profile. The page reloads afterwards (spec 02 §2), so no cache work here. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (changes: ProfileChanges): Promise<PublicUser> =>
      api.patch(accountsApiPaths.profile, changes, { schema: accountsAnswerSchemas.profile }),
  });
}

/** POST /api/user/change-password. Other devices are signed out by the server; this one stays in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }): Promise<void> => {
      await api.post(accountsApiPaths.changePassword, input, { schema: accountsAnswerSchemas.changePassword });
    },
  });
}

/** POST /api/auth/confirm-email {token}: the link mailed to a new address makes it the account's (ADR 0025). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<{ email: string }> =>
      api.post(accountsApiPaths.confirmEmail, { token }, { schema: accountsAnswerSchemas.confirmEmail }),
    // A signed-in header shows the address, so it reads the user again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
