import { z } from './zod';

const userId = z.uuid();

/**
 * Core NATS notices (ADR 0036): fire and forget, no reply, not in the event stream, heard by every instance
 * of a listening service. A lost notice must only ever make something a little late, never wrong.
 */
export const notices = {
  /** A movement of the user's wallet committed (or is committing): whoever keeps their balance reads it again. */
  'ink.balance.changed': z.object({ userId }),
} as const;

export type NoticeSubject = keyof typeof notices;
export type NoticeData<S extends NoticeSubject> = z.infer<(typeof notices)[S]>;
