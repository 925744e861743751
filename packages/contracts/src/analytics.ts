/**
 * Product analytics (spec 01 §2 "Page views are reported to an analytics service on each route
 * change", §7 and 02 §7 "events on login, registration, story actions and contact submit"): what
 * the browser sends to the admin service, and the Insights the console draws from it. No personal
 * data travels: the user is the signed-in caller the gateway names, never a field of the payload,
 * and properties are a short list of known keys with short values.
 */
import { z } from 'zod';

/** Where the browser sends an event (the admin service answers 204, or 429 when an address sends too many). */
export const analyticsEventsPath = '/api/analytics/events';

/** The named events the front ends send. */
export const analyticsEventNames = [
  'login',
  'registration',
  'story_created',
  'story_continued',
  'story_deleted',
  'story_shared',
  'preview_created',
  'contact_submitted',
  'ink_purchased',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/**
 * The only property keys an event may carry: facts about the action (which category, how long, how
 * many), none about the person. An unknown key is refused, so a free-text field cannot slip in.
 */
export const analyticsPropertyKeys = [
  'category',
  'length',
  'ageGroup',
  'withAudio',
  'inkCost',
  'packageId',
  'count',
  'via',
  'chapter',
] as const;

export const analyticsLimits = { routeLength: 300, propertyCount: analyticsPropertyKeys.length, propertyTextLength: 40 } as const;

const propertyValue = z.union([z.string().max(analyticsLimits.propertyTextLength), z.number().finite(), z.boolean()]);

export const analyticsPropertiesSchema = z.partialRecord(z.enum(analyticsPropertyKeys), propertyValue);
export type AnalyticsProperties = z.infer<typeof analyticsPropertiesSchema>;

/** A path of the app: absolute, no query string or fragment (a shared story's ?ref= never travels). */
const routeSchema = z
  .string()
  .max(analyticsLimits.routeLength)
  .regex(/^\/[^?#\s]*$/, 'A route is an absolute path without query or fragment');

/** POST /api/analytics/events: a page view, or one of the named events. */
export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), route: routeSchema }),
  z.strictObject({ type: z.literal('event'), name: z.enum(analyticsEventNames), properties: analyticsPropertiesSchema.optional() }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** How far back the Insights charts look. */
export const insightsDays = 30;

const day = z.iso.date();
const count = z.number().int().nonnegative();

/**
 * GET /api/admin/insights: the console's Insights tab. Days are UTC dates, oldest first, one entry
 * per day of the window (zeros included, so a chart's axis has no gaps).
 */
export const insightsSchema = z.object({
  days: z.number().int().positive(),
  storiesPerDay: z.array(z.object({ day, stories: count })),
  inkPerDay: z.array(z.object({ day, bought: count, spent: count })),
  categories: z.array(z.object({ category: z.string(), stories: count })),
  pageViews: z.array(z.object({ route: z.string(), views: count })),
  events: z.array(z.object({ name: z.enum(analyticsEventNames), count })),
  totals: z.object({ stories: count, inkBought: count, inkSpent: count, pageViews: count }),
});
export type Insights = z.infer<typeof insightsSchema>;
