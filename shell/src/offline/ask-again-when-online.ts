import { currentUserQueryKey } from '@inkspell/ui';
import type { QueryClient } from '@tanstack/react-query';

/**
 * When the device gets its connection back, who is signed in and every answer that failed offline are asked
 * for again (the app's queries never refetch on reconnect by themselves: spec 01 §9's defaults).
 */
export function askAgainWhenOnline(queryClient: QueryClient): void {
  window.addEventListener('online', () => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
  });
}
