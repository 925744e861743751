import {
  adminApiPaths,
  adminDisableSchema,
  adminRefundRequestListSchema,
  adminStatsSchema,
  adminUserSchema,
  refundRequestSchema,
  refundReviewSchema,
  type AdminStats,
  type RefundRequest,
} from '@inkspell/contracts';
import type { Page } from '@inkspell/contracts/values/paging';
import { api } from '@inkspell/ui';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { adminStoryListSchema, adminUserListSchema, type AdminUser } from './admin-answers';
import { adminListUrls } from './admin-list-urls';
import { consolePageSize, pagedListOptions, replaceRow, type PageReader } from './paged-list';
import type { ReviewDecision, RefundStatusFilter } from './refund-rules';

/** Each list's queries start with its path, so one prefix reaches every search, filter and page of it. */
export const adminRefundRequestsQueryKey = [adminApiPaths.adminRefundRequests] as const;
export const adminStatsQueryKey = [adminApiPaths.stats] as const;
export const adminStoriesQueryKey = [adminApiPaths.stories] as const;
export const adminUsersQueryKey = [adminApiPaths.users] as const;
/** The users' own list (mf-ink's key): a review changes it, so it is marked out of date too. */
const ownRefundRequestsQueryKey = [adminApiPaths.refundRequests] as const;

/**
 * Other people change what the console shows, so a list is fetched again when its tab opens and when the admin
 * comes back to an earlier search; while a new search or filter loads, the last answer stays on screen.
 */
export const freshLists = { refetchOnMount: 'always', staleTime: 0, placeholderData: keepPreviousData } as const;

/** GET /api/admin/refund-requests?status=&search=: one status (All sends none), paged. */
export function adminRefundRequestsList({ status, search }: { status: RefundStatusFilter; search: string }, client?: PageReader) {
  const only = status === 'all' ? undefined : status;
  return pagedListOptions({
    queryKey: [...adminRefundRequestsQueryKey, 'list', { status, search }],
    url: (cursor) => adminListUrls.refundRequests({ status: only, search, cursor, limit: consolePageSize }),
    schema: adminRefundRequestListSchema,
    client,
  });
}

/** GET /api/admin/stories?search=: title, hero or prompt words, newest first, paged. */
export function adminStoriesList(search: string, client?: PageReader) {
  return pagedListOptions({
    queryKey: [...adminStoriesQueryKey, 'list', { search }],
    url: (cursor) => adminListUrls.stories({ search, cursor, limit: consolePageSize }),
    schema: adminStoryListSchema,
    client,
  });
}

/** GET /api/admin/users?search=: username, e-mail or name prefix, paged. */
export function adminUsersList(search: string, client?: PageReader) {
  return pagedListOptions({
    queryKey: [...adminUsersQueryKey, 'list', { search }],
    url: (cursor) => adminListUrls.users({ search, cursor, limit: consolePageSize }),
    schema: adminUserListSchema,
    client,
  });
}

export function useAdminRefundRequests(filters: { status: RefundStatusFilter; search: string }) {
  return useInfiniteQuery({ ...adminRefundRequestsList(filters), ...freshLists });
}

/** The five tiles: true counts over every request, whatever page or filter the list shows. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }): Promise<AdminStats> => api.get(adminApiPaths.stats, { schema: adminStatsSchema, signal }),
    refetchOnMount: 'always',
  });
}

/** Fetched only once the Stories tab is opened (the rows carry whole stories). */
export function useAdminStories({ search, enabled }: { search: string; enabled: boolean }) {
  return useInfiniteQuery({ ...adminStoriesList(search), enabled, ...freshLists });
}

export function useAdminUsers({ search, enabled }: { search: string; enabled: boolean }) {
  return useInfiniteQuery({ ...adminUsersList(search), enabled, ...freshLists });
}

export interface ReviewInput {
  id: string;
  status: ReviewDecision;
  adminNotes: string;
}

/**
 * PATCH /api/admin/refund-requests/:id {status, adminNotes?}: notes are trimmed and left out when
 * empty (spec 02 §5). Afterwards the stats and the loaded pages of the lists are fetched again: the request moves
 * from the Pending list to its new status.
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

/**
 * Puts the server's updated user into every loaded page of every search at once. Nothing moves between lists (no
 * list filters by status), so the pages are only marked out of date for the next time the tab opens.
 */
function useUserChange<Input>(call: (input: Input) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (updated) => {
      queryClient.setQueriesData<InfiniteData<Page<AdminUser>>>({ queryKey: adminUsersQueryKey }, (data) => replaceRow(data, updated));
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey, refetchType: 'none' });
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
