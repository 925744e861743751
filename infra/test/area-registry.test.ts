import { areas, type Area } from '@inkspell/contracts/areas';
import { loadGatewayEnv } from '@inkspell/gateway/env';
import { buildGatewayConfig, type GatewayConfig } from '@inkspell/gateway/gateway-config';
import { describe, expect, it } from 'vitest';
import { platformEnvSchemaFor, platformProcesses, type ProcessSpec } from '../src/platform/config';

/** A made-up fifth area: everything the platform needs to know about it is this one entry. */
const quests: Area = {
  key: 'quests',
  service: { name: 'quests', port: 4005, database: 'inkspell_quests', apiPaths: ['/api/quests', '/api/quests/*'] },
  remote: {
    key: 'quests',
    name: 'mf_quests',
    dir: 'mf-quests',
    port: 3005,
    exposes: { './Routes': './src/exposes/QuestsRoutes.tsx' },
    adminOnly: false,
    routes: [{ path: '/quests', title: 'Quests' }],
  },
};
const registry = [...areas, quests];

/** The launcher's processes, and the config the gateway builds from the environment the launcher hands it. */
function derive(list: readonly Area[], source: Record<string, string> = {}): { processes: ProcessSpec[]; config: GatewayConfig } {
  const processes = platformProcesses(platformEnvSchemaFor(list).parse(source), undefined, list);
  const gateway = processes.find((p) => p.name === 'gateway')!;
  const env = loadGatewayEnv(gateway.env, list);
  const config = buildGatewayConfig(list, { hostname: env.GATEWAY_HOST, port: env.GATEWAY_PORT, upstreamUrls: env.upstreamUrls });
  return { processes, config };
}

const policyNames = (config: GatewayConfig, pipeline: string) => config.pipelines[pipeline]!.policies.flatMap((step) => Object.keys(step));

describe('an area added to the registry', () => {
  const { processes, config } = derive(registry);

  it('gets its service started by the launcher on its port, with its own database', () => {
    const service = processes.find((p) => p.name === 'quests');
    expect(service).toMatchObject({
      script: 'services/quests/src/main.ts',
      port: 4005,
      readyPath: '/readyz',
      env: { QUESTS_PORT: '4005', QUESTS_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/inkspell_quests' },
    });
  });

  it('gets a static server for its remote', () => {
    expect(processes.find((p) => p.name === 'mf-quests')).toMatchObject({
      script: 'infra/src/static/static-main.ts',
      args: ['mf-quests'],
      port: 3005,
      env: { MF_QUESTS_PORT: '3005' },
    });
  });

  it('gets its API paths routed by the gateway, through the same policies as every API, to the service the launcher started', () => {
    expect(config.apiEndpoints['quests-api']).toEqual({ paths: ['/api/quests', '/api/quests/*'] });
    expect(config.serviceEndpoints.quests).toEqual({ url: 'http://127.0.0.1:4005' });
    expect(policyNames(config, 'quests-api')).toEqual(['request-id', 'origin-check', 'ip-rate-limit', 'session-auth', 'upstream-proxy']);
    expect(config.pipelines['quests-api']!.policies.at(-1)).toEqual({ 'upstream-proxy': [{ action: { serviceEndpoint: 'quests' } }] });
  });

  it('gets its remote served under /remotes/quests with the prefix stripped, without identity or rate limit', () => {
    expect(config.apiEndpoints['mf-quests']).toEqual({ paths: ['/remotes/quests', '/remotes/quests/*'] });
    expect(config.serviceEndpoints['mf-quests']).toEqual({ url: 'http://127.0.0.1:3005' });
    expect(config.pipelines['mf-quests']!.policies).toEqual([
      { 'request-id': null },
      { 'origin-check': null },
      { 'upstream-proxy': [{ action: { serviceEndpoint: 'mf-quests', stripPrefix: '/remotes/quests' } }] },
    ]);
  });

  it('is matched before the JSON 404 for unknown API paths, and the shell still takes everything else last', () => {
    const order = Object.keys(config.apiEndpoints);
    expect(order.indexOf('quests-api')).toBeLessThan(order.indexOf('api-unknown'));
    expect(order.at(-1)).toBe('shell');
    expect(config.apiEndpoints.shell).toEqual({ paths: ['*'] });
  });

  it('follows its port variables in both the launcher and the gateway', () => {
    const moved = derive(registry, { QUESTS_PORT: '5005', MF_QUESTS_PORT: '5006' });
    expect(moved.processes.find((p) => p.name === 'quests')!.port).toBe(5005);
    expect(moved.config.serviceEndpoints.quests).toEqual({ url: 'http://127.0.0.1:5005' });
    expect(moved.config.serviceEndpoints['mf-quests']).toEqual({ url: 'http://127.0.0.1:5006' });
  });
});

describe('the real registry', () => {
  const { config } = derive(areas);

  it('gives the gateway the routes of ARCHITECTURE §1', () => {
    expect(Object.fromEntries(Object.entries(config.apiEndpoints).map(([name, { paths }]) => [name, paths]))).toEqual({
      'accounts-api': ['/api/auth/*', '/api/user/*'],
      'stories-api': ['/api/stories', '/api/stories/*'],
      'ink-api': ['/api/ink', '/api/ink/*', '/api/ink-transactions*'],
      'admin-api': ['/api/refund-requests*', '/api/admin/*', '/api/analytics*', '/api/contact-messages*'],
      'api-unknown': ['/api', '/api/*'],
      'mf-account': ['/remotes/account', '/remotes/account/*'],
      'mf-stories': ['/remotes/stories', '/remotes/stories/*'],
      'mf-ink': ['/remotes/ink', '/remotes/ink/*'],
      'mf-admin': ['/remotes/admin', '/remotes/admin/*'],
      shell: ['*'],
    });
    expect(policyNames(config, 'api-unknown')).toEqual(['request-id', 'api-not-found']);
    expect(policyNames(config, 'shell')).toEqual(['request-id', 'origin-check', 'upstream-proxy']);
  });
});
