import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminApiPaths, insightsDays, insightsSchema, type Insights } from '@inkspell/contracts';
import { startAdmin, type AdminHarness } from '../support/admin-harness';
import { eventsOf } from '../support/events';

let admin: AdminHarness;
beforeAll(async () => {
  admin = await startAdmin();
});
afterAll(async () => {
  await admin?.close();
});

const administrator = { id: randomUUID(), username: 'spelladmin', role: 'admin' as const };
const dayMs = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * dayMs);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function insights(): Promise<Insights> {
  const res = await admin.request(adminApiPaths.insights, { user: administrator });
  expect(res.status).toBe(200);
  return insightsSchema.parse(res.body);
}

describe('GET /api/admin/insights', () => {
  it('adds up stories, ink bought and spent, categories, page views and events from what was seeded', async () => {
    const events = eventsOf(admin);
    const user = randomUUID();
    const story = (category: string, inkCost: number, at: Date) =>
      events.publish(
        'inkspell.story.generated',
        { storyId: randomUUID(), userId: user, holdId: randomUUID(), inkCost, category, title: 'A tale' },
        { occurredAt: at.toISOString() },
      );
    const purchase = (credits: number, at: Date, demo = false) =>
      events.publish(
        'inkspell.ink.purchased',
        { userId: user, packageId: 'popular', credits, amountCents: 999, paymentIntentId: `pi_${randomUUID()}`, demo },
        { occurredAt: at.toISOString() },
      );
    await story('adventure', 3, daysAgo(0));
    await story('adventure', 5, daysAgo(0));
    await story('fantasy', 4, daysAgo(2));
    await story('space', 2, daysAgo(insightsDays + 5)); // before the window: counted nowhere
    await purchase(15, daysAgo(0));
    await purchase(40, daysAgo(2));
    // The demo provider's (PAYMENTS_MODE=demo): ink nobody paid for, counted apart (ADR 0026).
    await purchase(8, daysAgo(0), true);
    await events.caughtUp('admin-insights-stories', 'inkspell.story.generated');
    await events.caughtUp('admin-insights-purchases', 'inkspell.ink.purchased');

    const repos = admin.deps.ports.repos.analytics;
    for (const route of ['/', '/', '/create', '/story/:id', '/story/:id', '/story/:id'])
      await repos.record({ type: 'page_view', route, userId: null });
    await repos.record({ type: 'event', name: 'login', properties: {}, userId: user });
    await repos.record({ type: 'event', name: 'contact_submitted', properties: {}, userId: null });
    await repos.record({ type: 'event', name: 'login', properties: {}, userId: user });

    const answer = await insights();
    expect(answer.days).toBe(insightsDays);
    expect(answer.storiesPerDay).toHaveLength(insightsDays);
    expect(answer.storiesPerDay.at(-1)).toEqual({ day: dayOf(daysAgo(0)), stories: 2 });
    expect(answer.storiesPerDay.at(-3)).toEqual({ day: dayOf(daysAgo(2)), stories: 1 });
    expect(answer.storiesPerDay.at(-2)).toEqual({ day: dayOf(daysAgo(1)), stories: 0 });
    expect(answer.inkPerDay.at(-1)).toEqual({ day: dayOf(daysAgo(0)), bought: 15, demo: 8, spent: 8 });
    expect(answer.inkPerDay.at(-3)).toEqual({ day: dayOf(daysAgo(2)), bought: 40, demo: 0, spent: 4 });
    expect(answer.categories).toEqual([
      { category: 'adventure', stories: 2 },
      { category: 'fantasy', stories: 1 },
    ]);
    expect(answer.pageViews).toEqual([
      { route: '/story/:id', views: 3 },
      { route: '/', views: 2 },
      { route: '/create', views: 1 },
    ]);
    expect(answer.events).toEqual([
      { name: 'login', count: 2 },
      { name: 'contact_submitted', count: 1 },
    ]);
    expect(answer.totals).toEqual({ stories: 3, inkBought: 55, inkDemo: 8, demoPurchases: 1, inkSpent: 12, pageViews: 6 });
  });

  it('keeps a rarely seen route in the answer, however many routes are more popular', async () => {
    const repos = admin.deps.ports.repos.analytics;
    const rare = `/lost-${randomUUID()}`;
    for (let i = 0; i < 14; i++) for (let v = 0; v < 3; v++) await repos.record({ type: 'page_view', route: `/busy-${i}`, userId: null });
    await repos.record({ type: 'page_view', route: rare, userId: null });
    expect((await insights()).pageViews).toContainEqual({ route: rare, views: 1 });
  });
});
