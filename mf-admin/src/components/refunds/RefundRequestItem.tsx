import { refundReasonLabels, refundStatusLook, type AdminRefundRequest } from '@inkspell/contracts';
import { Badge, Button } from '@inkspell/ui';
import { MessageSquareText } from 'lucide-react';
import { canProcess } from '../../api/refund-rules';
import { formatDateTime, itemTypeLabels } from '../../api/labels';
import common from '../common/Console.module.css';
import styles from './Refunds.module.css';

/** One request in the admin list; a pending one offers Process. */
export function RefundRequestItem({
  request,
  onProcess,
}: {
  request: AdminRefundRequest;
  onProcess: (request: AdminRefundRequest) => void;
}) {
  const status = refundStatusLook(request.status);
  return (
    <li className={common.listItem} data-testid="admin-refund-request" data-status={request.status}>
      <div className={common.listItemMain}>
        <div className={styles.requestTop}>
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="ink-refund-request__ink">{request.inkAmount} ink</span>
          <span className={styles.muted}>{itemTypeLabels[request.itemType] ?? request.itemType}</span>
        </div>
        <h3 className="ink-refund-request__title">{request.itemTitle ?? 'No item named'}</h3>
        <p className={styles.requestUser}>
          From <strong>{request.username ?? 'Unknown user'}</strong>
          {request.email && <span className={styles.muted}> · {request.email}</span>}
        </p>
        <p className="ink-refund-request__reason">{refundReasonLabels[request.reason] ?? request.reason}</p>
        <p className="ink-refund-request__description">{request.description}</p>
        <p className={styles.muted}>
          Requested <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          {request.processedAt && (
            <>
              {' '}
              · processed <time dateTime={request.processedAt}>{formatDateTime(request.processedAt)}</time>
            </>
          )}
        </p>
        {request.adminNotes && (
          <p className={styles.notes}>
            <MessageSquareText size={16} aria-hidden="true" /> {request.adminNotes}
          </p>
        )}
      </div>
      {canProcess(request) && (
        <Button size="sm" onClick={() => onProcess(request)} className={common.listItemAction}>
          Process
        </Button>
      )}
    </li>
  );
}
