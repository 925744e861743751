import type { NatsConnection } from 'nats';
import { sendCommand, type Subjects } from '@inkspell/service-kit';
import type { InkHolds } from '../domain/ports';

/**
 * `ink.hold.create` over NATS. The ink service's refusal comes back as an HttpError with its status and body
 * (402 with needed and balance), which the error middleware passes on as it is; no answer is a 503.
 */
export function createInkHolds(nc: NatsConnection, subjects: Subjects, ttlSeconds: number): InkHolds {
  return {
    async hold(request) {
      const { holdId } = await sendCommand(
        nc,
        subjects,
        'ink.hold.create',
        { ...request, description: request.description.slice(0, 300), ttlSeconds },
        {
          timeoutMs: 5000,
          service: 'stories',
          unavailableMessage: 'The ink well is taking a short nap. Please try again in a moment.',
        },
      );
      return { holdId };
    },
  };
}
