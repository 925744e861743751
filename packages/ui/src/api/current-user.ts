import { accountsApiPaths } from '@inkspell/contracts/values';
import type { PublicUser } from '@inkspell/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from './api-client';
import { isApiError } from './api-error';
import { contractSchema } from './contract-schemas';

/** The current-user query key; refetch or set it after login, logout, generation, purchase. */
export const currentUserQueryKey = [accountsApiPaths.currentUser] as const;

/** The current user is fresh for 30 s (spec 01 §4). */
export const currentUserStaleTimeMs = 30_000;

/**
 * The answer as the contract has it: `inkCount: null` when the ink service did not answer the accounts service
 * in time. It stays null, never 0: the frame says the balance is unknown and the create and continue buttons
 * stay on (the server's 402 says when ink really is short), instead of telling a family with ink it has none.
 */
const currentUserAnswer = contractSchema(({ accountsAnswerSchemas }) => accountsAnswerSchemas.currentUser);

/** GET /api/auth/user: the user, or null when not logged in (401). Other failures throw. */
export async function fetchCurrentUser(client: ApiClient = api, signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await client.get(accountsApiPaths.currentUser, { signal, schema: currentUserAnswer });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export interface CurrentUserState {
  /** null when logged out, and also when the user could not be loaded (shown as logged out). */
  user: PublicUser | null;
  isLoading: boolean;
  isAdmin: boolean;
  /** True when the call failed for another reason than 401 (service down, network). */
  isError: boolean;
  error: Error | null;
}

/** Who is logged in. A 401 is not an error; a failure of any other kind shows as logged out. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(api, signal),
    staleTime: currentUserStaleTimeMs,
    retry: false,
    // A failed answer is not asked for again by every component that mounts: the frame shows its loading screen
    // while the question is open, so each new ask would unmount the page and mount it again, endlessly (offline,
    // issue #27). It is asked again on login, logout and when the connection comes back.
    retryOnMount: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAdmin: user?.role === 'admin', isError: query.isError, error: query.error };
}
