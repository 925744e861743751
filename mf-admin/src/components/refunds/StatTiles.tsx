import type { AdminStats } from '@inkspell/contracts';
import { StatTile, type StatTileTone } from '@inkspell/ui';
import { CheckCircle2, Clock, Droplet, Inbox, XCircle, type LucideIcon } from 'lucide-react';
import { statTiles, type StatTone } from '../../api/refund-rules';
import styles from './Refunds.module.css';

const looks: Record<StatTone, { icon: LucideIcon; tone: StatTileTone }> = {
  total: { icon: Inbox, tone: 'primary' },
  pending: { icon: Clock, tone: 'accent' },
  approved: { icon: CheckCircle2, tone: 'success' },
  denied: { icon: XCircle, tone: 'danger' },
  ink: { icon: Droplet, tone: 'sky' },
};

/** The five stat tiles above the refund requests (spec 02 §2, §3 Admin stats). */
export function StatTiles({ stats }: { stats: AdminStats }) {
  return (
    <dl className={styles.tiles} data-testid="admin-stats">
      {statTiles(stats).map(({ key, label, value, tone }) => (
        <StatTile key={key} {...looks[tone]} iconSize={20} label={label} value={value} data-testid={`stat-${key}`} />
      ))}
    </dl>
  );
}
