import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { CommandSubject } from '@inkspell/contracts';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
const me = newUserId();
const other = newUserId();
/** PaymentIntents at (fake) Stripe, made in beforeAll. */
const intents: Record<'mineUnpaid' | 'othersPaid' | 'oneCent' | 'euros' | 'unknownPack' | 'noUser', string> = {} as never;
const holds: Record<'captured' | 'released', string> = {} as never;

beforeAll(async () => {
  h = await startInk({ stripe: true });
  await h.send('ink.balance.get', { userId: me });
  await h.send('ink.balance.get', { userId: other });
  intents.mineUnpaid = (await h.as(me).post('/api/ink/create-payment-intent', { packageId: 'starter' })).body.paymentIntentId;
  intents.othersPaid = (await h.as(other).post('/api/ink/create-payment-intent', { packageId: 'starter' })).body.paymentIntentId;
  h.stripe!.pay(intents.othersPaid);
  const stripe = h.stripe!;
  intents.oneCent = stripe.addIntent({ amount: 1, metadata: { userId: me, packageId: 'starter' } }).id;
  intents.euros = stripe.addIntent({ amount: 900, currency: 'eur', metadata: { userId: me, packageId: 'starter' } }).id;
  intents.unknownPack = stripe.addIntent({ amount: 900, metadata: { userId: me, packageId: 'gold' } }).id;
  intents.noUser = stripe.addIntent({ amount: 900, metadata: { packageId: 'starter' } }).id;
  holds.captured = (
    await h.send('ink.hold.create', { idempotencyKey: randomUUID(), userId: me, amount: 1, description: 'Story: A' })
  ).holdId;
  await h.send('ink.hold.capture', { holdId: holds.captured, description: 'Story: A' });
  holds.released = (
    await h.send('ink.hold.create', { idempotencyKey: randomUUID(), userId: me, amount: 1, description: 'Story: B' })
  ).holdId;
  await h.send('ink.hold.release', { holdId: holds.released, reason: 'failed' });
});
afterAll(async () => {
  await h?.close();
});

type Answer = { status: number; body: Record<string, unknown> };
type Case = [name: string, send: () => Promise<Answer>, status: number, code: string, message?: string | RegExp];

const createIntent = (body: unknown) => () => h.request('POST', '/api/ink/create-payment-intent', { userId: me, body });
const confirm = (paymentIntentId: unknown) => () => h.as(me).post('/api/ink/confirm-payment', { paymentIntentId });
const command = (subject: CommandSubject, payload: unknown) => () => h.sendRaw(subject, payload);
const hold = (change: Record<string, unknown>) =>
  command('ink.hold.create', { idempotencyKey: randomUUID(), userId: me, amount: 1, description: 'Story', ...change });

/** A webhook delivery made by `make` from a fresh signed event, so the case runs with current timestamps. */
const webhook = (make: () => { body: string; signature: string | undefined }) => () => {
  const { body, signature } = make();
  return h.deliverWebhook(body, signature);
};
const signed = (intentId: string, options: Parameters<NonNullable<InkHarness['stripe']>['webhook']>[1] = {}) =>
  h.stripe!.webhook(intentId, options);

