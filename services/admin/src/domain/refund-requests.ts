import type { RefundRequest } from '@inkspell/contracts';
import { adminErrors } from './errors';
import type { AdminPorts, RefundRequestInput } from './ports';
import { checkRefundAmount, otherItem, purchaseItem, storyItem, type RefundableItem } from './refund-rules';

/**
 * A user asks for ink back. A story or purchase is looked up in its owner's own records (stories, the ink
 * ledger): its real title is kept and the amount may not exceed what it cost. A second request for an item that
 * already has a pending or approved one is refused, also when two arrive at once (a unique index decides).
 */
export async function submitRefundRequest(
  ports: Pick<AdminPorts, 'repos' | 'stories' | 'ink'>,
  userId: string,
  input: RefundRequestInput,
): Promise<RefundRequest> {
  const item = await refundableItem(ports, userId, input);
  checkRefundAmount(input.itemType, input.inkAmount, item);
  const created = await ports.repos.refundRequests.insert({
    userId,
    itemType: input.itemType,
    itemId: item.itemId,
    itemTitle: item.itemTitle,
    inkAmount: input.inkAmount,
    reason: input.reason,
    description: input.description,
  });
  if (created === 'duplicate') throw adminErrors.refundAlreadyRequested();
  return created;
}

/** The user's own requests, newest first. */
export function listOwnRefundRequests(ports: Pick<AdminPorts, 'repos'>, userId: string): Promise<RefundRequest[]> {
  return ports.repos.refundRequests.listForUser(userId);
}

async function refundableItem(
  ports: Pick<AdminPorts, 'stories' | 'ink'>,
  userId: string,
  input: RefundRequestInput,
): Promise<RefundableItem> {
  if (input.itemType === 'other') return otherItem(input);
  const itemId = input.itemId?.trim();
  if (!itemId) throw adminErrors.refundItemRequired();
  if (input.itemType === 'story') return storyItem(await ports.stories.ownedBy(userId), itemId);
  return purchaseItem(await ports.ink.findTransaction(userId, itemId));
}
