import type { ErrorCode } from '@inkspell/contracts';

/**
 * Whether a failed call carries one of these codes (contracts' errorCodes, read off ApiError.code).
 * Pages decide by code, never by searching the message: messages are for people and may be
 * reworded; codes are the contract. Read structurally, so any Error with a code counts.
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (codes as string[]).includes(code);
}
