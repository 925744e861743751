import { refundReasonLabels } from '@inkspell/contracts';
import { Button, Select, TextArea, TextField, toast, useInkTransactions } from '@inkspell/ui';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useMyRefundRequests, useMyStoriesForRefund, useSubmitRefundRequest } from '../../api/refunds';
import {
  changeItemType,
  checkRefundForm,
  chooseItem,
  emptyRefundForm,
  isAmountReadOnly,
  isRefundItemType,
  isRefundReason,
  purchaseOptions,
  refundItemTypeLabels,
  requestSubmittedToast,
  storyOptions,
  submissionFailedToast,
  withoutLiveRefunds,
  type RefundFormState,
} from './refund-form';
import { RefundItemPicker } from './RefundItemPicker';
import styles from './Refund.module.css';

const itemTypeOptions = [
  { value: '', label: 'Choose one' },
  ...Object.entries(refundItemTypeLabels).map(([value, label]) => ({ value, label })),
];
const reasonOptions = [
  { value: '', label: 'Choose a reason' },
  ...Object.entries(refundReasonLabels).map(([value, label]) => ({ value, label })),
];

/** The refund form (spec 02 §2, §4, §5): type, item, amount, reason, description. */
export function RefundForm() {
  const [form, setForm] = useState<RefundFormState>(emptyRefundForm);
  const stories = useMyStoriesForRefund({ enabled: form.itemType === 'story' });
  const transactions = useInkTransactions({ enabled: form.itemType === 'ink_purchase' });
  const submit = useSubmitRefundRequest();
  const requests = useMyRefundRequests().data ?? [];
  const amountReadOnly = isAmountReadOnly(form.itemType);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkRefundForm(form);
    if (!check.ok) {
      toast(check.toast);
      return;
    }
    submit.mutate(check.input, {
      onSuccess: () => {
        toast(requestSubmittedToast);
        setForm(emptyRefundForm);
      },
      onError: (error) => toast(submissionFailedToast(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="refund-form-title" data-testid="refund-form">
      <h2 id="refund-form-title" className={styles.sectionTitle}>
        New Request
      </h2>
      <Select
        label="What is the refund for?"
        value={form.itemType}
        options={itemTypeOptions}
        onChange={(event) => {
          const value = event.target.value;
          setForm((current) => changeItemType(current, isRefundItemType(value) ? value : ''));
        }}
      />
      {form.itemType === 'story' && (
        <RefundItemPicker
          label="Story"
          placeholder="Choose a story"
          emptyText="No stories to refund: you have none yet, or each already has a request."
          query={stories}
          toOptions={(list) => withoutLiveRefunds(storyOptions(list), requests)}
          value={form.itemId}
          onChoose={(item) => setForm((current) => chooseItem(current, item))}
        />
      )}
      {form.itemType === 'ink_purchase' && (
        <RefundItemPicker
          label="Purchase"
          placeholder="Choose a purchase"
          emptyText="No purchases to refund: you have bought no ink yet, or each purchase already has a request."
          query={transactions}
          toOptions={(list) => withoutLiveRefunds(purchaseOptions(list), requests)}
          value={form.itemId}
          onChoose={(item) => setForm((current) => chooseItem(current, item))}
        />
      )}
      <TextField
        label="Ink amount"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={form.inkAmount}
        readOnly={amountReadOnly}
        hint={amountReadOnly ? 'Filled in from the story or purchase you choose.' : 'How much ink you would like back.'}
        className={amountReadOnly ? styles.readOnly : undefined}
        onChange={(event) => {
          const value = event.target.value;
          setForm((current) => ({ ...current, inkAmount: value }));
        }}
      />
      <Select
        label="Reason"
        value={form.reason}
        options={reasonOptions}
        onChange={(event) => {
          const value = event.target.value;
          setForm((current) => ({ ...current, reason: isRefundReason(value) ? value : '' }));
        }}
      />
      <TextArea
        label="Description"
        value={form.description}
        maxLength={2000}
        placeholder="Tell us what happened"
        onChange={(event) => {
          const value = event.target.value;
          setForm((current) => ({ ...current, description: value }));
        }}
      />
      <Button type="submit" block loading={submit.isPending}>
        <Send size={18} aria-hidden="true" /> Submit Request
      </Button>
    </form>
  );
}
