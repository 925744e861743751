import { accountsApiPaths } from '@inkspell/contracts/values';
import { accountsAnswerSchemas, type PublicUser } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';

export interface ProfileChanges {
  firstName: string | null;
  lastName: string | null;
  email: string;
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
