import { twoFactorSetupSchema, type TwoFactorSetup } from '@inkspell/contracts';
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
    mutationFn: (): Promise<TwoFactorSetup> => api.post('/api/auth/2fa/generate', undefined, { schema: twoFactorSetupSchema }),
  });
}

/** POST /api/auth/2fa/enable {code}: confirms the pending secret with a code from the app. */
export function useEnableTwoFactor() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (code: string): Promise<void> => {
      await api.post('/api/auth/2fa/enable', { code });
    },
    onSuccess: refreshUser,
  });
}

/** POST /api/auth/2fa/disable with no body: the signed-in security page's switch-off. */
export function useDisableTwoFactor() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await api.post('/api/auth/2fa/disable');
    },
    onSuccess: refreshUser,
  });
}

/** POST /api/auth/2fa/disable {token, password, twoFactorCode}: the e-mailed link's form. */
export function useDisableTwoFactorWithToken() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (input: { token: string; password: string; twoFactorCode: string }): Promise<void> => {
      await api.post('/api/auth/2fa/disable', input);
    },
    onSuccess: refreshUser,
  });
}

/** POST /api/user/request-2fa-disable: mails a /disable-2fa?token= link. Answers a message to show. */
export function useRequestTwoFactorDisable() {
  return useMutation({
    mutationFn: async (): Promise<string | undefined> => {
      const answer = await api.post<{ message?: unknown } | undefined>('/api/user/request-2fa-disable');
      return typeof answer?.message === 'string' ? answer.message : undefined;
    },
  });
}
