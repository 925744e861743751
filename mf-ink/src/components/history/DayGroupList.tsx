import type { InkTransaction } from '@inkspell/contracts';
import { groupByDay } from '../../api/ink-history';
import styles from './History.module.css';
import { TransactionRow } from './TransactionRow';

/** The movements grouped by day, newest day first, each under its long date heading (spec 02 §2). */
export function DayGroupList({ transactions }: { transactions: readonly InkTransaction[] }) {
  return (
    <div className={styles.days}>
      {groupByDay(transactions).map((day) => (
        <section key={day.key} className={styles.day} aria-labelledby={`day-${day.key}`} data-testid="history-day">
          <h2 id={`day-${day.key}`} className={styles.dayHeading}>
            {day.heading}
          </h2>
          <ul className={styles.rows}>
            {day.transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
