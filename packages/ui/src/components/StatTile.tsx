import type { LucideIcon } from 'lucide-react';
import './stat-tile.css';

export type StatTileTone = 'primary' | 'accent' | 'success' | 'danger' | 'sky';

export interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: string;
  tone: StatTileTone;
  /** The icon's size in pixels; the circle around it is sized by --ink-stat-tile-icon-size. */
  iconSize?: number;
  'data-testid'?: string;
}

/**
 * One figure in a row of stat tiles (the ink history's summary, the console's refund stats):
 * a tinted round icon beside its label and value. Goes inside a `<dl>`, so the label is a `<dt>`
 * and the value its `<dd>`. A row sets --ink-stat-tile-padding and --ink-stat-tile-icon-size to
 * make its tiles more compact.
 */
export function StatTile({ icon: Icon, label, value, tone, iconSize = 22, 'data-testid': testId }: StatTileProps) {
  return (
    <div className={`ink-stat-tile ink-stat-tile--${tone}`} data-testid={testId}>
      <span className="ink-stat-tile__icon" aria-hidden="true">
        <Icon size={iconSize} strokeWidth={2.25} />
      </span>
      <dt className="ink-stat-tile__label">{label}</dt>
      <dd className="ink-stat-tile__value">{value}</dd>
    </div>
  );
}
