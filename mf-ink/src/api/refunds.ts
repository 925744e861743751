import { storiesApiPaths } from '@inkspell/contracts/values';
import { adminApiPaths, refundRequestListSchema, refundRequestSchema, storyListSchema, type RefundRequest } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundRequestInput } from '../components/refund/refund-form';

/** The user's own refund requests (GET /api/refund-requests). */
export const myRefundRequestsQueryKey = [adminApiPaths.refundRequests] as const;

/** The user's stories for the refund form's picker (GET /api/stories). */
export const myStoriesQueryKey = [storiesApiPaths.list] as const;

/** How often an open page asks again while one of the user's requests waits for a decision. */
export const pendingRefundPollMs = 20_000;

/**
 * The user's requests, newest first. An administrator decides them elsewhere, so the list is
 * fetched again every time the page opens, and now and then while one of them is still pending.
 */
export function useMyRefundRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myRefundRequestsQueryKey,
    queryFn: ({ signal }): Promise<RefundRequest[]> => api.get(adminApiPaths.refundRequests, { schema: refundRequestListSchema, signal }),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some((request) => request.status === 'pending') ? pendingRefundPollMs : false),
    enabled,
  });
}

/** The user's stories as id, title and ink cost: all the picker needs. */
export function useMyStoriesForRefund({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myStoriesQueryKey,
    queryFn: ({ signal }) => api.get(storiesApiPaths.list, { schema: storyListSchema, signal }),
    select: (stories) => stories.map(({ id, title, inkCost }) => ({ id, title, inkCost })),
    enabled,
  });
}

/** POST /api/refund-requests; on success the list is fetched again. */
export function useSubmitRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundRequestInput): Promise<RefundRequest> =>
      api.post(adminApiPaths.refundRequests, input, { schema: refundRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRefundRequestsQueryKey }),
  });
}
