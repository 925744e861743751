import type { ReactNode } from 'react';
import styles from './Insights.module.css';

/**
 * One chart with its title and a sentence saying what it shows (read by screen readers in place of the
 * drawing), or an empty note when there is nothing to draw yet. The drawing is hidden from assistive
 * technology, so every chart turns Recharts' keyboard layer off (`accessibilityLayer={false}`, and a pie's
 * `rootTabIndex={-1}`): a focusable part inside an aria-hidden box would be reached by Tab and announced
 * as nothing.
 */
export function ChartCard({
  id,
  title,
  summary,
  empty,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h3>
      <p className="ink-visually-hidden">{summary}</p>
      {empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.chart} aria-hidden="true">
          {children}
        </div>
      )}
    </section>
  );
}

/** The charts' shared look: the design tokens' colours, small ticks. */
export const chartColors = { primary: '#6d3fd0', accent: '#f5a524', sky: '#2f7fd1', pink: '#e4508f', grid: '#eadfce', text: '#5f5473' };
export const tickStyle = { fontSize: 12, fill: chartColors.text };

/** A legend's words in the text colour (the swatch beside them keeps the series colour): amber or cyan words on white are too faint to read. */
export const legendText = (value: string) => <span style={{ color: chartColors.text }}>{value}</span>;
