import { refundReasonLabels, refundStatusLook, type RefundRequest } from '@inkspell/contracts';
import { Badge } from '@inkspell/ui';
import { MessageSquareText } from 'lucide-react';
import { refundItemTypeLabels } from './refund-form';
import styles from './Refund.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One of the user's requests: status, ink, item, reason, description, date and the team's notes. */
export function RefundRequestCard({ request }: { request: RefundRequest }) {
  const status = refundStatusLook(request.status);
  return (
    <li className={styles.request} data-testid="refund-request" data-status={request.status}>
      <div className={styles.requestTop}>
        <Badge variant={status.variant} data-testid="refund-status">
          {status.label}
        </Badge>
        <span className="ink-refund-request__ink" data-testid="refund-ink">
          {request.inkAmount} ink
        </span>
      </div>
      <h3 className="ink-refund-request__title">{request.itemTitle ?? refundItemTypeLabels[request.itemType]}</h3>
      <p className="ink-refund-request__reason">{refundReasonLabels[request.reason]}</p>
      <p className="ink-refund-request__description">{request.description}</p>
      <p className={styles.requestDate}>
        Requested <time dateTime={request.createdAt}>{dateFormat.format(new Date(request.createdAt))}</time>
      </p>
      {request.adminNotes && (
        <div className={styles.adminNotes} data-testid="refund-admin-notes">
          <MessageSquareText size={18} aria-hidden="true" />
          <div>
            <strong>Response from our team</strong>
            <p>{request.adminNotes}</p>
          </div>
        </div>
      )}
    </li>
  );
}
