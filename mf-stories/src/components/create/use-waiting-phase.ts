import { useEffect, useState } from 'react';
import { msUntilNextPhase, waitingPhaseAt, type WaitingPhase } from './waiting-phases';

/** The waiting animation's current phase, re-rendering only at the phase changes of the 10 s loop. */
export function useWaitingPhase(): WaitingPhase {
  const [phase, setPhase] = useState<WaitingPhase>('initial');
  useEffect(() => {
    const startedAt = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const elapsed = performance.now() - startedAt;
      setPhase(waitingPhaseAt(elapsed));
      // A millisecond past the change, so rounding never lands just before it.
      timer = setTimeout(schedule, msUntilNextPhase(elapsed) + 1);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return phase;
}
