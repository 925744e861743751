import { refundReasonLabels, type AdminRefundRequest } from '@inkspell/contracts';
import { Button, Dialog, DialogContent, TextArea, toast } from '@inkspell/ui';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useReviewRefundRequest } from '../../api/admin-api';
import { itemTypeLabels } from '../../api/labels';
import { processingFailedToast, requestProcessedToast, type ReviewDecision } from '../../api/refund-rules';
import styles from './Refunds.module.css';

/** The Process dialog (spec 02 §2): the request, optional admin notes, Deny and Approve & Credit. */
export function ProcessRefundDialog({ request, onClose }: { request: AdminRefundRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && <ProcessRefundContent key={request.id} request={request} onClose={onClose} />}
    </Dialog>
  );
}

function ProcessRefundContent({ request, onClose }: { request: AdminRefundRequest; onClose: () => void }) {
  const [adminNotes, setAdminNotes] = useState('');
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const review = useReviewRefundRequest();

  const decide = (status: ReviewDecision) => {
    setDecision(status);
    review.mutate(
      { id: request.id, status, adminNotes },
      {
        onSuccess: () => {
          toast(requestProcessedToast(status, request));
          onClose();
        },
        onError: (error) => toast(processingFailedToast(error)),
      },
    );
  };

  return (
    <DialogContent
      title="Process Refund Request"
      description={`${request.username ?? 'A user'} asks for ${request.inkAmount} ink back.`}
      footer={
        <>
          <Button
            variant="destructive"
            onClick={() => decide('denied')}
            loading={review.isPending && decision === 'denied'}
            disabled={review.isPending}
          >
            <X size={18} aria-hidden="true" /> Deny
          </Button>
          <Button onClick={() => decide('approved')} loading={review.isPending && decision === 'approved'} disabled={review.isPending}>
            <Check size={18} aria-hidden="true" /> Approve &amp; Credit
          </Button>
        </>
      }
    >
      <dl className={styles.details}>
        <dt>User</dt>
        <dd>
          {request.username ?? 'Unknown user'}
          {request.email && <span className={styles.muted}> · {request.email}</span>}
        </dd>
        <dt>Item</dt>
        <dd>
          {request.itemTitle ?? 'No item named'}{' '}
          <span className={styles.muted}>({itemTypeLabels[request.itemType] ?? request.itemType})</span>
        </dd>
        <dt>Ink</dt>
        <dd>{request.inkAmount} ink</dd>
        <dt>Reason</dt>
        <dd>{refundReasonLabels[request.reason] ?? request.reason}</dd>
        <dt>Description</dt>
        <dd className={styles.preLine}>{request.description}</dd>
      </dl>
      <TextArea
        label="Admin notes (optional)"
        hint="The user sees these notes with the decision."
        value={adminNotes}
        maxLength={2000}
        onChange={(event) => setAdminNotes(event.target.value)}
      />
    </DialogContent>
  );
}
