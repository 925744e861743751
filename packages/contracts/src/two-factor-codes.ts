/**
 * The two kinds of second-factor code (spec 02 §5, §9): the authenticator's 6 digits and the
 * single-use backup codes shown once at setup. The server mints and checks them; the pages use
 * the same patterns to tell which one was typed and to enable their buttons.
 */

/** An authenticator (TOTP) code: exactly six digits. */
export const sixDigitCodePattern = /^\d{6}$/;

/**
 * The backup codes' letters: no 0/O or 1/I/L, so a code read off paper is typed right.
 * backupCodePattern's character class below is this list; a contracts test keeps them equal.
 */
export const backupCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Three groups of four, printed with dashes: "k7mq-x2rt-9vab". */
export const backupCodeShape = { groups: 3, groupLength: 4, separator: '-' } as const;

/** Characters of a printed code ("k7mq-x2rt-9vab"): what a backup-code input lets through. */
export const backupCodePrintedLength = backupCodeShape.groups * backupCodeShape.groupLength + backupCodeShape.groups - 1;

/**
 * A backup code as a person types it: any case, groups joined by a dash, a space or nothing
 * ("K7MQ X2RT 9VAB" and "k7mqx2rt9vab" are the same code as "k7mq-x2rt-9vab").
 */
export const backupCodePattern = /^[a-hjkmnp-z2-9]{4}[-\s]?[a-hjkmnp-z2-9]{4}[-\s]?[a-hjkmnp-z2-9]{4}$/i;

/** The form a backup code is hashed and compared in: lower case, no spaces or dashes. */
export function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
