import { parentPinHeader } from '@inkspell/contracts/values';
import type { PublicUser } from '@inkspell/contracts';

/**
 * The one question "parent PIN, please" (ADR 0019). A page asks with askParentPin(); the ParentPinPrompt that
 * AppProviders mounts shows the dialog and answers. Module state, like the toast store: @inkspell/ui is a
 * shared singleton, so a remote's question reaches the shell's prompt.
 */
export interface PinQuestion {
  id: number;
  /** What the PIN is for, shown in the dialog ("Create this story"). */
  action: string;
}

type Listener = () => void;

export function createParentPinStore() {
  let current: (PinQuestion & { answer: (pin: string | null) => void }) | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    /** Opens the dialog; resolves with the typed PIN, or null when the grown-up cancelled. A new question cancels an open one. */
    ask(action: string): Promise<string | null> {
      current?.answer(null);
      return new Promise((resolve) => {
        const id = nextId++;
        current = {
          id,
          action,
          answer: (pin) => {
            if (current?.id === id) current = null;
            resolve(pin);
            notify();
          },
        };
        notify();
      });
    },
    answer(pin: string | null) {
      current?.answer(pin);
    },
    getSnapshot: (): PinQuestion | null => (current ? { id: current.id, action: current.action } : null),
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const parentPinStore = createParentPinStore();

// getSnapshot must return the same object while nothing changed (useSyncExternalStore compares them).
let lastSnapshot: PinQuestion | null = null;
export function parentPinSnapshot(): PinQuestion | null {
  const next = parentPinStore.getSnapshot();
  if (next?.id !== lastSnapshot?.id) lastSnapshot = next;
  return lastSnapshot;
}

export const askParentPin = (action: string) => parentPinStore.ask(action);

/**
 * The headers a gated request (create, continue, buy, delete, review) needs: none when the account has no PIN,
 * the PIN when the grown-up typed it, null when they cancelled (then nothing is sent).
 */
export async function parentPinHeaders(
  user: Pick<PublicUser, 'parentPinSet'> | null,
  action: string,
): Promise<Record<string, string> | null> {
  if (!user?.parentPinSet) return {};
  const pin = await askParentPin(action);
  return pin === null ? null : { [parentPinHeader]: pin };
}
