import { backupCodePattern, sixDigitCodePattern } from '@inkspell/contracts';

/** Which second factor a form is asking for: the authenticator app's code or a saved backup code. */
export type SecondFactorMode = 'authenticator' | 'backup';

/** True when the typed value is a whole code of the kind asked for (the submit button waits for this). */
export function isCompleteCode(mode: SecondFactorMode, value: string): boolean {
  return mode === 'authenticator' ? sixDigitCodePattern.test(value) : backupCodePattern.test(value.trim());
}
