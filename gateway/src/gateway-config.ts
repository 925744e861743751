import { remotePathPrefix, remotesOf, shellPart, type Area } from '@inkspell/contracts/areas';

/*
 * The express-gateway config (what gateway.config.yml used to say), built from the area registry:
 * one API endpoint and pipeline per area's service, one per remote's static files, a JSON 404 for
 * API paths nobody owns, and the shell for everything else. No admin API: there is deliberately no
 * `admin` section.
 */

type PolicyStep = Record<string, null | { action: Record<string, string> }[]>;

export interface GatewayConfig {
  http: { hostname: string; port: number };
  apiEndpoints: Record<string, { paths: string[] }>;
  serviceEndpoints: Record<string, { url: string }>;
  policies: string[];
  pipelines: Record<string, { apiEndpoints: string[]; policies: PolicyStep[] }>;
}

export interface GatewayConfigInput {
  hostname: string;
  port: number;
  /** The URL of every service endpoint (shell, mf-ink, ink, ...), from the environment. */
  upstreamUrls: Record<string, string>;
}

/** All from the Inkspell plugin (src/plugin); none of express-gateway's auth or db-backed policies. */
const policyNames = ['request-id', 'origin-check', 'ip-rate-limit', 'session-auth', 'upstream-proxy', 'api-not-found'];

const step = (name: string): PolicyStep => ({ [name]: null });
const proxyTo = (serviceEndpoint: string, stripPrefix?: string): PolicyStep => ({
  'upstream-proxy': [{ action: stripPrefix ? { serviceEndpoint, stripPrefix } : { serviceEndpoint } }],
});

/**
 * API pipelines run the same four policies in this order, then proxy to their one upstream. Static
 * files (shell and remotes) need no identity and are not rate limited: a page load fetches many of them.
 */
const apiEdge = ['request-id', 'origin-check', 'ip-rate-limit', 'session-auth'].map(step);
const staticEdge = ['request-id', 'origin-check'].map(step);

/** The config express-gateway runs with. Endpoints are matched in this order; the shell takes everything the others do not. */
export function buildGatewayConfig(list: readonly Area[], { hostname, port, upstreamUrls }: GatewayConfigInput): GatewayConfig {
  const routes: { name: string; paths: string[]; endpoint: string | null; policies: PolicyStep[] }[] = [
    ...list.map(({ service }) => ({
      name: `${service.name}-api`,
      paths: [...service.apiPaths],
      endpoint: service.name,
      policies: [...apiEdge, proxyTo(service.name)],
    })),
    { name: 'api-unknown', paths: ['/api', '/api/*'], endpoint: null, policies: [step('request-id'), step('api-not-found')] },
    ...remotesOf(list).map((remote) => {
      const prefix = remotePathPrefix(remote);
      return {
        name: remote.dir,
        paths: [prefix, `${prefix}/*`],
        endpoint: remote.dir,
        policies: [...staticEdge, proxyTo(remote.dir, prefix)],
      };
    }),
    { name: shellPart.name, paths: ['*'], endpoint: shellPart.name, policies: [...staticEdge, proxyTo(shellPart.name)] },
  ];
  const urlOf = (endpoint: string): string => {
    const url = upstreamUrls[endpoint];
    if (!url) throw new Error(`gateway config: no URL for the service endpoint ${endpoint}`);
    return url;
  };
  return {
    http: { hostname, port },
    apiEndpoints: Object.fromEntries(routes.map((route) => [route.name, { paths: route.paths }])),
    serviceEndpoints: Object.fromEntries(routes.flatMap(({ endpoint }) => (endpoint ? [[endpoint, { url: urlOf(endpoint) }]] : []))),
    policies: policyNames,
    pipelines: Object.fromEntries(routes.map((route) => [route.name, { apiEndpoints: [route.name], policies: route.policies }])),
  };
}
