import { describe, expect, it } from 'vitest';
import type { ProviderIntent } from '../../src/domain/ports';
import { checkIntent, packById } from '../../src/domain/purchases';

const me = '6f1c1d1e-7a0b-4c53-9d5c-2f4d5b6a7c8d';
const other = '0b7e6a3c-1f2d-4e5f-8a9b-0c1d2e3f4a5b';
const paid: ProviderIntent = { id: 'pi_1', status: 'succeeded', amountCents: 900, currency: 'usd', userId: me, packageId: 'starter' };

describe('pack table', () => {
  it.each([
    ['starter', 8, 900],
    ['popular', 15, 1500],
    ['premium', 20, 2000],
  ])('%s gives %i ink for %i cents', (id, credits, cents) => {
    expect(packById(id)).toMatchObject({ credits, priceCents: cents });
  });
  it.each(['gold', '', null, undefined, 'STARTER'])('knows no pack %s', (id) => {
    expect(packById(id)).toBeUndefined();
  });
});

describe('checking a PaymentIntent before crediting it', () => {
  const table: Array<[string, Partial<ProviderIntent>, { userId?: string }, number | 'ok', string?]> = [
    ['a paid starter pack of mine', {}, { userId: me }, 'ok'],
    ['a paid pack from a webhook (no caller)', {}, {}, 'ok'],
    ['the currency in capitals', { currency: 'USD' }, { userId: me }, 'ok'],
    ["another user's payment", { userId: other }, { userId: me }, 403, 'forbidden'],
    ['no user in the metadata', { userId: null }, {}, 409, 'payment_mismatch'],
    ['a user that is not an id', { userId: 'admin' }, {}, 409, 'payment_mismatch'],
    ['an unknown pack', { packageId: 'gold' }, { userId: me }, 409, 'payment_mismatch'],
    ['one cent short', { amountCents: 899 }, { userId: me }, 409, 'payment_mismatch'],
    ['the price of another pack', { amountCents: 1500 }, { userId: me }, 409, 'payment_mismatch'],
    ['another currency', { currency: 'eur' }, { userId: me }, 409, 'payment_mismatch'],
    ['not paid yet', { status: 'requires_payment_method' }, { userId: me }, 409, 'payment_not_succeeded'],
    ['still processing', { status: 'processing' }, { userId: me }, 409, 'payment_not_succeeded'],
  ];
  it.each(table)('%s', (_name, change, expected, status, code) => {
    const run = () => checkIntent({ ...paid, ...change }, expected);
    if (status === 'ok') expect(run()).toEqual({ pack: expect.objectContaining({ packageId: 'starter', credits: 8 }), userId: me });
    else expect(run).toThrow(expect.objectContaining({ status, code }));
  });
});
