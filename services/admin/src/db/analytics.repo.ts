import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { AnalyticsRepo } from '../domain/ports';
import { analyticsEvents, inkPurchases, storiesGenerated } from './schema';

/** The charts show this many routes and categories at most; the rest are the long tail. */
const topLimit = 12;
// Routes are the app's patterns (/story/:id) plus the odd unknown path, so the list stays short; the console's
// chart draws the first dozen, and the answer keeps the rest so a route's count can be read even when it is rare.
const pageViewRoutesLimit = 200;

/** A timestamp's UTC date, as the charts' days are named. */
const utcDay = (column: typeof storiesGenerated.occurredAt | typeof inkPurchases.occurredAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Analytics events and the sales facts the consumers record, and the Insights counts over them. */
export function createAnalyticsRepo(db: Executor): AnalyticsRepo {
  return {
    async record(event) {
      await db
        .insert(analyticsEvents)
        .values(
          event.type === 'page_view'
            ? { type: 'page_view', route: event.route, userId: event.userId }
            : { type: 'event', name: event.name, properties: event.properties, userId: event.userId },
        );
    },

    async recordStory(fact) {
      await db.insert(storiesGenerated).values(fact).onConflictDoNothing();
    },

    async recordPurchase(fact) {
      await db.insert(inkPurchases).values(fact).onConflictDoNothing();
    },

    async countsSince(since) {
      const storyDay = utcDay(storiesGenerated.occurredAt);
      const purchaseDay = utcDay(inkPurchases.occurredAt);
      const [storiesPerDay, inkBoughtPerDay, categories, pageViews, events] = await Promise.all([
        db
          .select({ day: storyDay, stories: sql<number>`count(*)::int`, inkSpent: sql<number>`sum(${storiesGenerated.inkCost})::int` })
          .from(storiesGenerated)
          .where(gte(storiesGenerated.occurredAt, since))
          .groupBy(storyDay),
        db
          .select({
            day: purchaseDay,
            bought: sql<number>`(coalesce(sum(${inkPurchases.credits}) filter (where not ${inkPurchases.demo}), 0))::int`,
            demo: sql<number>`(coalesce(sum(${inkPurchases.credits}) filter (where ${inkPurchases.demo}), 0))::int`,
            demoPurchases: sql<number>`(count(*) filter (where ${inkPurchases.demo}))::int`,
          })
          .from(inkPurchases)
          .where(gte(inkPurchases.occurredAt, since))
          .groupBy(purchaseDay),
        db
          .select({ category: storiesGenerated.category, stories: sql<number>`${count()}::int` })
          .from(storiesGenerated)
          .where(gte(storiesGenerated.occurredAt, since))
          .groupBy(storiesGenerated.category)
          .orderBy(desc(count()), storiesGenerated.category)
          .limit(topLimit),
        db
          .select({ route: sql<string>`${analyticsEvents.route}`, views: sql<number>`${count()}::int` })
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.type, 'page_view'), gte(analyticsEvents.createdAt, since)))
          .groupBy(analyticsEvents.route)
          .orderBy(desc(count()), analyticsEvents.route)
          .limit(pageViewRoutesLimit),
        db
          .select({ name: analyticsEvents.name, count: sql<number>`${count()}::int` })
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.type, 'event'), gte(analyticsEvents.createdAt, since)))
          .groupBy(analyticsEvents.name)
          .orderBy(desc(count()), analyticsEvents.name),
      ]);
      return {
        storiesPerDay,
        inkBoughtPerDay,
        categories,
        pageViews,
        // The table's check keeps name set on every 'event' row.
        events: events.flatMap((row) => (row.name ? [{ name: row.name, count: row.count }] : [])),
      };
    },
  };
}
