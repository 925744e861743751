import type { AdminRefundRequest } from '@inkspell/contracts';
import { useState } from 'react';
import { useAdminRefundRequests, useAdminStats } from '../../api/admin-api';
import { useDebouncedSearch } from '../../api/debounced-search';
import { rowsOf } from '../../api/paged-list';
import type { RefundStatusFilter } from '../../api/refund-rules';
import { ListState, PagedList } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import common from '../common/Console.module.css';
import { ProcessRefundDialog } from './ProcessRefundDialog';
import { RefundRequestItem } from './RefundRequestItem';
import { StatTiles } from './StatTiles';
import { StatusFilter } from './StatusFilter';

/**
 * Refund Requests tab (spec 02 §2): five stat tiles (true counts from the stats), the status filter and a search,
 * both answered by the server, the requests page by page and the Process dialog.
 */
export function RefundsTab() {
  const stats = useAdminStats();
  const [filter, setFilter] = useState<RefundStatusFilter>('all');
  const [typed, setTyped] = useState('');
  const search = useDebouncedSearch(typed);
  const requests = useAdminRefundRequests({ status: filter, search });
  const [processing, setProcessing] = useState<AdminRefundRequest | null>(null);

  return (
    <div className={common.tab}>
      {stats.data ? (
        <StatTiles stats={stats.data} />
      ) : stats.isError ? (
        <ListState onRetry={() => void stats.refetch()} retrying={stats.isFetching}>
          The refund stats could not be loaded just now.
        </ListState>
      ) : null}
      <div className={common.toolbar}>
        <StatusFilter value={filter} onChange={setFilter} />
        <SearchBox label="Search refund requests" placeholder="Search by username or e-mail" value={typed} onChange={setTyped} />
      </div>
      <PagedList
        query={requests}
        rows={rowsOf(requests.data)}
        noun="refund requests"
        filtered={filter !== 'all' || search !== ''}
        emptyText="No refund requests yet."
        noMatchText={search ? 'No refund requests match this search.' : 'No refund requests with this status.'}
        testId="admin-refund-list"
      >
        {(request) => <RefundRequestItem key={request.id} request={request} onProcess={setProcessing} />}
      </PagedList>
      <ProcessRefundDialog request={processing} onClose={() => setProcessing(null)} />
    </div>
  );
}
