/** Pure rules of the console's Messages tab: the read filter, counts, the read toggle and its toast. */
import { adminToasts } from '@inkspell/contracts';
import type { ContactMessageRecord } from '@inkspell/contracts';
import type { PageTotal } from '@inkspell/contracts/values/paging';
import type { ToastOptions } from '@inkspell/ui';
import { totalLabel, type Noun } from './list-text';
import { serverMessageOr } from './refund-rules';

/** The Messages tab's filter; the server keeps the messages it names (?read=). */
export const readFilters = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;

export type ReadFilter = (typeof readFilters)[number]['value'];

/** `?read=` of a filter: none for All. */
export function readQueryOf(filter: ReadFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'read';
}

const nouns: Record<ReadFilter, Noun> = {
  all: { one: 'message', many: 'messages' },
  unread: { one: 'unread message', many: 'unread messages' },
  read: { one: 'read message', many: 'read messages' },
};

/**
 * The count above the list, from the server's totals: "No messages", "1 message", "3 messages · 1 unread"; under
 * a filter "2 unread messages", and "1 message matches" while searching.
 */
export function messagesCountLabel({
  total,
  unread,
  filter,
  searching,
}: {
  total: PageTotal;
  unread: number | undefined;
  filter: ReadFilter;
  searching: boolean;
}): string {
  if (filter === 'all' && !searching && total.exact && total.count === 0) return 'No messages';
  const label = totalLabel(total, nouns[filter], searching);
  return filter === 'all' && !searching && unread ? `${label} · ${unread.toLocaleString('en-US')} unread` : label;
}

/** What a message's button does: mark an unread one read, a read one unread again. */
export function readToggle(message: Pick<ContactMessageRecord, 'read'>): { read: boolean; label: string } {
  return message.read ? { read: false, label: 'Mark as Unread' } : { read: true, label: 'Mark as Read' };
}

/** "Ada Lovelace <ada@example.com>": who wrote, as they wrote it (shown as text). */
export function senderLine(message: Pick<ContactMessageRecord, 'name' | 'email'>): string {
  return `${message.name} <${message.email}>`;
}

export function markFailedToast(error: unknown): ToastOptions {
  return {
    ...adminToasts.markReadFailed,
    description: serverMessageOr(error, 'The message could not be updated. Please try again.'),
    variant: 'destructive',
  };
}
