import type { Logger } from '@inkspell/service-kit';
import { narrateNext } from '../domain/narrate-story';
import type { NarrationQueue, StoriesPorts } from '../domain/ports';

export interface NarrationWorker extends NarrationQueue {
  /** Resolves once the queue has nothing ready and no narration is running (tests, the bench). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Works through the narration_jobs queue one narration at a time (synthesis takes a core). It runs at start,
 * so narrations a crash interrupted resume; when a story queues one (kick); and every `pollSeconds`, for retries
 * whose wait is over and for jobs a dead instance left behind.
 */
export function startNarrationWorker(options: {
  ports: () => Pick<StoriesPorts, 'repos' | 'transaction' | 'engines' | 'assets' | 'now' | 'settings'>;
  pollSeconds: number;
  logger: Logger;
}): NarrationWorker {
  const log = options.logger.child({ job: 'narration' });
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await narrateNext(options.ports()))) {
          // one narration per turn of the loop
        }
      } catch (err) {
        log.error({ err }, 'narration queue pass failed; the next pass retries');
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      // A pass is running: it looks once more before it ends.
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(kick, options.pollSeconds * 1000);
  timer.unref();
  kick();

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
