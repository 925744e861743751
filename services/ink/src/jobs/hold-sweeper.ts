import type { Logger } from '@inkspell/service-kit';
import type { Ledger } from '../domain/ports';
import { expireHolds } from '../domain/holds';

export interface HoldSweeper {
  stop(): Promise<void>;
}

/**
 * Releases expired holds every `periodSeconds`. Passes never overlap, and several instances may sweep at
 * once (each skips the holds another has locked). Stopping waits for a running pass to finish.
 */
export function startHoldSweeper(options: { ledger: Ledger; periodSeconds: number; logger: Logger }): HoldSweeper {
  const log = options.logger.child({ job: 'hold-sweeper' });
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const released = await expireHolds(options.ledger);
      if (released > 0) log.info({ released }, 'released expired holds');
    } catch (err) {
      log.error({ err }, 'hold sweep failed; next pass will retry');
    }
  };
  const timer = setInterval(() => {
    // A pass still running when the next is due: that one is skipped, not queued.
    running ??= sweep().finally(() => {
      running = null;
    });
  }, options.periodSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
