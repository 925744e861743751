import type Koa from 'koa';
import type { NatsConnection } from 'nats';
import { parentPinHeader, type ParentGateState } from '@inkspell/contracts';
import { sendCommand } from '../events/commands';
import type { Subjects } from '../events/nats';

/**
 * Asks accounts whether a user's parent's gate lets this request through (ADR 0019): the state when it does;
 * a 403 (PIN missing or wrong) or 429 (too many wrong tries) HttpError with accounts' body when it does not.
 */
export type ParentGate = (userId: string, pin: string | undefined) => Promise<ParentGateState>;

/**
 * accounts.parent-pin.verify over NATS. No answer is a 503: a gate that cannot be checked is closed, so ink
 * never moves past a PIN because accounts was slow.
 */
export function createParentGate(nc: NatsConnection, subjects: Subjects): ParentGate {
  return (userId, pin) =>
    sendCommand(
      nc,
      subjects,
      'accounts.parent-pin.verify',
      { userId, ...(pin ? { pin: pin.slice(0, 20) } : {}) },
      {
        timeoutMs: 5000,
        unavailableMessage: 'The parent check is taking a short nap. Please try again in a moment.',
      },
    );
}

/** The PIN the client sent with this request, if any. */
export function parentPinOf(ctx: Koa.Context): string | undefined {
  return ctx.get(parentPinHeader) || undefined;
}
