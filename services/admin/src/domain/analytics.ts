import type { AnalyticsEvent } from '@inkspell/contracts';
import { adminErrors } from './errors';
import { pageRouteOf } from './page-routes';
import type { AdminPorts, NewAnalyticsEvent } from './ports';

/** Who sent an analytics event: their address (for the rate limit) and, when signed in, their id (the only personal datum kept). */
export interface AnalyticsSender {
  ip: string;
  userId: string | null;
}

/** Records a page view (as its route pattern) or a named event, within the sender's per-minute allowance. */
export async function recordAnalyticsEvent(
  ports: Pick<AdminPorts, 'repos' | 'analyticsLimiter' | 'now'>,
  sender: AnalyticsSender,
  event: AnalyticsEvent,
): Promise<void> {
  const quota = await ports.analyticsLimiter.take(sender.ip, new Date(ports.now()));
  if (!quota.allowed) throw adminErrors.analyticsRateLimited(quota.retryAfterSeconds);
  const row: NewAnalyticsEvent =
    event.type === 'page_view'
      ? { type: 'page_view', route: pageRouteOf(event.route), userId: sender.userId }
      : { type: 'event', name: event.name, properties: event.properties ?? {}, userId: sender.userId };
  await ports.repos.analytics.record(row);
}
