import type { Column } from './bulk-insert';
import { insertMissing, isPresent } from './bulk-insert';
import { seedId } from './ids';
import type { SeedBatch, SeedWriter } from './batch';
import type { ContactPlan, FamilyPlan, PurchasePlan, RefundPlan, StoryPlan } from './family-plan';

type Owned<T> = T & { owner: FamilyPlan };
const owned = <T>(batch: SeedBatch, of: (f: FamilyPlan) => T[]): Owned<T>[] =>
  batch.families.flatMap((owner) => of(owner).map((item) => ({ ...item, owner })));

const refundColumns: Column<Owned<RefundPlan>>[] = [
  { name: 'id', type: 'uuid', value: (r) => r.id },
  { name: 'user_id', type: 'uuid', value: (r) => r.owner.userId },
  { name: 'item_type', type: 'text', value: (r) => r.itemType },
  { name: 'item_id', type: 'text', value: (r) => r.itemId },
  { name: 'item_title', type: 'text', value: (r) => r.itemTitle },
  { name: 'ink_amount', type: 'int', value: (r) => r.inkAmount },
  { name: 'reason', type: 'text', value: (r) => r.reason },
  { name: 'description', type: 'text', value: (r) => r.description },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'admin_notes', type: 'text', value: (r) => r.adminNotes },
  { name: 'processed_at', type: 'timestamptz', value: (r) => r.processedAt },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.createdAt },
];

const contactColumns: Column<ContactPlan>[] = [
  { name: 'id', type: 'uuid', value: (c) => c.id },
  { name: 'name', type: 'text', value: (c) => c.name },
  { name: 'email', type: 'text', value: (c) => c.email },
  { name: 'subject', type: 'text', value: (c) => c.subject },
  { name: 'message', type: 'text', value: (c) => c.message },
  { name: 'user_id', type: 'uuid', value: (c) => c.userId },
  { name: 'read', type: 'boolean', value: (c) => c.read },
  { name: 'created_at', type: 'timestamptz', value: (c) => c.createdAt },
];

/** What inkspell.story.generated told admin about each story. */
const generatedColumns: Column<Owned<StoryPlan>>[] = [
  { name: 'story_id', type: 'uuid', value: (s) => s.id },
  { name: 'user_id', type: 'uuid', value: (s) => s.owner.userId },
  { name: 'category', type: 'text', value: (s) => s.category },
  { name: 'ink_cost', type: 'int', value: (s) => s.inkCost },
  { name: 'occurred_at', type: 'timestamptz', value: (s) => s.createdAt },
];

/** What inkspell.ink.purchased told admin about each (demo) purchase. */
const purchaseColumns: Column<Owned<PurchasePlan>>[] = [
  { name: 'payment_intent_id', type: 'text', value: (p) => p.paymentIntentId },
  { name: 'user_id', type: 'uuid', value: (p) => p.owner.userId },
  { name: 'package_id', type: 'text', value: (p) => p.pack.packageId },
  { name: 'credits', type: 'int', value: (p) => p.pack.credits },
  { name: 'amount_cents', type: 'int', value: (p) => p.pack.priceCents },
  { name: 'demo', type: 'boolean', value: () => true },
  { name: 'occurred_at', type: 'timestamptz', value: (p) => p.createdAt },
];

/** admin: refund requests and contact messages, and the analytics rows the stories' and purchases' events leave. */
export const adminWriter: SeedWriter = {
  database: 'admin',
  // Every family's first story leaves a stories_generated row.
  present: (client, family) => isPresent(client, 'stories_generated', 'story_id', seedId('story', family, 0)),
  write: async (client, batch) => ({
    refund_requests: await insertMissing(
      client,
      'refund_requests',
      refundColumns,
      owned(batch, (f) => f.refunds),
    ),
    contact_messages: await insertMissing(
      client,
      'contact_messages',
      contactColumns,
      batch.families.flatMap((f) => f.contacts),
    ),
    stories_generated: await insertMissing(
      client,
      'stories_generated',
      generatedColumns,
      owned(batch, (f) => f.stories),
    ),
    ink_purchases: await insertMissing(
      client,
      'ink_purchases',
      purchaseColumns,
      owned(batch, (f) => f.purchases),
    ),
  }),
};
