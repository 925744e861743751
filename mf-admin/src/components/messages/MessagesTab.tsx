import { toast } from '@inkspell/ui';
import type { ContactMessageRecord } from '@inkspell/contracts';
import { useContactMessages, useMarkContactMessage } from '../../api/contact-messages-api';
import { markFailedToast, messagesCountLabel } from '../../api/message-rules';
import { QueryList } from '../common/ListState';
import common from '../common/Console.module.css';
import { MessageItem } from './MessageItem';

/** Messages tab: what visitors wrote through the contact form, newest first, each marked read or unread. */
export function MessagesTab() {
  const messages = useContactMessages();
  const mark = useMarkContactMessage();
  const all = messages.data ?? [];

  const onToggle = (message: ContactMessageRecord, read: boolean) =>
    mark.mutate({ id: message.id, read }, { onError: (error) => toast(markFailedToast(error)) });

  return (
    <div className={common.tab}>
      <div className={common.toolbar}>
        <p className={common.count} data-testid="admin-message-count">
          {messages.data ? messagesCountLabel(all) : 'Messages'}
        </p>
      </div>
      <QueryList query={messages} noun="messages" items={all} emptyText="No messages yet." noMatchText="No messages.">
        <ul className={common.scrollList} data-testid="admin-message-list">
          {all.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onToggle={onToggle}
              updating={mark.isPending && mark.variables.id === message.id}
            />
          ))}
        </ul>
      </QueryList>
    </div>
  );
}
