import { insightsDays, type Insights } from '@inkspell/contracts';
import type { Actor, AdminPorts, InsightsCounts } from './ports';

const dayMs = 86_400_000;

/** The UTC dates of the window ending today, oldest first. */
export function windowDays(now: number, days: number = insightsDays): string[] {
  const today = Math.floor(now / dayMs) * dayMs;
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * dayMs).toISOString().slice(0, 10));
}

/**
 * Shapes the database's sparse counts into the charts' series: one entry per day of the window (zeros where
 * nothing happened), ink spent taken from the stories' costs, and the totals of the window.
 */
export function shapeInsights(counts: InsightsCounts, days: readonly string[]): Insights {
  const stories = new Map(counts.storiesPerDay.map((row) => [row.day, row]));
  const bought = new Map(counts.inkBoughtPerDay.map((row) => [row.day, row]));
  const storiesPerDay = days.map((day) => ({ day, stories: stories.get(day)?.stories ?? 0 }));
  const inkPerDay = days.map((day) => ({
    day,
    bought: bought.get(day)?.bought ?? 0,
    demo: bought.get(day)?.demo ?? 0,
    spent: stories.get(day)?.inkSpent ?? 0,
  }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    days: days.length,
    storiesPerDay,
    inkPerDay,
    categories: counts.categories,
    pageViews: counts.pageViews,
    events: counts.events,
    totals: {
      stories: sum(storiesPerDay.map((d) => d.stories)),
      inkBought: sum(inkPerDay.map((d) => d.bought)),
      inkDemo: sum(inkPerDay.map((d) => d.demo)),
      demoPurchases: sum(counts.inkBoughtPerDay.filter((row) => days.includes(row.day)).map((row) => row.demoPurchases)),
      inkSpent: sum(inkPerDay.map((d) => d.spent)),
      pageViews: sum(counts.pageViews.map((r) => r.views)),
    },
  };
}

/** The Insights tab: the last insightsDays days of stories, ink, categories, page views and events. */
export async function buildInsights(ports: Pick<AdminPorts, 'repos' | 'now'>, actor: Actor): Promise<Insights> {
  const days = windowDays(ports.now());
  const counts = await ports.repos.analytics.countsSince(new Date(`${days[0]}T00:00:00.000Z`));
  await ports.repos.auditLog.record({
    actor,
    action: 'insights.viewed',
    targetType: 'insights',
    targetId: null,
    details: { days: days.length },
  });
  return shapeInsights(counts, days);
}
