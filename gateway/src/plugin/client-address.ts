import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Who sent a request, as the per-address limits count it and as the services hear it in X-Forwarded-For. */
export type ClientAddressOf = (req: IncomingMessage) => string;

/**
 * The gateway is the edge unless TRUSTED_PROXIES names the proxies in front of it (a cluster's ingress, a load
 * balancer). Then the client is the nearest address in X-Forwarded-For that is not one of them, so the
 * per-address limits (rate limit, login lock, contact form, previews) count visitors rather than the ingress;
 * what a client writes in X-Forwarded-For itself is never believed past the trusted hops.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  if (trustedProxies.length === 0) return (req) => req.socket.remoteAddress ?? '';
  // proxy-addr is express's own resolver: CIDRs, single addresses and the presets loopback, linklocal, uniquelocal.
  const trust = proxyAddr.compile([...trustedProxies]);
  return (req) => proxyAddr(req, trust);
}
