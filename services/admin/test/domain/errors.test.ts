import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@inkspell/contracts';
import { adminErrors } from '../../src/domain/errors';

describe('admin refusals', () => {
  it.each([
    ['an unknown refund request', adminErrors.refundRequestNotFound(), 404, 'not_found'],
    ['a refund request processed before', adminErrors.refundAlreadyProcessed(), 409, 'refund_already_processed'],
    ['a second refund for one item', adminErrors.refundAlreadyRequested(), 409, 'refund_already_requested'],
    ["an item that is not the user's", adminErrors.refundItemNotFound(), 404, 'refund_item_not_found'],
    ['a story or purchase refund naming no item', adminErrors.refundItemRequired(), 400, 'validation_failed'],
    ['a transaction that is no purchase', adminErrors.refundNotAPurchase(), 400, 'refund_item_not_refundable'],
    ['more ink than was paid', adminErrors.refundAmountAbovePaid(4), 400, 'refund_amount_above_paid'],
    ['an administrator disabling themselves', adminErrors.cannotDisableSelf(), 400, 'cannot_disable_self'],
    ['an unknown user', adminErrors.userNotFound(), 404, 'not_found'],
    ['too many contact messages from one address', adminErrors.contactRateLimited(60), 429, 'rate_limited'],
    ['too many analytics events from one address', adminErrors.analyticsRateLimited(5), 429, 'rate_limited'],
    ['an unknown contact message', adminErrors.contactMessageNotFound(), 404, 'not_found'],
  ])('answer %s with the status and code of ARCHITECTURE §7, in the contracts error body', (_name, error, status, code) => {
    expect(error.status).toBe(status);
    expect(errorBodySchema.parse(error.body)).toMatchObject({ code, message: expect.any(String) });
  });

  it('name the field a form shows the refusal beside', () => {
    expect(adminErrors.refundAmountAbovePaid(4).body).toMatchObject({
      message: 'You can ask for at most 4 ink for this item, which is what it cost',
      isValidationError: true,
      fieldErrors: { inkAmount: ['You can ask for at most 4 ink for this item, which is what it cost'] },
    });
    expect(adminErrors.refundItemRequired().body.fieldErrors).toEqual({
      itemId: ['Please choose the story or purchase this refund is for'],
    });
  });
});
