/**
 * Product analytics (spec 01 §2 "Page views are reported to an analytics service on each route
 * change", §7 and 02 §7 "events on login, registration, story actions and contact submit"): what
 * the browser sends to the admin service, and the Insights the console draws from it. No personal
 * data travels: the user is the signed-in caller the gateway names, never a field of the payload,
 * and properties are a short list of known keys with short values.
 */

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

/** How far back the Insights charts look. */
export const insightsDays = 30;
