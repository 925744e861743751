import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/*
 * The web-security headers every answer that passes the gateway carries (issue #13, ADR 0014). The
 * gateway is the one place every answer goes through, so the rules live here once, for the fast path and
 * the express path alike: the front door sets the fixed ones on every response before anything else runs,
 * and the gateway's values win over an upstream's (clientResponseHeaders drops the upstream's copies).
 */

/**
 * Set on every answer, whatever it is. The opener policy is a default: a page whose upstream set one of its own
 * keeps it (the shell's pages for visitors, which a phone opens from another site, ADR 0045).
 */
export const edgeSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** What an API or JSON answer may do in a browser: nothing — load nothing, be framed by no one. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * For an HTML page whose upstream set no CSP of its own (the shell's static server sets one; the
 * remotes' own index pages do not): same-origin everything, no inline script, no plugins, no framing.
 */
export const pageContentSecurityPolicy =
  "default-src 'self'; base-uri 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'none'";

const fixed = Object.entries(edgeSecurityHeaders);

/** The fixed headers, on a response nothing has written yet. */
export function setEdgeSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of fixed) res.setHeader(name, value);
}

/** Upstream headers the gateway replaces with its own: the fixed ones but the opener policy. */
export const gatewayOwnedHeaders: ReadonlySet<string> = new Set(
  Object.keys(edgeSecurityHeaders).filter((name) => name !== 'cross-origin-opener-policy'),
);

const jsonType = /^application\/(?:[\w.+-]+\+)?json\b/i;
const htmlType = /^text\/html\b/i;

/**
 * The CSP to add to an upstream's answer, or undefined to leave it as it is: the upstream's own CSP is
 * never replaced; an HTML page without one gets the page default; a JSON answer, or any answer of an API
 * route (a 204, a 304), gets the API policy. Other static files (scripts, styles, images) need none:
 * a CSP on them has no effect, except on an SVG, whose inline styles the API policy would break.
 */
export function contentSecurityPolicyFor(upstream: IncomingHttpHeaders, apiRoute: boolean): string | undefined {
  if (upstream['content-security-policy'] !== undefined) return undefined;
  const type = upstream['content-type'] ?? '';
  if (htmlType.test(type)) return pageContentSecurityPolicy;
  if (apiRoute || jsonType.test(type)) return apiContentSecurityPolicy;
  return undefined;
}

/** Adds the CSP contentSecurityPolicyFor decides to the headers going to the browser. */
export function withContentSecurityPolicy(
  headers: OutgoingHttpHeaders,
  upstream: IncomingHttpHeaders,
  apiRoute: boolean,
): OutgoingHttpHeaders {
  const policy = contentSecurityPolicyFor(upstream, apiRoute);
  if (policy !== undefined) headers['content-security-policy'] = policy;
  return headers;
}
