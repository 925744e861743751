import { refundStatusFilters, type RefundStatusFilter } from '../../api/refund-rules';
import styles from './Refunds.module.css';

/** All, Pending, Approved, Denied (spec 02 §9): one pressed at a time. */
export function StatusFilter({ value, onChange }: { value: RefundStatusFilter; onChange: (value: RefundStatusFilter) => void }) {
  return (
    <div className={styles.filter} role="group" aria-label="Filter by status">
      {refundStatusFilters.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className={styles.filterButton}
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
