import { accountsApiPaths } from '@inkspell/contracts/values';
import { accountsAnswerSchemas, publicUserSchema, type LoginInput, type PublicUser, type RegisterInput } from '@inkspell/contracts';
import { api, trackEvent } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';
import { readPreviewSessionId } from './preview-session';

/** A login either signs in or asks for the second factor first (spec 01 §4 Login with 2FA). */
export type LoginOutcome = { status: 'needs-second-factor' } | { status: 'signed-in'; user: PublicUser };

/** POST /api/auth/login, carrying the stored preview session id when there is one. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: Omit<LoginInput, 'previewSessionId'>): Promise<LoginOutcome> => {
      const answer = await api.post(
        accountsApiPaths.login,
        { ...input, previewSessionId: readPreviewSessionId() },
        { schema: accountsAnswerSchemas.login },
      );
      if (answer.requires2FA === true) return { status: 'needs-second-factor' };
      return { status: 'signed-in', user: publicUserSchema.parse(answer) };
    },
    // Spec 01 §7: an analytics event on login (which way in; nothing about who).
    onSuccess: (outcome, input) => {
      if (outcome.status === 'signed-in') trackEvent('login', { via: input.twoFactorCode ? 'two_factor' : 'password' });
    },
  });
}

/** POST /api/auth/register (confirmPassword never travels), carrying the preview session id too. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: Omit<RegisterInput, 'previewSessionId'>): Promise<PublicUser> =>
      api.post(
        accountsApiPaths.register,
        { ...input, previewSessionId: readPreviewSessionId() },
        { schema: accountsAnswerSchemas.register },
      ),
    // Spec 01 §7: an analytics event on registration (through a friend's link or not).
    onSuccess: (_user, input) => trackEvent('registration', { via: input.referralCode ? 'referral' : 'direct' }),
  });
}
