/**
 * Pure mapping of the Insights answer (contracts' insightsSchema) to what the charts draw: short day labels,
 * category names and colours, readable route and event names, and the tiles above the charts.
 */
import { categories } from '@inkspell/contracts/values';
import type { AnalyticsEventName, Insights } from '@inkspell/contracts';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "2025-03-02" → "Mar 2" (the days are UTC dates, so they are shown as UTC). */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : monthDay.format(date);
}

export function storiesSeries(insights: Pick<Insights, 'storiesPerDay'>): { label: string; stories: number }[] {
  return insights.storiesPerDay.map(({ day, stories }) => ({ label: shortDay(day), stories }));
}

export function inkSeries(insights: Pick<Insights, 'inkPerDay'>): { label: string; bought: number; demo: number; spent: number }[] {
  return insights.inkPerDay.map(({ day, bought, demo, spent }) => ({ label: shortDay(day), bought, demo, spent }));
}

/** A colour for a category the catalogue does not know (one from an older release). */
export const otherCategoryColor = '#94a3b8';

/** Each category with stories: its name and colour from the create page's catalogue, largest first. */
export function categorySlices(insights: Pick<Insights, 'categories'>): { id: string; name: string; value: number; color: string }[] {
  return insights.categories
    .filter((c) => c.stories > 0)
    .map((c) => {
      const known = categories.find((k) => k.id === c.category);
      return { id: c.category, name: known?.name ?? c.category, value: c.stories, color: known?.color ?? otherCategoryColor };
    })
    .sort((a, b) => b.value - a.value);
}

/** How many routes the chart draws: the answer may hold many rarely seen ones. */
export const routeBarsShown = 12;

/** Page views per route, the most viewed first; the home page is named so its "/" is not mistaken for nothing. */
export function routeBars(insights: Pick<Insights, 'pageViews'>): { route: string; views: number }[] {
  return [...insights.pageViews]
    .sort((a, b) => b.views - a.views)
    .slice(0, routeBarsShown)
    .map(({ route, views }) => ({ route: route === '/' ? '/ (home)' : route, views }));
}

/** A route short enough for the chart's axis: long ones keep their start and end around an ellipsis. */
export function shortRoute(route: string, max = 20): string {
  if (route.length <= max) return route;
  const keep = max - 1;
  return `${route.slice(0, Math.ceil(keep / 2))}…${route.slice(route.length - Math.floor(keep / 2))}`;
}

export const eventLabels: Record<AnalyticsEventName, string> = {
  login: 'Logins',
  registration: 'Registrations',
  story_created: 'Stories created',
  story_continued: 'Stories continued',
  story_deleted: 'Stories deleted',
  story_shared: 'Stories shared',
  preview_created: 'Previews',
  contact_submitted: 'Contact messages',
  ink_purchased: 'Ink purchases',
};

export function eventRows(insights: Pick<Insights, 'events'>): { name: AnalyticsEventName; label: string; count: number }[] {
  return insights.events.map(({ name, count }) => ({ name, label: eventLabels[name], count }));
}

export interface InsightsTile {
  key: keyof Insights['totals'];
  label: string;
  value: number;
}

/**
 * The numbers above the charts, for the whole window. Demo purchases (PAYMENTS_MODE=demo) get a tile of their
 * own when there are any: ink nobody paid for is never counted as bought (ADR 0026).
 */
export function insightsTiles(insights: Pick<Insights, 'totals' | 'days'>): InsightsTile[] {
  const { totals, days } = insights;
  return [
    { key: 'stories', label: `Stories (${days} days)`, value: totals.stories },
    { key: 'inkBought', label: 'Ink bought', value: totals.inkBought },
    ...(totals.demoPurchases > 0
      ? [{ key: 'demoPurchases' as const, label: 'Demo purchases (not paid)', value: totals.demoPurchases }]
      : []),
    { key: 'inkSpent', label: 'Ink spent', value: totals.inkSpent },
    { key: 'pageViews', label: 'Page views', value: totals.pageViews },
  ];
}
