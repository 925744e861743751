import type { AdminStats } from '@inkspell/contracts';
import { CheckCircle2, Clock, Droplet, Inbox, XCircle, type LucideIcon } from 'lucide-react';
import { statTiles, type StatTone } from '../../api/refund-rules';
import styles from './Refunds.module.css';

const icons: Record<StatTone, LucideIcon> = { total: Inbox, pending: Clock, approved: CheckCircle2, denied: XCircle, ink: Droplet };

/** The five stat tiles above the refund requests (spec 02 §2, §3 Admin stats). */
export function StatTiles({ stats }: { stats: AdminStats }) {
  return (
    <dl className={styles.tiles} data-testid="admin-stats">
      {statTiles(stats).map(({ key, label, value, tone }) => {
        const Icon = icons[tone];
        return (
          <div key={key} className={`${styles.tile} ${styles[tone]}`} data-testid={`stat-${key}`}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Icon size={20} strokeWidth={2.25} />
            </span>
            <dt className={styles.tileLabel}>{label}</dt>
            <dd className={styles.tileValue}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
