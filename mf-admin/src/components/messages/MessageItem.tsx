import type { ContactMessageRecord } from '@inkspell/contracts';
import { Badge, Button } from '@inkspell/ui';
import { Mail, MailOpen } from 'lucide-react';
import { formatDateTime } from '../../api/labels';
import { readToggle, senderLine } from '../../api/message-rules';
import styles from './Messages.module.css';

export interface MessageItemProps {
  message: ContactMessageRecord;
  onToggle: (message: ContactMessageRecord, read: boolean) => void;
  /** Its read flag is being changed (the button spins). */
  updating: boolean;
}

/**
 * One contact message. Everything the visitor typed is rendered as React text, so markup or a script in it
 * shows as the characters they typed and never runs.
 */
export function MessageItem({ message, onToggle, updating }: MessageItemProps) {
  const toggle = readToggle(message);
  return (
    <li className={`${styles.message} ${message.read ? '' : styles.unread}`} data-testid="admin-message" data-read={message.read}>
      <div className={styles.top}>
        <h3 className={styles.subject}>{message.subject}</h3>
        {!message.read && <Badge variant="accent">Unread</Badge>}
        {message.userId && <Badge variant="neutral">Signed in</Badge>}
      </div>
      <p className={styles.meta}>
        <a href={`mailto:${encodeURIComponent(message.email)}`} className={styles.sender}>
          {senderLine(message)}
        </a>{' '}
        · {formatDateTime(message.createdAt)}
      </p>
      <p className={styles.body} data-testid="admin-message-text">
        {message.message}
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant={message.read ? 'outline' : 'secondary'}
          onClick={() => onToggle(message, toggle.read)}
          loading={updating}
        >
          {message.read ? <Mail size={16} aria-hidden="true" /> : <MailOpen size={16} aria-hidden="true" />} {toggle.label}
        </Button>
      </div>
    </li>
  );
}
