import { areas } from '@inkspell/contracts/areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayConfig } from '../src/gateway-config';
import { compileRoutes } from '../src/plugin/route-table';
import { closedPort, type Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

/*
 * ISSUE 14: the gateway's Prometheus metrics on a port of their own, never on the public one; the
 * services' /metrics (at the root of their own ports) is no route of the gateway's either.
 */

let stack: Stack;
let metricsUrl: string;
beforeAll(async () => {
  const port = await closedPort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  stack = await startStack({ GATEWAY_METRICS_PORT: String(port) });
});
afterAll(async () => {
  await stack?.stop();
});

function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('gateway metrics', () => {
  it('counts answers by route (the apiEndpoint) and status on GATEWAY_METRICS_PORT', async () => {
    for (let i = 0; i < 3; i++) expect((await call(`${stack.gateway.url}/api/stories/${i}`)).status).toBe(200);
    expect((await call(`${stack.gateway.url}/api/nothing-here`)).status).toBe(404);
    const res = await call(metricsUrl);
    expect(res.status).toBe(200);
    expect(sample(res.text, 'http_request_duration_seconds_count', 'method="GET",route="stories-api",status="200"')).toBe(3);
    expect(sample(res.text, 'http_request_duration_seconds_count', 'method="GET",route="api-unknown",status="404"')).toBe(1);
    expect(res.text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('is not served on the public port: /metrics there is the shell, like any page path', async () => {
    const res = await call(`${stack.gateway.url}/metrics`);
    expect(res.json<Echo>().upstream).toBe('shell');
    expect(res.text).not.toMatch(/http_request_duration_seconds/);
  });

  it('leads no public path to a service /metrics: only /api paths reach services, with their path unchanged', () => {
    const config = buildGatewayConfig(areas, { hostname: '127.0.0.1', port: 0, upstreamUrls: new Proxy({}, { get: () => 'http://x' }) });
    const routes = compileRoutes(config.apiEndpoints, (name) => name) ?? [];
    const serviceRoutes = new Set(areas.map(({ service }) => `${service.name}-api`));
    const reachingServices = routes.filter((route) => serviceRoutes.has(route.apiEndpoint));
    expect(reachingServices.length).toBeGreaterThan(0);
    for (const route of reachingServices) {
      expect(route.pattern.test('/metrics'), route.apiEndpoint).toBe(false);
      // Service pipelines forward without stripping a prefix, so a service only ever sees /api/... paths.
      const steps = config.pipelines[route.apiEndpoint]!.policies;
      expect(JSON.stringify(steps)).not.toMatch(/stripPrefix/);
    }
    for (const { service } of areas) for (const path of service.apiPaths) expect(path.startsWith('/api')).toBe(true);
  });
});
