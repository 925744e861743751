import { Button, Spinner } from '@inkspell/ui';
import { Inbox, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** The loading, error and empty states of a console list, or its items when there are some. */
export function QueryList<T>({
  query,
  noun,
  items,
  emptyText,
  noMatchText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown; data: readonly T[] | undefined };
  noun: string;
  items: readonly T[];
  emptyText: string;
  noMatchText: string;
  children: ReactNode;
}) {
  if (query.isPending) return <ListState loading>Loading {noun}...</ListState>;
  if (query.isError)
    return (
      <ListState onRetry={() => void query.refetch()} retrying={query.isFetching}>
        The {noun} could not be loaded just now.
      </ListState>
    );
  if ((query.data ?? []).length === 0) return <ListState Icon={Inbox}>{emptyText}</ListState>;
  if (items.length === 0) return <ListState Icon={SearchX}>{noMatchText}</ListState>;
  return <>{children}</>;
}
