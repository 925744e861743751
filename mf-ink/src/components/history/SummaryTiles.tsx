import { Receipt, ShoppingCart, TrendingDown, type LucideIcon } from 'lucide-react';
import type { HistorySummary } from '../../api/ink-history';
import styles from './SummaryTiles.module.css';

interface Tile {
  label: string;
  value: (summary: HistorySummary) => string;
  Icon: LucideIcon;
  tone: 'spent' | 'purchased' | 'count';
}

const tiles: readonly Tile[] = [
  { label: 'Total Spent', value: (s) => `${s.totalSpent} ink`, Icon: TrendingDown, tone: 'spent' },
  { label: 'Total Purchased', value: (s) => `${s.totalPurchased} ink`, Icon: ShoppingCart, tone: 'purchased' },
  { label: 'Transactions', value: (s) => String(s.transactions), Icon: Receipt, tone: 'count' },
];

/** The three summary tiles of the ink history (spec 02 §2). */
export function SummaryTiles({ summary }: { summary: HistorySummary }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map(({ label, value, Icon, tone }) => (
        <div key={label} className={`${styles.tile} ${styles[tone]}`} data-testid={`tile-${tone}`}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} strokeWidth={2.25} />
          </span>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value(summary)}</dd>
        </div>
      ))}
    </dl>
  );
}
