import { afterEach, describe, expect, it } from 'vitest';
import { analyticsEventSchema, type AnalyticsEvent } from '@inkspell/contracts';
import { analyticsRequest, setAnalyticsEnabled, trackEvent, trackPageView } from '../src/api/analytics';

function recorder() {
  const sent: AnalyticsEvent[] = [];
  return { sent, send: (event: AnalyticsEvent) => void sent.push(event) };
}

afterEach(() => setAnalyticsEnabled(true));

describe('analytics', () => {
  it('sends page views and named events in the shape the admin service accepts', () => {
    const { sent, send } = recorder();
    trackPageView('/story/abc', send);
    trackEvent('login', undefined, send);
    trackEvent('story_created', { category: 'fantasy', inkCost: 4, withAudio: true }, send);
    expect(sent).toEqual([
      { type: 'page_view', route: '/story/abc' },
      { type: 'event', name: 'login' },
      { type: 'event', name: 'story_created', properties: { category: 'fantasy', inkCost: 4, withAudio: true } },
    ]);
    for (const event of sent) expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('sends nothing while config.json turns analytics off', () => {
    const { sent, send } = recorder();
    setAnalyticsEnabled(false);
    trackPageView('/', send);
    trackEvent('registration', undefined, send);
    expect(sent).toEqual([]);
  });

  it('posts JSON to /api/analytics/events with the cookie, surviving the page moving on', () => {
    const [url, init] = analyticsRequest({ type: 'page_view', route: '/create' });
    expect(url).toBe('/api/analytics/events');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(init.body as string)).toEqual({ type: 'page_view', route: '/create' });
  });
});
