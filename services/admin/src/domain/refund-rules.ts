import { refundLimits, type RefundRequest } from '@inkspell/contracts';
import { adminErrors } from './errors';
import type { InkTransaction, OwnedStory, RefundRequestInput } from './ports';

/** What a refund is for, as its owner's own records show it, and the most ink it may give back. */
export interface RefundableItem {
  itemId: string | null;
  itemTitle: string | null;
  maxInk: number;
}

/** A story refund: one of the user's own stories (stories.user.list), up to what it cost. */
export function storyItem(ownStories: readonly OwnedStory[], itemId: string): RefundableItem {
  const story = ownStories.find((s) => s.id === itemId);
  if (!story) throw adminErrors.refundItemNotFound();
  return { itemId: story.id, itemTitle: story.title, maxInk: story.inkCost };
}

/** A purchase refund: one of the user's own purchases in the ledger (ink.transaction.get), up to its credits. */
export function purchaseItem(transaction: InkTransaction | null): RefundableItem {
  if (!transaction) throw adminErrors.refundItemNotFound();
  if (transaction.type !== 'purchase' || transaction.amount <= 0) throw adminErrors.refundNotAPurchase();
  return { itemId: transaction.id, itemTitle: transaction.description, maxInk: transaction.amount };
}

/** Anything else: what the user wrote, up to a cap no honest request reaches. */
export function otherItem(input: Pick<RefundRequestInput, 'itemId' | 'itemTitle'>): RefundableItem {
  return { itemId: blankToNull(input.itemId), itemTitle: blankToNull(input.itemTitle), maxInk: refundLimits.otherMaxInk };
}

/** The amount asked for may not exceed what the item cost (the client's figure is never trusted). */
export function checkRefundAmount(itemType: RefundRequest['itemType'], inkAmount: number, item: RefundableItem): void {
  if (inkAmount <= item.maxInk) return;
  throw itemType === 'other' ? adminErrors.refundAmountTooHigh(item.maxInk) : adminErrors.refundAmountAbovePaid(item.maxInk);
}

/** Spec 02 §5: itemId and itemTitle are sent as null when empty. */
function blankToNull(value: string | null): string | null {
  return value?.trim() ? value.trim() : null;
}
