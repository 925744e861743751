import { LoadingScreen, LoginRequired, Select, toast, useCurrentUser, useInkTransactions, usePageMeta } from '@inkspell/ui';
import { ArrowLeft, CloudOff, Feather, RotateCcw, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { filterTransactions, historyFilters, isHistoryFilter, summariseHistory, type HistoryFilter } from '../api/ink-history';
import { DayGroupList } from '../components/history/DayGroupList';
import { HistoryState } from '../components/history/HistoryState';
import { SummaryTiles } from '../components/history/SummaryTiles';
import styles from './InkUsagePage.module.css';

/** The history's load-error toast (spec 02 §8). */
const unableToLoadToast = {
  title: 'Unable to Load History',
  description: 'Your ink history could not be loaded. Please try again.',
  variant: 'destructive',
} as const;

/** /ink-usage: Ink history (spec 02 §2): filter, three tiles, movements grouped by day. */
export function InkUsagePage() {
  usePageMeta({ title: 'Ink History' });
  const { user } = useCurrentUser();
  return (
    <div className={`ink-container ${styles.page}`}>
      <nav className={styles.topLinks} aria-label="Ink history">
        <Link to="/stories" className="ink-top-link">
          <ArrowLeft size={18} aria-hidden="true" /> Back to Stories
        </Link>
        <Link to="/refund-request" className={`ink-top-link ${styles.refund}`}>
          <RotateCcw size={16} aria-hidden="true" /> Request a Refund
        </Link>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>Ink History</h1>
        <p className={styles.subtitle}>Every drop of ink you have spent, bought or been given.</p>
      </header>
      {user ? <History /> : <LoginRequired message="Please log in to see your ink history." />}
    </div>
  );
}

function History() {
  const query = useInkTransactions();
  const [params, setParams] = useSearchParams();
  const requested = params.get('filter');
  const filter: HistoryFilter = isHistoryFilter(requested) ? requested : 'all';
  const setFilter = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('filter');
        else updated.set('filter', next);
        return updated;
      },
      { replace: true },
    );

  useEffect(() => {
    if (query.isError) toast(unableToLoadToast);
  }, [query.isError]);

  if (query.isPending) return <LoadingScreen message="Loading your ink history..." />;
  if (query.isError) {
    return (
      <HistoryState
        Icon={CloudOff}
        title="Unable to Load History"
        tone="alert"
        action={{ to: '/stories', label: 'Back to Stories' }}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >
        We could not fetch your ink history just now. Please try again in a moment.
      </HistoryState>
    );
  }

  const all = query.data;
  const shown = filterTransactions(all, filter);
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label="Show"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          options={historyFilters}
          className={styles.filter}
          data-testid="history-filter"
        />
      </div>
      <SummaryTiles summary={summariseHistory(all, shown)} />
      {all.length === 0 ? (
        <HistoryState Icon={Feather} title="No ink activity yet" action={{ to: '/create', label: 'Create a Story' }}>
          Your ink history is empty. Create a story and every drop you use will show up here.
        </HistoryState>
      ) : shown.length === 0 ? (
        <HistoryState Icon={SearchX} title="Nothing here yet">
          No transactions match this filter so far. Pick another filter to see the rest of your ink.
        </HistoryState>
      ) : (
        <DayGroupList transactions={shown} />
      )}
    </>
  );
}
