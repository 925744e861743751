import { accountsApiPaths } from '@inkspell/contracts/values';
import { accountsAnswerSchemas, type DisableTwoFactorInput, type TwoFactorSetup } from '@inkspell/contracts';
import { api, currentUserQueryKey } from '@inkspell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** 2FA changes the current user's twoFactorEnabled, so the header and pages read it again. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** POST /api/auth/2fa/generate: a pending secret, its QR code and the backup codes to show once. */
export function useGenerateTwoFactor() {
  return useMutation({
    mutationFn: (): Promise<TwoFactorSetup> =>
      api.post(accountsApiPaths.twoFactorGenerate, undefined, { schema: accountsAnswerSchemas.twoFactorGenerate }),
  });
}

/** POST /api/auth/2fa/enable {code}: confirms the pending secret with a code from the app. */
export function useEnableTwoFactor() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (code: string): Promise<void> => {
      await api.post(accountsApiPaths.twoFactorEnable, { code }, { schema: accountsAnswerSchemas.twoFactorEnable });
    },
    onSuccess: refreshUser,
  });
}

/** POST /api/auth/2fa/disable {password} or {twoFactorCode}: the signed-in security page's switch-off (ADR 0025). */
export function useDisableTwoFactor() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (proof: DisableTwoFactorInput): Promise<void> => {
      await api.post(accountsApiPaths.twoFactorDisable, proof, { schema: accountsAnswerSchemas.twoFactorDisable });
    },
    onSuccess: refreshUser,
  });
}

/**
 * POST /api/auth/2fa/disable {token, password, twoFactorCode}: the e-mailed link's form.
 * twoFactorCode is the authenticator's 6 digits or one of the backup codes.
 */
export function useDisableTwoFactorWithToken() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (input: { token: string; password: string; twoFactorCode: string }): Promise<void> => {
      await api.post(accountsApiPaths.twoFactorDisable, input, { schema: accountsAnswerSchemas.twoFactorDisable });
    },
    onSuccess: refreshUser,
  });
}

/** POST /api/user/request-2fa-disable: mails a /disable-2fa?token= link. Answers the server's sentence to show. */
export function useRequestTwoFactorDisable() {
  return useMutation({
    mutationFn: async (): Promise<string | undefined> => {
      const answer = await api.post(accountsApiPaths.requestTwoFactorDisable, undefined, {
        schema: accountsAnswerSchemas.requestTwoFactorDisable,
      });
      return answer.message;
    },
  });
}
