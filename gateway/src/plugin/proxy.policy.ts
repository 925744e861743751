import http from 'node:http';
import https from 'node:https';
import { areas } from '@inkspell/contracts/areas';
import type { Logger } from '../logger';
import type { ClientAddressOf } from './client-address';
import { forward, type Upstream } from './forward';
import type { Policy } from './types';

/*
 * Why not express-gateway's built-in `proxy` policy: it answers every upstream failure with a plain
 * text "Bad gateway." 502 (no JSON body, no 503 for a stopped service, no 504 for a slow one) and its
 * http-proxy options give no separate connect timeout. This policy forwards with node:http directly,
 * reusing the gateway config's serviceEndpoints, so failures speak the platform's error body.
 */

export interface ProxyOptions {
  timeoutMs: number;
  streamIdleTimeoutMs: number;
  log: Logger;
  clientAddressOf: ClientAddressOf;
}

// Kept-alive upstream sockets live 30 s: below the services' 65 s keepAliveTimeout (service-kit
// lifecycle.ts), so the gateway drops a socket before the service does. Shorter Keep-Alive hints
// (Node static servers say 5 s) are honoured by the agent itself.
const agentOptions = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 30_000, scheduling: 'lifo' } as const;

const serviceNames: ReadonlySet<string> = new Set(areas.map((area) => area.service.name));

/** Keep-alive agents shared by every route, so each upstream keeps a small pool of warm connections. */
export function createUpstreamAgents(): Upstream['agents'] {
  return { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
}

/** The request path the upstream sees: the route's prefix removed ('/remotes/stories/x' → '/x'). */
export function stripPrefix(url: string, prefix: string | undefined): string {
  if (!prefix || !url.startsWith(prefix)) return url;
  const rest = url.slice(prefix.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?')) return `/${rest}`;
  return url; // '/remotes/storiesX' does not live under '/remotes/stories'
}

/**
 * `upstream-proxy`: forwards to the route's serviceEndpoint, optionally without its path prefix. The
 * answers of a service of the area registry (an API, not static files) all get the API CSP, whatever
 * their type (security-headers.ts).
 */
export function proxyPolicy({ timeoutMs, streamIdleTimeoutMs, log, clientAddressOf }: ProxyOptions, agents: Upstream['agents']): Policy {
  return {
    name: 'upstream-proxy',
    schema: {
      $id: 'http://inkspell.local/schemas/policies/upstream-proxy.json',
      type: 'object',
      properties: {
        serviceEndpoint: { type: 'string', description: 'a key of serviceEndpoints' },
        stripPrefix: { type: 'string', description: 'path prefix removed before forwarding' },
      },
      required: ['serviceEndpoint'],
    },
    policy: (action, config) => {
      const name = String(action.serviceEndpoint);
      const url = config.gatewayConfig.serviceEndpoints?.[name]?.url;
      if (!url) throw new Error(`upstream-proxy: serviceEndpoints.${name}.url is not configured`);
      const target = new URL(url);
      const basePath = target.pathname.replace(/\/$/, '');
      const prefix = typeof action.stripPrefix === 'string' ? action.stripPrefix : undefined;
      const upstream: Upstream = { agents, timeoutMs, streamIdleTimeoutMs, log, api: serviceNames.has(name), clientAddressOf };
      return (req, res) => forward(req, res, target, basePath + stripPrefix(req.url, prefix), upstream);
    },
  };
}
