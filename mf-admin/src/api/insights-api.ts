import { adminApiPaths, insightsSchema, type Insights } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useQuery } from '@tanstack/react-query';

export const insightsQueryKey = [adminApiPaths.insights] as const;

/** GET /api/admin/insights: fetched once the Insights tab is opened, again each time the console opens. */
export function useInsights() {
  return useQuery({
    queryKey: insightsQueryKey,
    queryFn: ({ signal }): Promise<Insights> => api.get(adminApiPaths.insights, { schema: insightsSchema, signal }),
    refetchOnMount: 'always',
  });
}