const packageIdRequired = 'Package ID is required';
const cases: Case[] = [
  ['create: nothing', createIntent({}), 400, 'validation_failed', packageIdRequired],
  ['create: unknown pack', createIntent({ packageId: 'gold' }), 400, 'validation_failed', packageIdRequired],
  ['create: pack as a number', createIntent({ packageId: 8 }), 400, 'validation_failed', packageIdRequired],
  ['create: pack in a list', createIntent({ packageId: ['starter'] }), 400, 'validation_failed', packageIdRequired],
  ['create: malformed JSON', createIntent('{"packageId": "sta'), 400, 'validation_failed', 'The request body is not valid JSON'],
  ['confirm: nothing', () => h.as(me).post('/api/ink/confirm-payment', {}), 400, 'validation_failed'],
  ['confirm: empty id', confirm(''), 400, 'validation_failed'],
  ['confirm: oversized id', confirm(`pi_${'a'.repeat(300)}`), 400, 'validation_failed'],
  ['confirm: id as a number', confirm(42), 400, 'validation_failed'],
  ['confirm: unknown intent', confirm('pi_doesnotexist'), 404, 'not_found', 'No such payment'],
  ['confirm: a path instead of an id', confirm('../v1/customers'), 404, 'not_found', 'No such payment'],
  [
    "confirm: another user's paid intent",
    () => h.as(me).post('/api/ink/confirm-payment', { paymentIntentId: intents.othersPaid }),
    403,
    'forbidden',
  ],
  ['confirm: amount not the pack price', () => confirm(intents.oneCent)(), 409, 'payment_mismatch'],
  ['confirm: currency not the pack currency', () => confirm(intents.euros)(), 409, 'payment_mismatch'],
  ['confirm: pack unknown to the server', () => confirm(intents.unknownPack)(), 409, 'payment_mismatch'],
  ['confirm: not paid', () => confirm(intents.mineUnpaid)(), 409, 'payment_not_succeeded'],
  [
    'webhook: no signature',
    webhook(() => ({ body: signed(intents.othersPaid).body, signature: undefined })),
    400,
    'invalid_signature',
    'Invalid webhook signature',
  ],
  [
    'webhook: signed with another secret',
    webhook(() => signed(intents.othersPaid, { secret: 'whsec_not_ours' })),
    400,
    'invalid_signature',
  ],
  [
    'webhook: body changed after signing (credit to someone else)',
    webhook(() => {
      const { body, signature } = signed(intents.othersPaid);
      return { body: body.replaceAll(other, me), signature };
    }),
    400,
    'invalid_signature',
  ],
  [
    'webhook: replayed 10 minutes later',
    webhook(() => signed(intents.othersPaid, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
    400,
    'invalid_signature',
  ],
  [
    'webhook: signature of garbage',
    webhook(() => ({ body: signed(intents.othersPaid).body, signature: 't=abc,v1=zzz' })),
    400,
    'invalid_signature',
  ],
  ['webhook: not JSON', webhook(() => ({ body: 'amount=900', signature: 't=1,v1=abc' })), 400, 'validation_failed'],
  ['webhook: signed intent whose amount is not the pack price', webhook(() => signed(intents.oneCent)), 409, 'payment_mismatch'],
  ['webhook: signed intent in another currency', webhook(() => signed(intents.euros)), 409, 'payment_mismatch'],
  ['webhook: signed intent naming no user', webhook(() => signed(intents.noUser)), 409, 'payment_mismatch'],
  ['hold: negative amount', hold({ amount: -1 }), 400, 'validation_failed'],
  ['hold: zero', hold({ amount: 0 }), 400, 'validation_failed'],
  ['hold: fractional amount', hold({ amount: 1.5 }), 400, 'validation_failed'],
  ['hold: amount as text', hold({ amount: '3' }), 400, 'validation_failed'],
  ['hold: absurd amount', hold({ amount: 10_000_000 }), 400, 'validation_failed', 'Ink amounts must be whole numbers from 1 to 1,000,000'],
  ['hold: user that is not an id', hold({ userId: 'admin' }), 400, 'validation_failed'],
  ['hold: no idempotency key', hold({ idempotencyKey: undefined }), 400, 'validation_failed'],
  ['hold: more than the balance', hold({ amount: 500 }), 402, 'not_enough_ink'],
  ['capture: unknown hold', command('ink.hold.capture', { holdId: randomUUID(), description: 'x' }), 404, 'not_found', 'No such ink hold'],
  ['capture: a released hold', () => command('ink.hold.capture', { holdId: holds.released, description: 'x' })(), 409, 'hold_not_active'],
  ['release: a captured hold', () => command('ink.hold.release', { holdId: holds.captured, reason: 'x' })(), 409, 'hold_not_active'],
  [
    'release: hold id that is not an id',
    command('ink.hold.release', { holdId: 'drop table holds', reason: 'x' }),
    400,
    'validation_failed',
  ],
  ['balance: user that is not an id', command('ink.balance.get', { userId: "' or 1=1 --" }), 400, 'validation_failed'],
];

describe('bad input moves no ink', () => {
  it.each(cases)('%s', async (_name, send, status, code, message) => {
    const before = await h.fingerprint();
    const res = await send();
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(typeof res.body.message).toBe('string');
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else if (message) expect(res.body.message).toMatch(message);
    if (status === 400 && code === 'validation_failed') expect(res.body.isValidationError).toBe(true);
    if (status === 402) expect(res.body).toMatchObject({ needed: 500, balance: expect.any(Number) });
    expect(await h.fingerprint()).toBe(before);
  });

  it('leaves a sound ledger behind', async () => {
    expect((await h.audit()).ok).toBe(true);
  });
});
