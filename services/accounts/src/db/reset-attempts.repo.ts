import type { Executor } from '@inkspell/service-kit';
import type { ResetAttemptsRepo } from '../domain/ports';
import { passwordResetAttempts } from './schema';

/** The password_reset_attempts table: every forgot-password request, kept for abuse review. */
export function createResetAttemptsRepo(db: Executor): ResetAttemptsRepo {
  return {
    async record(attempt) {
      await db.insert(passwordResetAttempts).values(attempt);
    },
  };
}
