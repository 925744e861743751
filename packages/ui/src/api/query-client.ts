import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Default query function: the first key part is the path, e.g. useQuery({ queryKey: ['/api/stories'] }).
 * A 401 is an error here, as the spec says; useCurrentUser is the one query that maps it to null.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key part must be an API path');
  return api.get(path, { signal });
};

/**
 * The app's QueryClient with the spec's defaults (01 §9): no retries, no refetch on focus or reconnect, never stale.
 * Offline, a request fails at once and says it needs a connection (networkMode 'always'): React Query's default
 * would pause it until the device is back online, leaving a spinner that never ends (issue #27).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
