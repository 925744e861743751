import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startAdmin, type AdminHarness } from '../support/admin-harness';
import { eventsOf } from '../support/events';

let admin: AdminHarness;
beforeAll(async () => {
  admin = await startAdmin();
});
afterAll(async () => {
  await admin?.close();
});

const countWhere = async (table: 'stories_generated' | 'ink_purchases', column: string, value: string) =>
  (
    (await admin.deps.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${value}`)).rows[0] as {
      n: number;
    }
  ).n;

describe('the Insights consumers', () => {
  it('record a saved story once, however often inkspell.story.generated comes', async () => {
    const events = eventsOf(admin);
    const data = { storyId: randomUUID(), userId: randomUUID(), holdId: randomUUID(), inkCost: 4, category: 'animals', title: 'Otter' };
    const id = await events.publish('inkspell.story.generated', data);
    await events.publish('inkspell.story.generated', data, { id }); // the relay's duplicate (the stream drops it)
    await events.publish('inkspell.story.generated', data, { id, msgId: randomUUID() }); // a redelivery past the stream
    await events.publish('inkspell.story.generated', data); // another event about the same story
    await events.caughtUp('admin-insights-stories', 'inkspell.story.generated');
    expect(await countWhere('stories_generated', 'story_id', data.storyId)).toBe(1);
    const [row] = (await admin.deps.db.execute(sql`select category, ink_cost from stories_generated where story_id = ${data.storyId}`))
      .rows;
    expect(row).toEqual({ category: 'animals', ink_cost: 4 });
  });

  it('record an ink purchase once per payment', async () => {
    const events = eventsOf(admin);
    const data = {
      userId: randomUUID(),
      packageId: 'starter',
      credits: 10,
      amountCents: 499,
      paymentIntentId: `pi_${randomUUID()}`,
      demo: false,
    };
    const id = await events.publish('inkspell.ink.purchased', data);
    await events.publish('inkspell.ink.purchased', data, { id, msgId: randomUUID() });
    await events.publish('inkspell.ink.purchased', data);
    await events.caughtUp('admin-insights-purchases', 'inkspell.ink.purchased');
    expect(await countWhere('ink_purchases', 'payment_intent_id', data.paymentIntentId)).toBe(1);
  });
});
