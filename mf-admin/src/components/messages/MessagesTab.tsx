import { toast } from '@inkspell/ui';
import type { ContactMessageRecord } from '@inkspell/contracts';
import { useState } from 'react';
import { useContactMessages, useMarkContactMessage, useUnreadMessageCount } from '../../api/contact-messages-api';
import { useDebouncedSearch } from '../../api/debounced-search';
import { markFailedToast, messagesCountLabel, type ReadFilter } from '../../api/message-rules';
import { rowsOf, totalOf } from '../../api/paged-list';
import { PagedList } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import common from '../common/Console.module.css';
import { MessageItem } from './MessageItem';
import { ReadFilterButtons } from './ReadFilterButtons';

/** Messages tab: what visitors wrote through the contact form, newest first and page by page, each marked read or unread. */
export function MessagesTab({ active }: { active: boolean }) {
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [typed, setTyped] = useState('');
  const search = useDebouncedSearch(typed);
  const messages = useContactMessages({ filter, search, enabled: active });
  const unread = useUnreadMessageCount().data?.count;
  const mark = useMarkContactMessage();
  const total = totalOf(messages.data);

  const onToggle = (message: ContactMessageRecord, read: boolean) =>
    mark.mutate({ id: message.id, read }, { onError: (error) => toast(markFailedToast(error)) });

  return (
    <div className={common.tab}>
      <div className={common.toolbar}>
        <p className={common.count} data-testid="admin-message-count" aria-live="polite">
          {messages.isPlaceholderData
            ? 'Loading messages...'
            : total
              ? messagesCountLabel({ total, unread, filter, searching: search !== '' })
              : 'Messages'}
        </p>
        <ReadFilterButtons value={filter} onChange={setFilter} />
        <SearchBox label="Search messages" placeholder="Search messages" value={typed} onChange={setTyped} />
      </div>
      <PagedList
        query={messages}
        rows={rowsOf(messages.data)}
        noun="messages"
        filtered={filter !== 'all' || search !== ''}
        emptyText="No messages yet."
        noMatchText="No messages match."
        testId="admin-message-list"
      >
        {(message) => (
          <MessageItem
            key={message.id}
            message={message}
            onToggle={onToggle}
            updating={mark.isPending && mark.variables.id === message.id}
          />
        )}
      </PagedList>
    </div>
  );
}
