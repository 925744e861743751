import { createParentGate, publishNotice, type Executor, type Infrastructure } from '@inkspell/service-kit';
import { createDemoProvider } from './adapters/payments/demo.provider';
import { createStripeProvider } from './adapters/payments/stripe.provider';
import { applyHoldItems, batchingRunner, createHoldDesk } from './db/hold-desk';
import { createLedgerStore } from './db/ledger.repo';
import type * as schema from './db/schema';
import type { Clock, HoldDesk, InkContext, InkPorts, InkSettings, Ledger, LedgerStore, PaymentsProvider } from './domain/ports';
import { paymentsModeOf, type InkEnv } from './env';

export interface InkServiceSettings extends InkSettings {
  holdSweepSeconds: number;
  commandConcurrency: number;
}

/** Everything the ink service runs on: the use-cases' ports, and what HTTP, commands, consumers and the sweeper need around them. */
export interface InkDeps extends Pick<Infrastructure<typeof schema>, 'logger' | 'verifyToken' | 'readiness' | 'db' | 'nc' | 'subjects'> {
  settings: InkServiceSettings;
  ports: InkPorts;
  /** The ports inside an event consumer's transaction, so the effect commits with the processed-event row. */
  within(tx: Executor): InkContext;
}

export const systemClock: Clock = { now: () => new Date() };

/** Told whose wallet a transaction moved, once it has ended. */
type WalletsMoved = (userIds: ReadonlySet<string>) => void;

/** The store, noting the users whose wallet a post moved or whose wallet it opened. */
function noting(store: LedgerStore, moved: Set<string>): LedgerStore {
  return {
    ...store,
    async post(movement) {
      const outcome = await store.post(movement);
      if (outcome.status === 'posted' && movement.walletDelta !== 0) moved.add(movement.userId);
      return outcome;
    },
    async createWallet(userId) {
      const created = await store.createWallet(userId);
      if (created) moved.add(userId);
      return created;
    },
  };
}

function ledgerOn(db: Executor, clock: Clock, walletsMoved: WalletsMoved, holds: HoldDesk): Ledger {
  return {
    holds,
    // Inside a consumer's transaction this opens a savepoint, so a refused effect leaves the processed row intact.
    // Whoever keeps balances hears of the wallets it moved once it has ended (ADR 0036; in a consumer, once the
    // savepoint is released: the consumer commits right after, and a reader's 1 s bound covers the gap).
    transaction: async (work) => {
      const moved = new Set<string>();
      try {
        return await db.transaction((tx) => work(noting(createLedgerStore(tx), moved)));
      } finally {
        if (moved.size > 0) walletsMoved(moved);
      }
    },
    read: (work) => work(createLedgerStore(db)),
    clock,
  };
}

function paymentsFor(env: InkEnv, db: Executor, logger: InkDeps['logger']): PaymentsProvider {
  if (paymentsModeOf(env) === 'demo' || !env.STRIPE_SECRET_KEY) {
    // Said at every start: a demo shop gives ink away, which must never be a surprise (ADR 0026).
    const why = env.PAYMENTS_MODE === 'demo' ? 'PAYMENTS_MODE=demo' : 'no STRIPE_SECRET_KEY (outside production only)';
    logger.warn({ paymentsMode: 'demo' }, `payments in demo mode (${why}): purchases complete without charging anyone`);
    return createDemoProvider(db);
  }
  logger.info({ paymentsMode: 'stripe' }, 'payments through Stripe');
  return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, api: env.STRIPE_API_URL });
}

/** The one wiring of the ink service, used by main and by the tests' harness. */
export function buildDeps(env: InkEnv, infra: Infrastructure<typeof schema>, overrides: { clock?: Clock } = {}): InkDeps {
  const clock = overrides.clock ?? systemClock;
  const settings: InkServiceSettings = {
    referralNewUserBonus: env.REFERRAL_NEW_USER_BONUS,
    holdSweepSeconds: env.HOLD_SWEEP_SECONDS,
    commandConcurrency: env.COMMAND_CONCURRENCY,
  };
  const payments = paymentsFor(env, infra.db, infra.logger);
  const walletsMoved: WalletsMoved = (userIds) => {
    for (const userId of userIds) publishNotice(infra.nc, infra.subjects, 'ink.balance.changed', { userId });
  };
  const walletMoved = (userId: string) => walletsMoved(new Set([userId]));
  // Commands' holds are batched on the pool (group commit); a consumer's go in its own transaction, one statement each.
  const batchedHolds = createHoldDesk(
    batchingRunner(infra.db, { maxBatch: env.HOLD_BATCH_MAX, inFlight: env.HOLD_BATCHES_IN_FLIGHT }),
    walletMoved,
  );
  const holdsIn = (tx: Executor) => createHoldDesk(async (item) => (await applyHoldItems(tx, [item]))[0]!, walletMoved);
  return {
    logger: infra.logger,
    verifyToken: infra.verifyToken,
    readiness: infra.readiness,
    db: infra.db,
    nc: infra.nc,
    subjects: infra.subjects,
    settings,
    ports: {
      ledger: ledgerOn(infra.db, clock, walletsMoved, batchedHolds),
      payments,
      settings,
      // Accounts' parent PIN check before a purchase (ADR 0019).
      parentGate: createParentGate(infra.nc, infra.subjects),
    },
    within: (tx) => ({ ledger: ledgerOn(tx, clock, walletsMoved, holdsIn(tx)), payments, settings }),
  };
}
