import { z } from 'zod';
import { storyStreamKeepAliveSeconds } from '@inkspell/contracts/story-events';
import { baseServiceEnv, checkMailEnv, mailEnvShape, portSchema } from '@inkspell/service-kit';

const count = z.coerce.number().int().positive();

export const storiesEnv = baseServiceEnv
  .extend({
    STORIES_PORT: portSchema.default(4002),
    STORIES_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_stories'),
    /** Where shared links point: the gateway's public address. */
    APP_URL: z.url().default('http://localhost:8080'),
    /** Illustrations and narrations, content-addressed files. */
    ASSETS_DIR: z.string().default('.data/assets'),
    /** Share mails; production needs SMTP_URL or MAIL_MODE=file on purpose (then every share answers emailSent false). */
    ...mailEnvShape,
    /** When set, the story, art, narration and moderation engines use OpenAI; otherwise the offline engines. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().optional(),
    /** The models each OpenAI engine asks (used only with OPENAI_API_KEY). */
    OPENAI_STORY_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
    OPENAI_SPEECH_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
    OPENAI_MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest'),
    /** Referral bonuses one sharer may earn in a rolling 30 days; friends past it still join, unpaid (ADR 0027). */
    REFERRAL_BONUS_CAP_PER_30_DAYS: z.coerce.number().int().nonnegative().default(20),
    /** Free previews one client address may ask for per hour. */
    PREVIEW_RATE_LIMIT: count.default(30),
    /** How long held ink waits for its story; after a crash the ink service releases it then. */
    STORY_HOLD_TTL_SECONDS: count.max(3600).default(600),
    /**
     * A story job still unsettled this long after it was asked for fails and its ink goes back (issue #22). It must
     * stay below STORY_HOLD_TTL_SECONDS, so a story is never made after its hold ran out.
     */
    STORY_JOB_DEADLINE_SECONDS: count.default(300),
    /** Story jobs one instance runs at once: each mostly waits on a provider, so many fit (10 families at once must not queue). */
    STORY_JOB_CONCURRENCY: count.max(128).default(32),
    /** Silence after which a story job's worker is taken for dead and the job delivered again (in-progress acks keep it alive). */
    STORY_JOB_ACK_WAIT_SECONDS: count.default(30),
    /** Deliveries of one story job before the story fails (a crash or an outage of our own, not the provider's). */
    STORY_JOB_MAX_DELIVERIES: count.max(10).default(3),
    /** Silence after which a story's event stream sends a comment, so proxies keep it open. */
    STORY_STREAM_KEEPALIVE_SECONDS: count.max(60).default(storyStreamKeepAliveSeconds),
    /** Pictures drawn at once for one story. */
    STORY_PICTURES_AT_ONCE: count.max(8).default(3),
    /** Tries of a narration before it is given up and its ink refunded. */
    NARRATION_ATTEMPTS: count.max(10).default(3),
    /**
     * A narration's lease: its worker renews it every third of this while it works, so a job whose worker died
     * (a crash, a killed container) is taken again this long after, by another instance or the restarted one.
     */
    NARRATION_LEASE_SECONDS: count.min(3).default(30),
    /** How often the narration worker looks for retries and jobs other instances left. */
    NARRATION_POLL_SECONDS: count.default(15),
  })
  .superRefine(checkMailEnv)
  .superRefine((env, ctx) => {
    if (env.STORY_JOB_DEADLINE_SECONDS >= env.STORY_HOLD_TTL_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORY_JOB_DEADLINE_SECONDS'],
        message: 'must be below STORY_HOLD_TTL_SECONDS: a story must settle before its held ink is released',
      });
    }
  });
export type StoriesEnv = z.infer<typeof storiesEnv>;
