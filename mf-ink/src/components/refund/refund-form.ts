/**
 * Pure rules of the refund form (spec 02 §4 Refund form, §5, §8): what a type change clears, what
 * choosing an item fills, when the amount can be typed, and what a submit sends or refuses. No
 * React, so every rule is tested on its own.
 */
import {
  adminToasts,
  refundItemTypes,
  refundReasons,
  refundRequestInputSchema,
  type RefundReason,
  type InkTransaction,
  type RefundRequest,
} from '@inkspell/contracts';
import type { ToastOptions } from '@inkspell/ui';

export type RefundItemType = (typeof refundItemTypes)[number];
export type RefundRequestInput = ReturnType<typeof refundRequestInputSchema.parse>;

/** What the form holds: strings as typed, '' for nothing chosen yet. */
export interface RefundFormState {
  itemType: RefundItemType | '';
  itemId: string;
  itemTitle: string;
  inkAmount: string;
  reason: RefundReason | '';
  description: string;
}

export const emptyRefundForm: RefundFormState = { itemType: '', itemId: '', itemTitle: '', inkAmount: '', reason: '', description: '' };

/** The item type choices with readable words. */
export const refundItemTypeLabels: Record<RefundItemType, string> = {
  story: 'A story',
  ink_purchase: 'An ink purchase',
  other: 'Something else',
};

export function isRefundItemType(value: string): value is RefundItemType {
  return (refundItemTypes as readonly string[]).includes(value);
}

export function isRefundReason(value: string): value is RefundReason {
  return (refundReasons as readonly string[]).includes(value);
}

/** Something a refund can be asked for: a story or a purchase, with the ink it cost. */
export interface RefundItemOption {
  id: string;
  title: string;
  inkAmount: number;
  /** What the picker shows, e.g. "Luna and the Moon Boat (4 ink)". */
  label: string;
}

/** Changing the item type clears item, title and amount (spec 02 §4). */
export function changeItemType(form: RefundFormState, itemType: RefundItemType | ''): RefundFormState {
  return { ...form, itemType, itemId: '', itemTitle: '', inkAmount: '' };
}

/** Choosing a story or purchase fills its title and amount; choosing nothing empties them. */
export function chooseItem(form: RefundFormState, item: RefundItemOption | undefined): RefundFormState {
  if (!item) return { ...form, itemId: '', itemTitle: '', inkAmount: '' };
  return { ...form, itemId: item.id, itemTitle: item.title, inkAmount: String(item.inkAmount) };
}

/** The amount comes from the chosen item, so it can be typed only when the type is other. */
export function isAmountReadOnly(itemType: RefundItemType | ''): boolean {
  return itemType !== 'other';
}

/** The user's stories as picker options (GET /api/stories: id, title, inkCost). */
export function storyOptions(stories: readonly { id: string; title: string; inkCost: number }[]): RefundItemOption[] {
  return stories.map((story) => ({
    id: story.id,
    title: story.title,
    inkAmount: story.inkCost,
    label: `${story.title} (${story.inkCost} ink)`,
  }));
}

/** The user's purchases as picker options: the transaction id is the item, its amount the ink. */
export function purchaseOptions(
  transactions: readonly InkTransaction[],
  formatDate: (iso: string) => string = shortDate,
): RefundItemOption[] {
  return transactions
    .filter((transaction) => transaction.type === 'purchase')
    .map((transaction) => ({
      id: transaction.id,
      title: transaction.description,
      inkAmount: transaction.amount,
      label: `${transaction.description} · ${formatDate(transaction.createdAt)}`,
    }));
}

function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * Leaves out the items that already have a pending or approved request: the server takes one live
 * refund per story or purchase, so offering them again would only end in Submission Failed.
 */
export function withoutLiveRefunds(
  options: readonly RefundItemOption[],
  requests: readonly Pick<RefundRequest, 'itemId' | 'status'>[],
): RefundItemOption[] {
  const live = new Set(requests.filter((request) => request.status !== 'denied' && request.itemId).map((request) => request.itemId));
  return options.filter((option) => !live.has(option.id));
}

export type RefundFormCheck = { ok: true; input: RefundRequestInput } | { ok: false; toast: ToastOptions };

export const missingInformationToast: ToastOptions = { ...adminToasts.missingInformation, variant: 'destructive' };
export const invalidAmountToast: ToastOptions = { ...adminToasts.invalidAmount, variant: 'destructive' };

/**
 * The submit rules of spec 02 §5: item type, amount, reason and description are required
 * (Missing Information); the amount must be a positive whole number (Invalid Amount); an empty
 * item id or title is sent as null. What passes is checked once more with the contract's schema.
 */
export function checkRefundForm(form: RefundFormState): RefundFormCheck {
  const amountText = form.inkAmount.trim();
  if (!form.itemType || !amountText || !form.reason || !form.description.trim()) return { ok: false, toast: missingInformationToast };
  if (!/^\d+$/.test(amountText) || Number(amountText) < 1) return { ok: false, toast: invalidAmountToast };
  const parsed = refundRequestInputSchema.safeParse({
    itemType: form.itemType,
    itemId: form.itemId.trim() || null,
    itemTitle: form.itemTitle.trim() || null,
    inkAmount: Number(amountText),
    reason: form.reason,
    description: form.description,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const amountFailed = parsed.error.issues.some((issue) => issue.path[0] === 'inkAmount');
  return { ok: false, toast: amountFailed ? invalidAmountToast : missingInformationToast };
}

/** The server refused or could not take the request: Submission Failed with its message. */
export function submissionFailedToast(error: unknown): ToastOptions {
  const message = error instanceof Error && error.message ? error.message : 'Your refund request could not be sent. Please try again.';
  return { ...adminToasts.submissionFailed, description: message, variant: 'destructive' };
}

export const requestSubmittedToast: ToastOptions = { ...adminToasts.requestSubmitted };
