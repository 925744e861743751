import {
  adminApiPaths,
  contactMessageListSchema,
  contactMessageReadSchema,
  contactMessageRecordSchema,
  type ContactMessageRecord,
} from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const contactMessagesQueryKey = [adminApiPaths.contactMessages] as const;

/**
 * GET /api/admin/contact-messages, newest first. Fetched when the console opens (not only with its tab), so the
 * tab can show how many are unread.
 */
export function useContactMessages() {
  return useQuery({
    queryKey: contactMessagesQueryKey,
    queryFn: ({ signal }): Promise<ContactMessageRecord[]> =>
      api.get(adminApiPaths.contactMessages, { schema: contactMessageListSchema, signal }),
    refetchOnMount: 'always',
  });
}

/** PATCH /api/admin/contact-messages/:id {read}: the server's answer replaces the message in the list at once. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }): Promise<ContactMessageRecord> =>
      api.patch(adminApiPaths.contactMessage(id), contactMessageReadSchema.parse({ read }), { schema: contactMessageRecordSchema }),
    onSuccess: (updated) =>
      queryClient.setQueryData<ContactMessageRecord[]>(contactMessagesQueryKey, (messages) =>
        messages?.map((message) => (message.id === updated.id ? updated : message)),
      ),
  });
}
