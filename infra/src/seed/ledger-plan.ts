import { buildMovement, descriptions, idempotencyKeys, walletOf, type Movement } from '../../../services/ink/src/domain/ledger';
import { welcomeMovement } from '../../../services/ink/src/domain/wallet';
import type { FamilyPlan } from './family-plan';
import { seedId } from './ids';

/**
 * A family's ink as the ink service would have posted it, movement by movement through the ledger's own posting
 * rules (buildMovement: the same kinds, accounts, signs, idempotency keys and descriptions as the service): the
 * welcome grant, each demo purchase, each story's hold and its capture, each approved refund.
 */
export interface PostedMovement extends Movement {
  id: string;
  createdAt: Date;
}

export interface HoldRow {
  id: string;
  idempotencyKey: string;
  userId: string;
  amount: number;
  state: 'captured';
  description: string;
  expiresAt: Date;
  createdAt: Date;
  settledAt: Date;
  settleNote: string;
}

export interface DemoIntentRow {
  id: string;
  userId: string;
  packageId: string;
  amountCents: number;
  currency: 'usd';
  status: 'succeeded';
  createdAt: Date;
}

export interface FamilyLedger {
  walletId: string;
  movements: PostedMovement[];
  holds: HoldRow[];
  intents: DemoIntentRow[];
}

/** The stories service's hold time (STORY_HOLD_TTL_SECONDS' default); a seeded story was captured well within it. */
const holdTtlMs = 600_000;
const captureAfterMs = 20_000;

export function planLedger(family: FamilyPlan): FamilyLedger {
  const { userId } = family;
  const movements: PostedMovement[] = [];
  const post = (id: string, createdAt: Date, movement: Movement) => movements.push({ ...movement, id, createdAt });

  post(seedId('welcome', family.family), family.createdAt, welcomeMovement(userId));
  for (const purchase of family.purchases) {
    post(
      seedId('purchase', family.family, purchase.n),
      purchase.createdAt,
      buildMovement({
        kind: 'demoPurchase',
        userId,
        amount: purchase.pack.credits,
        description: descriptions.demoPurchase(purchase.pack),
        reference: purchase.paymentIntentId,
        idempotencyKey: idempotencyKeys.demoPurchase(purchase.paymentIntentId),
      }),
    );
  }
  const holds: HoldRow[] = [];
  family.stories.forEach((story, i) => {
    const settledAt = new Date(story.createdAt.getTime() + captureAfterMs);
    const note = `Story: ${story.title}`;
    post(
      seedId('holdMovement', family.family, i),
      story.createdAt,
      buildMovement({
        kind: 'hold',
        userId,
        amount: story.inkCost,
        description: story.holdDescription,
        reference: story.holdId,
        idempotencyKey: idempotencyKeys.hold(story.holdKey),
      }),
    );
    post(
      seedId('capture', family.family, i),
      settledAt,
      buildMovement({
        kind: 'capture',
        userId,
        amount: story.inkCost,
        description: note,
        reference: story.holdId,
        idempotencyKey: idempotencyKeys.capture(story.holdId),
      }),
    );
    holds.push({
      id: story.holdId,
      idempotencyKey: story.holdKey,
      userId,
      amount: story.inkCost,
      state: 'captured',
      description: story.holdDescription,
      expiresAt: new Date(story.createdAt.getTime() + holdTtlMs),
      createdAt: story.createdAt,
      settledAt,
      settleNote: note,
    });
  });
  for (const refund of family.refunds) {
    if (refund.status !== 'approved') continue;
    post(
      seedId('refundMovement', family.family),
      refund.processedAt!,
      buildMovement({
        kind: 'refund',
        userId,
        amount: refund.inkAmount,
        description: descriptions.refund(refund.itemTitle),
        reference: refund.id,
        idempotencyKey: idempotencyKeys.refund(refund.id),
      }),
    );
  }
  const intents = family.purchases.map((purchase): DemoIntentRow => ({
    id: purchase.paymentIntentId,
    userId,
    packageId: purchase.pack.packageId,
    amountCents: purchase.pack.priceCents,
    currency: 'usd',
    status: 'succeeded',
    createdAt: purchase.createdAt,
  }));
  return { walletId: walletOf(userId), movements, holds, intents };
}
