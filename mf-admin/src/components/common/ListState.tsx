import { Button, Spinner } from '@inkspell/ui';
import { Inbox, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { loadNextPage } from '../../api/paged-list';
import { LoadMore } from './LoadMore';
import styles from './Console.module.css';

/** What a list shows while loading, after a failure (with Try Again) or when it is empty. */
export function ListState({
  Icon,
  children,
  onRetry,
  retrying = false,
  loading = false,
}: {
  Icon?: LucideIcon;
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  loading?: boolean;
}) {
  return (
    <div className={styles.listState} role={onRetry ? 'alert' : undefined} data-testid="list-state">
      {loading ? <Spinner label="" /> : Icon && <Icon size={28} aria-hidden="true" />}
      <p>{children}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      )}
    </div>
  );
}

/** The parts of a react-query infinite query a paged list reads. */
export interface PagedQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: (options: { cancelRefetch: boolean }) => unknown;
}

/**
 * A console list paged on the server: its loading, error and empty states, or its rows with the next page loading
 * at the end. While a new search or filter loads, the last answer stays, marked busy.
 */
export function PagedList<Row>({
  query,
  rows,
  noun,
  filtered,
  emptyText,
  noMatchText,
  testId,
  children,
}: {
  query: PagedQuery;
  rows: readonly Row[];
  noun: string;
  /** A search or filter is applied: an empty answer means nothing matches, not an empty list. */
  filtered: boolean;
  emptyText: string;
  noMatchText: string;
  testId: string;
  children: (row: Row) => ReactNode;
}) {
  if (query.isPending) return <ListState loading>Loading {noun}...</ListState>;
  if (query.isError && query.data === undefined)
    return (
      <ListState onRetry={() => void query.refetch()} retrying={query.isFetching}>
        The {noun} could not be loaded just now.
      </ListState>
    );
  if (rows.length === 0)
    return filtered ? <ListState Icon={SearchX}>{noMatchText}</ListState> : <ListState Icon={Inbox}>{emptyText}</ListState>;
  const busy = query.isPlaceholderData;
  return (
    <ul className={`${styles.scrollList} ${busy ? styles.busy : ''}`} data-testid={testId} aria-busy={busy || undefined}>
      {rows.map(children)}
      <LoadMore
        noun={noun}
        hasNextPage={query.hasNextPage && !busy}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError && !query.isFetchingNextPage}
        onLoadMore={() => loadNextPage(query)}
      />
    </ul>
  );
}
