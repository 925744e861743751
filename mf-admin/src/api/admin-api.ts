import {
  adminApiPaths,
  adminDisableSchema,
  adminRefundRequestListSchema,
  adminStatsSchema,
  adminUserSchema,
  refundRequestSchema,
  refundReviewSchema,
  type AdminRefundRequest,
  type AdminStats,
  type RefundRequest,
} from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStoryListSchema, adminUserListSchema, type AdminStory, type AdminUser } from './admin-answers';
import type { ReviewDecision } from './refund-rules';

export const adminRefundRequestsQueryKey = [adminApiPaths.adminRefundRequests] as const;
export const adminStatsQueryKey = [adminApiPaths.stats] as const;
export const adminStoriesQueryKey = [adminApiPaths.stories] as const;
export const adminUsersQueryKey = [adminApiPaths.users] as const;
/** The users' own list (mf-ink's key): a review changes it, so it is marked out of date too. */
const ownRefundRequestsQueryKey = [adminApiPaths.refundRequests] as const;

/** Other people change what the console shows, so every list is fetched again when the console opens. */
const freshOnOpen = { refetchOnMount: 'always' } as const;

export function useAdminRefundRequests() {
  return useQuery({
    queryKey: adminRefundRequestsQueryKey,
    queryFn: ({ signal }): Promise<AdminRefundRequest[]> =>
      api.get(adminApiPaths.adminRefundRequests, { schema: adminRefundRequestListSchema, signal }),
    ...freshOnOpen,
  });
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }): Promise<AdminStats> => api.get(adminApiPaths.stats, { schema: adminStatsSchema, signal }),
    ...freshOnOpen,
  });
}

/** Every story; fetched only once the Stories tab is opened (the list carries whole stories). */
export function useAdminStories({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: adminStoriesQueryKey,
    queryFn: ({ signal }): Promise<AdminStory[]> => api.get(adminApiPaths.stories, { schema: adminStoryListSchema, signal }),
    enabled,
    ...freshOnOpen,
  });
}

export function useAdminUsers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }): Promise<AdminUser[]> => api.get(adminApiPaths.users, { schema: adminUserListSchema, signal }),
    enabled,
    ...freshOnOpen,
  });
}

export interface ReviewInput {
  id: string;
  status: ReviewDecision;
  adminNotes: string;
}

/**
 * PATCH /api/admin/refund-requests/:id {status, adminNotes?}: notes are trimmed and left out when
 * empty (spec 02 §5). Afterwards the lists and the stats are fetched again.
 */
export function useReviewRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, adminNotes }: ReviewInput): Promise<RefundRequest> =>
      api.patch(adminApiPaths.processRefundRequest(id), refundReviewSchema.parse({ status, adminNotes }), { schema: refundRequestSchema }),
    onSuccess: () =>
      Promise.all(
        [adminRefundRequestsQueryKey, adminStatsQueryKey, ownRefundRequestsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Puts the server's updated user into the list at once, then fetches the list again. */
function useUserChange<Input>(call: (input: Input) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (updated) => {
      queryClient.setQueryData<AdminUser[]>(adminUsersQueryKey, (users) => users?.map((user) => (user.id === updated.id ? updated : user)));
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}

/** PATCH /api/admin/users/:userId/disable {reason}: ends the user's sessions and blocks login. */
export function useDisableUser() {
  return useUserChange(({ userId, reason }: { userId: string; reason: string }) =>
    api.patch(adminApiPaths.disableUser(userId), adminDisableSchema.parse({ reason }), { schema: adminUserSchema }),
  );
}

/** PATCH /api/admin/users/:userId/enable: the user may log in again. */
export function useEnableUser() {
  return useUserChange(({ userId }: { userId: string }) =>
    api.patch(adminApiPaths.enableUser(userId), undefined, { schema: adminUserSchema }),
  );
}
