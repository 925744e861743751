import { describe, expect, it } from 'vitest';
import { insightsSchema, type Insights } from '@inkspell/contracts';
import {
  categorySlices,
  eventRows,
  inkSeries,
  insightsTiles,
  otherCategoryColor,
  routeBars,
  routeBarsShown,
  shortDay,
  shortRoute,
  storiesSeries,
} from '../src/api/insights-charts';

/** An answer as the admin service gives it, checked with the contract so the fixture cannot drift from it. */
const insights: Insights = insightsSchema.parse({
  days: 3,
  storiesPerDay: [
    { day: '2025-02-28', stories: 1 },
    { day: '2025-03-01', stories: 0 },
    { day: '2025-03-02', stories: 4 },
  ],
  inkPerDay: [
    { day: '2025-02-28', bought: 15, demo: 0, spent: 3 },
    { day: '2025-03-01', bought: 0, demo: 0, spent: 0 },
    { day: '2025-03-02', bought: 40, demo: 0, spent: 14 },
  ],
  categories: [
    { category: 'space', stories: 1 },
    { category: 'dragon', stories: 3 },
    { category: 'robots', stories: 1 },
    { category: 'mystery', stories: 0 },
  ],
  pageViews: [
    { route: '/create', views: 2 },
    { route: '/', views: 9 },
    { route: '/story/:id', views: 5 },
  ],
  events: [
    { name: 'login', count: 3 },
    { name: 'contact_submitted', count: 1 },
  ],
  totals: { stories: 5, inkBought: 55, inkDemo: 0, demoPurchases: 0, inkSpent: 17, pageViews: 16 },
});

describe('the Insights charts', () => {
  it('label days as month and day in UTC, whatever the admin’s time zone', () => {
    expect(shortDay('2025-03-02')).toBe('Mar 2');
    expect(shortDay('2024-12-31')).toBe('Dec 31');
    expect(shortDay('not a day')).toBe('not a day');
  });

  it('draw one bar of stories and one point of ink bought and spent per day, oldest first', () => {
    expect(storiesSeries(insights)).toEqual([
      { label: 'Feb 28', stories: 1 },
      { label: 'Mar 1', stories: 0 },
      { label: 'Mar 2', stories: 4 },
    ]);
    expect(inkSeries(insights)).toEqual([
      { label: 'Feb 28', bought: 15, demo: 0, spent: 3 },
      { label: 'Mar 1', bought: 0, demo: 0, spent: 0 },
      { label: 'Mar 2', bought: 40, demo: 0, spent: 14 },
    ]);
  });

  it('name categories and colour them as the create page does, largest first, leaving out empty ones', () => {
    expect(categorySlices(insights)).toEqual([
      { id: 'dragon', name: 'Dragon Tales', value: 3, color: '#ef4444' },
      { id: 'space', name: 'Space Journeys', value: 1, color: '#6366f1' },
      { id: 'robots', name: 'robots', value: 1, color: otherCategoryColor },
    ]);
  });

  it('list routes most viewed first and name the home page', () => {
    expect(routeBars(insights)).toEqual([
      { route: '/ (home)', views: 9 },
      { route: '/story/:id', views: 5 },
      { route: '/create', views: 2 },
    ]);
  });

  it('draw only the most viewed dozen routes', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ route: `/r${i}`, views: i + 1 }));
    const bars = routeBars({ pageViews: many });
    expect(bars).toHaveLength(routeBarsShown);
    expect(bars[0]).toEqual({ route: '/r29', views: 30 });
    expect(bars.at(-1)).toEqual({ route: '/r18', views: 19 });
  });

  it('shorten long routes for the axis, keeping both ends', () => {
    expect(shortRoute('/story/:id')).toBe('/story/:id');
    expect(shortRoute('/admin-management-console')).toBe('/admin-man…t-console');
    expect(shortRoute('/admin-management-console')).toHaveLength(20);
  });

  it('name events and the tiles in words', () => {
    expect(eventRows(insights)).toEqual([
      { name: 'login', label: 'Logins', count: 3 },
      { name: 'contact_submitted', label: 'Contact messages', count: 1 },
    ]);
    expect(insightsTiles(insights)).toEqual([
      { key: 'stories', label: 'Stories (3 days)', value: 5 },
      { key: 'inkBought', label: 'Ink bought', value: 55 },
      { key: 'inkSpent', label: 'Ink spent', value: 17 },
      { key: 'pageViews', label: 'Page views', value: 16 },
    ]);
  });

  it('count demo purchases apart from paid ones, in a tile of their own', () => {
    const withDemo = { ...insights, totals: { ...insights.totals, inkDemo: 8, demoPurchases: 1 } };
    expect(insightsTiles(withDemo).map((tile) => [tile.label, tile.value])).toEqual([
      ['Stories (3 days)', 5],
      ['Ink bought', 55],
      ['Demo purchases (not paid)', 1],
      ['Ink spent', 17],
      ['Page views', 16],
    ]);
  });
});
