import type { InkTransaction } from '@inkspell/contracts';
import { formatRelativeTime, InkAmount, InkTransactionIcon } from '@inkspell/ui';
import { transactionTypeLabels } from '../../api/ink-history';
import styles from './History.module.css';

/** One movement: type icon, description, coloured type badge, relative time, signed amount (spec 02 §2). */
export function TransactionRow({ transaction }: { transaction: InkTransaction }) {
  return (
    <li className={styles.row} data-testid="history-row" data-type={transaction.type}>
      <InkTransactionIcon transaction={transaction} />
      <div className={styles.rowText}>
        <p className={styles.description}>{transaction.description}</p>
        <p className={styles.meta}>
          <span className={`${styles.badge} ${styles[transaction.type]}`}>{transactionTypeLabels[transaction.type]}</span>
          <time dateTime={transaction.createdAt}>{formatRelativeTime(transaction.createdAt)}</time>
        </p>
      </div>
      <InkAmount amount={transaction.amount} withUnit className={styles.amount} />
    </li>
  );
}
