import type { InkTransaction } from '@inkspell/contracts';
import { inkActivityEmptyText } from '../api/ink-activity';
import { formatRelativeTime } from '../format/relative-time';
import { InkAmount } from './InkAmount';
import { InkTransactionIcon } from './InkTransactionIcon';
import './ink-activity.css';

export interface InkActivityListProps {
  /** 'loading' shows a skeleton, 'error' a short apology, 'ready' the rows or the empty text. */
  status: 'loading' | 'error' | 'ready';
  /** The rows to show, newest first (the caller cuts the list to the dropdown's limit). */
  transactions?: readonly InkTransaction[];
  /** "Now" for relative times; tests pin it. */
  now?: Date | number;
}

const skeletonRows = 3;

/** Recent ink movements as compact rows: icon, description, signed amount, relative time (spec 01 §2). */
export function InkActivityList({ status, transactions = [], now }: InkActivityListProps) {
  if (status === 'loading') {
    return (
      <ul className="ink-activity-list" aria-busy="true" aria-label="Loading ink activity" data-testid="ink-activity-skeleton">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index} className="ink-activity-row ink-activity-row--skeleton">
            <span className="ink-skeleton ink-skeleton--circle" />
            <span className="ink-activity-row__text">
              <span className="ink-skeleton ink-skeleton--line" />
              <span className="ink-skeleton ink-skeleton--short" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (status === 'error') {
    return <p className="ink-activity-note">Your ink activity could not be loaded right now.</p>;
  }
  if (transactions.length === 0) {
    return <p className="ink-activity-note">{inkActivityEmptyText}</p>;
  }
  return (
    <ul className="ink-activity-list" data-testid="ink-activity-list">
      {transactions.map((transaction) => (
        <li key={transaction.id} className="ink-activity-row" data-testid="ink-activity-row">
          <InkTransactionIcon transaction={transaction} size="sm" />
          <span className="ink-activity-row__text">
            <span className="ink-activity-row__description" title={transaction.description}>
              {transaction.description}
            </span>
            <time className="ink-activity-row__time" dateTime={transaction.createdAt}>
              {formatRelativeTime(transaction.createdAt, now)}
            </time>
          </span>
          <InkAmount amount={transaction.amount} className="ink-activity-row__amount" />
        </li>
      ))}
    </ul>
  );
}
