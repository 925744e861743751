import { BarChart3 } from 'lucide-react';
import { useInsights } from '../../api/insights-api';
import { eventRows, insightsTiles } from '../../api/insights-charts';
import { ListState } from '../common/ListState';
import common from '../common/Console.module.css';
import { CategoriesChart } from './CategoriesChart';
import { InkChart } from './InkChart';
import { PageViewsChart } from './PageViewsChart';
import { StoriesChart } from './StoriesChart';
import styles from './Insights.module.css';

/**
 * Insights tab: the last days of stories, ink bought and spent, categories, page views and events, from the
 * admin service's analytics. Loaded on its own (React.lazy) so the console's first load does not carry Recharts.
 */
export default function InsightsTab() {
  const insights = useInsights();
  if (insights.isPending) return <ListState loading>Loading insights...</ListState>;
  if (insights.isError)
    return (
      <ListState onRetry={() => void insights.refetch()} retrying={insights.isFetching}>
        The insights could not be loaded just now.
      </ListState>
    );
  const data = insights.data;
  const events = eventRows(data);
  return (
    <div className={common.tab} data-testid="admin-insights">
      <dl className={styles.tiles}>
        {insightsTiles(data).map((tile) => (
          <div key={tile.key} className={styles.tile} data-testid={`insight-${tile.key}`}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.grid}>
        <StoriesChart insights={data} />
        <InkChart insights={data} />
        <CategoriesChart insights={data} />
        <PageViewsChart insights={data} />
      </div>
      <section className={styles.card} aria-labelledby="insights-events">
        <h3 id="insights-events" className={styles.cardTitle}>
          <BarChart3 size={18} aria-hidden="true" /> Events
        </h3>
        {events.length === 0 ? (
          <p className={styles.empty}>No events in these {data.days} days.</p>
        ) : (
          <ul className={styles.events}>
            {events.map((event) => (
              <li key={event.name}>
                <span>{event.label}</span> <strong>{event.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
