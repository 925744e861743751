import {
  adminApiPaths,
  contactMessageListSchema,
  contactMessageReadSchema,
  contactMessageRecordSchema,
  type ContactMessageRecord,
} from '@inkspell/contracts';
import type { Page, PageTotal } from '@inkspell/contracts/values/paging';
import { api } from '@inkspell/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { freshLists } from './admin-api';
import { adminListUrls } from './admin-list-urls';
import { readQueryOf, type ReadFilter } from './message-rules';
import { consolePageSize, pagedListOptions, replaceRow, type PageReader } from './paged-list';

export const contactMessagesQueryKey = [adminApiPaths.contactMessages] as const;
const messageListsKey = [...contactMessagesQueryKey, 'list'] as const;
const unreadCountKey = [...contactMessagesQueryKey, 'unread-count'] as const;

/** GET /api/admin/contact-messages?read=&search=, newest first, paged. */
export function contactMessagesList({ filter, search }: { filter: ReadFilter; search: string }, client?: PageReader) {
  const read = readQueryOf(filter);
  return pagedListOptions({
    queryKey: [...messageListsKey, { filter, search }],
    url: (cursor) => adminListUrls.contactMessages({ read, search, cursor, limit: consolePageSize }),
    schema: contactMessageListSchema,
    client,
  });
}

/** Fetched once the Messages tab is opened. */
export function useContactMessages(filters: { filter: ReadFilter; search: string; enabled: boolean }) {
  return useInfiniteQuery({ ...contactMessagesList(filters), enabled: filters.enabled, ...freshLists });
}

/**
 * How many messages wait to be read, for the tab's badge from the moment the console opens: the total of the unread
 * list, which costs one row.
 */
export function useUnreadMessageCount() {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: async ({ signal }): Promise<PageTotal> => {
      const url = adminListUrls.contactMessages({ read: false, search: '', cursor: null, limit: 1 });
      return (await api.getPage(url, { schema: contactMessageListSchema, signal })).total;
    },
    refetchOnMount: 'always',
  });
}

/**
 * PATCH /api/admin/contact-messages/:id {read}: the server's answer replaces the message in every loaded page at
 * once (it stays where the admin sees it, even under Unread, so a slip can be undone), and the unread count is
 * asked again.
 */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }): Promise<ContactMessageRecord> =>
      api.patch(adminApiPaths.contactMessage(id), contactMessageReadSchema.parse({ read }), { schema: contactMessageRecordSchema }),
    onSuccess: async (updated) => {
      queryClient.setQueriesData<InfiniteData<Page<ContactMessageRecord>>>({ queryKey: messageListsKey }, (data) =>
        replaceRow(data, updated),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageListsKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: unreadCountKey }),
      ]);
    },
  });
}
