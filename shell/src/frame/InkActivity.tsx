import { InkActivityList, moreActivitiesLabel, recentInkActivity, useInkTransactions } from '@inkspell/ui';
import { Link } from 'react-router-dom';
import styles from './InkActivity.module.css';

/**
 * The recent ink activity panel of the user menu and the mobile menu (spec 01 §2): at most 5
 * newest movements, a skeleton while loading, the spec's empty text. It loads when a menu opens
 * and shares its query with mf-ink's history page, so a purchase refreshes both.
 */
export function InkActivity({ headingId }: { headingId: string }) {
  const query = useInkTransactions();
  const { rows } = recentInkActivity(query.data ?? []);
  const status = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="ink-activity">
      <h2 id={headingId} className={styles.heading}>
        Recent Ink Activity
      </h2>
      <InkActivityList status={status} transactions={rows} />
    </section>
  );
}

export interface ViewAllInkActivityProps {
  onNavigate: () => void;
  className?: string;
  /** In the user menu the link is one of the menu's items (arrow keys reach it, Tab leaves the menu). */
  asMenuItem?: boolean;
}

/** '+N more activities - View All' to /ink-usage, only when the panel left movements out (spec 01 §2). */
export function ViewAllInkActivity({ onNavigate, className, asMenuItem = false }: ViewAllInkActivityProps) {
  const query = useInkTransactions();
  const { moreCount } = recentInkActivity(query.data ?? []);
  if (moreCount === 0) return null;
  return (
    <Link
      to="/ink-usage"
      onClick={onNavigate}
      className={className}
      data-testid="ink-activity-more"
      {...(asMenuItem ? { role: 'menuitem', tabIndex: -1 } : {})}
    >
      {moreActivitiesLabel(moreCount)}
    </Link>
  );
}
