import { StatTile, type StatTileTone } from '@inkspell/ui';
import { Receipt, ShoppingCart, TrendingDown, type LucideIcon } from 'lucide-react';
import type { HistorySummary } from '../../api/ink-history';
import styles from './SummaryTiles.module.css';

interface Tile {
  label: string;
  value: (summary: HistorySummary) => string;
  Icon: LucideIcon;
  tone: 'spent' | 'purchased' | 'count';
  look: StatTileTone;
}

const tiles: readonly Tile[] = [
  { label: 'Total Spent', value: (s) => `${s.totalSpent} ink`, Icon: TrendingDown, tone: 'spent', look: 'danger' },
  { label: 'Total Purchased', value: (s) => `${s.totalPurchased} ink`, Icon: ShoppingCart, tone: 'purchased', look: 'success' },
  { label: 'Transactions', value: (s) => String(s.transactions), Icon: Receipt, tone: 'count', look: 'primary' },
];

/** The three summary tiles of the ink history (spec 02 §2). */
export function SummaryTiles({ summary }: { summary: HistorySummary }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map(({ label, value, Icon, tone, look }) => (
        <StatTile key={label} icon={Icon} tone={look} label={label} value={value(summary)} data-testid={`tile-${tone}`} />
      ))}
    </dl>
  );
}
