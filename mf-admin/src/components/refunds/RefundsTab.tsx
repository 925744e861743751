import type { AdminRefundRequest } from '@inkspell/contracts';
import { useState } from 'react';
import { useAdminRefundRequests, useAdminStats } from '../../api/admin-api';
import { filterRefundRequests, type RefundStatusFilter } from '../../api/refund-rules';
import { ListState, QueryList } from '../common/ListState';
import common from '../common/Console.module.css';
import { ProcessRefundDialog } from './ProcessRefundDialog';
import { RefundRequestItem } from './RefundRequestItem';
import { StatTiles } from './StatTiles';
import { StatusFilter } from './StatusFilter';

/** Refund Requests tab (spec 02 §2): five stat tiles, the status filter, the list and the Process dialog. */
export function RefundsTab() {
  const stats = useAdminStats();
  const requests = useAdminRefundRequests();
  const [filter, setFilter] = useState<RefundStatusFilter>('all');
  const [processing, setProcessing] = useState<AdminRefundRequest | null>(null);
  const shown = filterRefundRequests(requests.data ?? [], filter);

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
      </div>
      <QueryList
        query={requests}
        noun="refund requests"
        items={shown}
        emptyText="No refund requests yet."
        noMatchText="No refund requests with this status."
      >
        <ul className={common.scrollList} data-testid="admin-refund-list">
          {shown.map((request) => (
            <RefundRequestItem key={request.id} request={request} onProcess={setProcessing} />
          ))}
        </ul>
      </QueryList>
      <ProcessRefundDialog request={processing} onClose={() => setProcessing(null)} />
    </div>
  );
}
