/** Pure rules of the console's Messages tab: counts, the read toggle and its toast. */
import { adminToasts } from '@inkspell/contracts';
import type { ContactMessageRecord } from '@inkspell/contracts';
import type { ToastOptions } from '@inkspell/ui';
import { serverMessageOr } from './refund-rules';

export function unreadCount(messages: readonly Pick<ContactMessageRecord, 'read'>[]): number {
  return messages.filter((message) => !message.read).length;
}

/** "3 messages · 1 unread", "1 message", "No messages". */
export function messagesCountLabel(messages: readonly Pick<ContactMessageRecord, 'read'>[]): string {
  if (messages.length === 0) return 'No messages';
  const total = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`;
  const unread = unreadCount(messages);
  return unread > 0 ? `${total} · ${unread} unread` : total;
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
