import { accountsApiPaths } from '@inkspell/contracts/values';
import { accountsAnswerSchemas } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/forgot-password: mails a reset link (spec 02 §7). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string): Promise<void> => {
      await api.post(accountsApiPaths.forgotPassword, { email }, { schema: accountsAnswerSchemas.forgotPassword });
    },
  });
}

/** POST /api/auth/reset-password with the e-mailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; newPassword: string }): Promise<void> => {
      await api.post(accountsApiPaths.resetPassword, input, { schema: accountsAnswerSchemas.resetPassword });
    },
  });
}
