import { z } from './zod';

export * from './values/analytics';
import { analyticsEventNames, analyticsPropertyKeys, analyticsLimits } from './values/analytics';

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

const day = z.iso.date();
const count = z.number().int().nonnegative();

/**
 * GET /api/admin/insights: the console's Insights tab. Days are UTC dates, oldest first, one entry
 * per day of the window (zeros included, so a chart's axis has no gaps).
 */
export const insightsSchema = z.object({
  days: z.number().int().positive(),
  storiesPerDay: z.array(z.object({ day, stories: count })),
  /** bought: ink paid for; demo: ink the demo provider gave without payment (ADR 0026), never counted as bought. */
  inkPerDay: z.array(z.object({ day, bought: count, demo: count, spent: count })),
  categories: z.array(z.object({ category: z.string(), stories: count })),
  pageViews: z.array(z.object({ route: z.string(), views: count })),
  events: z.array(z.object({ name: z.enum(analyticsEventNames), count })),
  totals: z.object({ stories: count, inkBought: count, inkDemo: count, demoPurchases: count, inkSpent: count, pageViews: count }),
});
export type Insights = z.infer<typeof insightsSchema>;
