import type { FrontendConfig } from '../platform';

/** The session cookie: it carries only a random id (ARCHITECTURE §3). */
export const sessionCookieName = 'inkspell.sid';

/** The token the gateway mints for services, and what it claims. */
export const gatewayToken = {
  algorithm: 'EdDSA',
  issuer: 'inkspell-gateway',
  audience: 'inkspell-services',
  lifetimeSeconds: 60,
} as const;

/** Redis keys shared by accounts (writer) and the gateway (reader), under a per-run prefix. */
export const redisKeys = {
  session: (prefix: string, sid: string) => `${prefix}sess:${sid}`,
  userSessions: (prefix: string, userId: string) => `${prefix}user-sessions:${userId}`,
} as const;

export const requestIdHeader = 'x-request-id';

/**
 * The one rule for an incoming request id, kept by the gateway and the services alike (so an id the
 * gateway forwards is the one the services log): short and of safe characters, else a new one is made.
 */
export const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && requestIdPattern.test(value);
}

/**
 * The front-end config with nothing configured: what frontendConfigSchema makes of `{ remotes: {} }`
 * (a contracts test keeps the two equal). Pages start from it without loading zod (ADR 0020).
 */
export const defaultFrontendConfig: FrontendConfig = { remotes: {}, stripePublishableKey: null, analyticsEnabled: true, appUrl: null };

/**
 * Dispatched on window once the app has rendered (hydrated a prerendered page, or drawn it afresh): a
 * prerendered page's inline starter then hands over what the visitor did before (ADR 0044).
 */
export const appReadyEvent = 'inkspell:ready';

/**
 * The id of the JSON a page rendered for its request carries (a shared story, ADR 0044): the answers it was
 * rendered from, which the browser's first render starts from so that it hydrates the same markup.
 */
export const pageDataElementId = 'inkspell-page-data';

/**
 * The id of the JSON list of files a prerendered page fetches ahead for its app (ADR 0046): the page's inline
 * starter asks for them once the page has loaded, so on a slow connection they do not compete with the page.
 */
export const prefetchListElementId = 'inkspell-prefetch';

/** What the list at `prefetchListElementId` holds: the app's scripts, the page's remote, and whole stylesheets. */
export interface PrefetchList {
  scripts: string[];
  stylesheets: string[];
}

/**
 * The attribute of a prerendered page's inline first-screen rules (`<style data-critical-of="styles.….css">`, ADR
 * 0045): the whole stylesheets the app links go before these, and the app drops them before its first render.
 */
export const firstScreenRulesAttribute = 'data-critical-of';

/**
 * Set on <html> by a prerendered page's inline starter when it reports the page's first view itself (the visitor
 * may read and leave before the app starts, ADR 0044): the app then does not report that view again.
 */
export const firstPageViewAttribute = 'data-first-page-view';

/**
 * On <html> of a prerendered page whose app starts at the first act (ADR 0044): `waiting` until that act,
 * `starting` while the app loads and hydrates (acts are held), `ready` once the held acts are handed over.
 */
export const appStartAttribute = 'data-app-start';
