import { accountMessages, profileUpdateSchema } from '@inkspell/contracts';

/** Whether the typed address is another than the account's (the server compares the same way, ignoring case). */
export function changesEmail(currentEmail: string | null, typed: string): boolean {
  return (currentEmail ?? '').trim().toLowerCase() !== typed.trim().toLowerCase();
}

/**
 * The profile form's rules: the contract's, plus the current password when the e-mail changes (ADR 0025), so the
 * form says so before the server has to.
 */
export function profileFormSchema(currentEmail: string | null) {
  return profileUpdateSchema.superRefine((input, ctx) => {
    if (changesEmail(currentEmail, input.email) && !input.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: accountMessages.currentPasswordForEmail });
    }
  });
}
