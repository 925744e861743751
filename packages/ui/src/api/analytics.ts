import { analyticsEventsPath, analyticsLimits } from '@inkspell/contracts/values/analytics';
import type { AnalyticsEvent, AnalyticsEventName, AnalyticsProperties } from '@inkspell/contracts';

/** Delivers one event; never throws and never waits: analytics must never break or slow a page. */
export type AnalyticsSender = (event: AnalyticsEvent) => void;

let enabled = true;

/** The run-time switch (config.json's analyticsEnabled): the shell's FrontendConfigProvider sets it for every app on the page. */
export function setAnalyticsEnabled(value: boolean): void {
  enabled = value;
}

/**
 * The request for one event: POST /api/analytics/events with the contract's JSON. keepalive lets it finish when
 * the page moves on at once (a login sends its event and goes home); the cookie travels so the admin service
 * knows a signed-in user's id, the only personal datum it keeps.
 */
export function analyticsRequest(event: AnalyticsEvent): [string, RequestInit] {
  return [
    analyticsEventsPath,
    {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    },
  ];
}

const sendWithKeepalive: AnalyticsSender = (event) => {
  try {
    globalThis.fetch(...analyticsRequest(event)).catch(() => undefined);
  } catch {
    // No fetch here (a test, an old browser): the event is dropped.
  }
};

/** Reports a page view of `path` (spec 01 §2: on every route change); the server keeps only its route pattern. */
export function trackPageView(path: string, send: AnalyticsSender = sendWithKeepalive): void {
  if (!enabled) return;
  send(pageViewOf(path));
}

/** The page view event of `path`. */
export function pageViewOf(path: string): AnalyticsEvent {
  return { type: 'page_view', route: path.slice(0, analyticsLimits.routeLength) || '/' };
}

/** Reports a named event (login, registration, story actions, contact submit), with a few facts about it, none about the person. */
export function trackEvent(name: AnalyticsEventName, properties?: AnalyticsProperties, send: AnalyticsSender = sendWithKeepalive): void {
  if (!enabled) return;
  send(properties ? { type: 'event', name, properties } : { type: 'event', name });
}
