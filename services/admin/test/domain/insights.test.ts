import { describe, expect, it } from 'vitest';
import { shapeInsights, windowDays } from '../../src/domain/insights';
import { pageRouteOf } from '../../src/domain/page-routes';

describe('the Insights window', () => {
  it('is the given number of UTC dates ending today, oldest first, across a month end', () => {
    expect(windowDays(Date.parse('2025-03-02T23:59:00Z'), 4)).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(windowDays(Date.parse('2025-03-02T00:00:00Z'), 1)).toEqual(['2025-03-02']);
  });
});

describe('shapeInsights', () => {
  const days = ['2025-03-01', '2025-03-02', '2025-03-03'];
  const empty = { storiesPerDay: [], inkBoughtPerDay: [], categories: [], pageViews: [], events: [] };

  it('gives every day of the window an entry, zero where nothing happened', () => {
    const shaped = shapeInsights(empty, days);
    expect(shaped.storiesPerDay).toEqual(days.map((day) => ({ day, stories: 0 })));
    expect(shaped.inkPerDay).toEqual(days.map((day) => ({ day, bought: 0, demo: 0, spent: 0 })));
    expect(shaped.totals).toEqual({ stories: 0, inkBought: 0, inkDemo: 0, demoPurchases: 0, inkSpent: 0, pageViews: 0 });
  });

  it('puts stories, their ink and purchases on their days, and leaves out days outside the window', () => {
    const shaped = shapeInsights(
      {
        ...empty,
        storiesPerDay: [
          { day: '2025-03-01', stories: 2, inkSpent: 7 },
          { day: '2025-03-03', stories: 1, inkSpent: 3 },
          { day: '2025-02-27', stories: 9, inkSpent: 40 },
        ],
        inkBoughtPerDay: [{ day: '2025-03-02', bought: 15, demo: 8, demoPurchases: 1 }],
        pageViews: [
          { route: '/', views: 4 },
          { route: '/create', views: 1 },
        ],
      },
      days,
    );
    expect(shaped.storiesPerDay.map((d) => d.stories)).toEqual([2, 0, 1]);
    expect(shaped.inkPerDay).toEqual([
      { day: '2025-03-01', bought: 0, demo: 0, spent: 7 },
      { day: '2025-03-02', bought: 15, demo: 8, spent: 0 },
      { day: '2025-03-03', bought: 0, demo: 0, spent: 3 },
    ]);
    expect(shaped.totals).toEqual({ stories: 3, inkBought: 15, inkDemo: 8, demoPurchases: 1, inkSpent: 10, pageViews: 5 });
  });
});

describe('pageRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/stories', '/stories'],
    ['/story/3f0c8a1e-2b4d-4c6e-8f10-123456789abc', '/story/:id'],
    ['/story/static-sample-1', '/story/:id'],
    ['/collection/abc', '/collection/:collectionId'],
    ['/help', '/help'],
    ['/help/', '/help'],
    ['/reset-password', '/reset-password'],
    ['/some/unknown/3f0c8a1e-2b4d', '/some/unknown/:id'],
    ['/story/1/extra', '/story/:id/extra'],
  ])('%s counts as %s', (path, route) => {
    expect(pageRouteOf(path)).toBe(route);
  });
});
