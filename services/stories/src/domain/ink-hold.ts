import type { StoriesPorts } from './ports';

/**
 * The story could not be made after its ink was held: tells the ink service to give it back
 * (inkspell.story.generation-failed through the outbox). If even that cannot be written, the hold
 * expires and the ink service releases it on its own, so the ink is never lost.
 */
export async function giveInkBack(
  ports: Pick<StoriesPorts, 'transaction'>,
  hold: { userId: string; holdId: string },
  reason: string,
): Promise<void> {
  await ports.transaction((tx) =>
    tx.recordEvent('inkspell.story.generation-failed', { userId: hold.userId, holdId: hold.holdId, reason: reason.slice(0, 300) }),
  );
}

/** Why a story failed, in a few words for the ink history and the logs. */
export function failureReason(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : 'unknown failure';
}
