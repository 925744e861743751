import type { EventData, EventEnvelope } from '@inkspell/contracts';
import type { Repos } from './ports';

/** inkspell.story.generated → one story in the Insights (its category, and its ink cost as ink spent). */
export function recordStoryGenerated(repos: Pick<Repos, 'analytics'>, event: EventEnvelope<EventData<'inkspell.story.generated'>>) {
  const { storyId, userId, category, inkCost } = event.data;
  return repos.analytics.recordStory({ storyId, userId, category, inkCost, occurredAt: new Date(event.occurredAt) });
}

/** inkspell.ink.purchased → ink bought that day (a demo purchase as demo ink, never as bought). */
export function recordInkPurchased(repos: Pick<Repos, 'analytics'>, event: EventEnvelope<EventData<'inkspell.ink.purchased'>>) {
  const { paymentIntentId, userId, packageId, credits, amountCents, demo } = event.data;
  return repos.analytics.recordPurchase({
    paymentIntentId,
    userId,
    packageId,
    credits,
    amountCents,
    demo,
    occurredAt: new Date(event.occurredAt),
  });
}
