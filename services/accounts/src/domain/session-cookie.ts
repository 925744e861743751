/**
 * The session cookie is Secure when the public address (APP_URL) is https. A production start on a plain-http
 * address is refused unless that address is this machine (a local trial of the containers, where the browser
 * talks to http://localhost): elsewhere the cookie would cross the network in clear (ADR 0024).
 */
export function sessionCookieIsSecure(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:';
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a production deployment may answer on `appUrl`: https anywhere, plain http only on loopback. */
export function isSafeProductionAppUrl(appUrl: string): boolean {
  const url = new URL(appUrl);
  return url.protocol === 'https:' || loopbackHosts.has(url.hostname);
}
