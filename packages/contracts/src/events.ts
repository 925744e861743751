import { z } from './zod';

/** Every event travels in this envelope (STYLE: {id, type, occurredAt, data}). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = { id: string; type: string; occurredAt: string; data: T };

/** The JetStream stream that carries every event (prefixed per test run). */
export const eventStreamName = 'INKSPELL';
export const eventSubjectRoot = 'inkspell';

const userId = z.uuid();
const optionalText = z.string().max(200).optional();

/** The event catalogue of ARCHITECTURE §5: subject → payload schema. */
export const events = {
  'inkspell.user.registered': z.object({
    userId,
    username: z.string(),
    referralCode: optionalText,
    previewSessionId: optionalText,
  }),
  'inkspell.user.logged-in': z.object({ userId, previewSessionId: optionalText }),
  'inkspell.user.disabled': z.object({ userId, reason: z.string().min(1) }),
  'inkspell.user.enabled': z.object({ userId }),
  'inkspell.story.generated': z.object({
    storyId: z.uuid(),
    userId,
    holdId: z.uuid(),
    inkCost: z.number().int().positive(),
    category: z.string(),
    title: z.string(),
  }),
  'inkspell.story.generation-failed': z.object({ userId, holdId: z.uuid(), reason: z.string() }),
  'inkspell.story.narration-failed': z.object({ storyId: z.uuid(), userId, holdId: z.uuid(), reason: z.string() }),
  'inkspell.referral.completed': z.object({
    referralId: z.uuid(),
    referralCode: z.string(),
    referrerUserId: userId,
    recipientUserId: userId,
  }),
  'inkspell.refund.approved': z.object({
    refundRequestId: z.uuid(),
    userId,
    inkAmount: z.number().int().positive(),
    itemTitle: z.string().nullable(),
  }),
  'inkspell.ink.purchased': z.object({
    userId,
    packageId: z.string(),
    credits: z.number().int().positive(),
    amountCents: z.number().int().nonnegative(),
    paymentIntentId: z.string(),
    /** Completed by the demo provider (PAYMENTS_MODE=demo): nobody paid amountCents (ADR 0026). Older events lack it. */
    demo: z.boolean().default(false),
  }),
} as const;

export type EventSubject = keyof typeof events;
export type EventData<S extends EventSubject> = z.infer<(typeof events)[S]>;
export const eventSubjects = Object.keys(events) as EventSubject[];
