import { api, type ApiClient } from './api-client';

/** Reports a page view (spec 01 §2). Fire-and-forget: analytics must never break a page. */
export function trackPageView(path: string, client: ApiClient = api): void {
  client.post('/api/analytics', { type: 'page_view', path }).catch(() => undefined);
}
