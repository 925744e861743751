import { Button, Spinner, useRefreshInk } from '@inkspell/ui';
import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useMyRefundRequests } from '../../api/refunds';
import { useRefundCreditWatch } from '../../api/use-refund-credit-watch';
import { RefundRequestCard } from './RefundRequestCard';
import styles from './Refund.module.css';

/**
 * The user's own requests, scrolling within a maximum height (spec 02 §2). The pill, the ink
 * dropdown and the history are refreshed when the page opens, and again when the credit of an
 * approved request reaches the ledger (useRefundCreditWatch), which is a moment after the approval.
 */
export function MyRefundRequests() {
  const query = useMyRefundRequests();
  const refreshInk = useRefreshInk();
  useRefundCreditWatch(query.data);

  useEffect(() => {
    void refreshInk();
  }, [refreshInk]);

  const requests = query.data ?? [];
  return (
    <section className={styles.listPanel} aria-labelledby="my-refunds-title" data-testid="my-refund-requests">
      <h2 id="my-refunds-title" className={styles.sectionTitle}>
        Your Requests {query.data && <span className={styles.count}>({requests.length})</span>}
      </h2>
      {query.isPending ? (
        <div className={styles.listState}>
          <Spinner label="Loading your requests..." />
        </div>
      ) : query.isError ? (
        <div className={styles.listState} role="alert">
          <p>We could not load your requests just now.</p>
          <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try Again
          </Button>
        </div>
      ) : requests.length === 0 ? (
        <div className={styles.listState}>
          <Inbox size={28} aria-hidden="true" />
          <p>No refund requests yet. When you send one, you can follow it here.</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <RefundRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
