import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileFastPath } from '../src/plugin/fast-path';
import { matchRoute, UndecodablePathError } from '../src/plugin/route-table';
import type { LoadedConfig, Middleware, Policy } from '../src/plugin/types';

const answer = (name: string): Policy => ({
  name,
  schema: { $id: name },
  policy: (action) => Object.assign((() => undefined) as Middleware, { action }),
});
const ours = new Map(['request-id', 'upstream-proxy'].map((name) => [name, answer(name)]));
const request = (url: string) => ({ url, headers: {} }) as IncomingMessage;

function config(apiEndpoints: Record<string, unknown>, pipelines: Record<string, unknown>): LoadedConfig {
  return { gatewayConfig: { apiEndpoints, pipelines } } as unknown as LoadedConfig;
}

describe('fast path compilation (ADR 0012)', () => {
  const routes = compileFastPath(
    config(
      {
        api: { paths: ['/api/stories', '/api/stories/*'] },
        other: { paths: ['/other/*'] },
        conditional: { paths: ['/if/*'] },
        rest: { paths: ['*'] },
      },
      {
        api: {
          apiEndpoints: ['api'],
          policies: [{ 'request-id': null }, { 'upstream-proxy': [{ action: { serviceEndpoint: 'stories' } }] }],
        },
        other: { apiEndpoints: ['other'], policies: [{ 'request-id': null }, { 'key-auth': null }] },
        conditional: { apiEndpoints: ['conditional'], policies: [{ 'request-id': [{ condition: { name: 'always' } }] }] },
        rest: { apiEndpoints: ['rest'], policies: [{ 'upstream-proxy': { action: { serviceEndpoint: 'shell' } } }] },
      },
    ),
    ours,
  )!;

  it("serves a pipeline made only of the plugin's policies, with their actions, in order", () => {
    const route = matchRoute(routes, request('/api/stories/42?x=1'));
    expect(route?.apiEndpoint).toBe('api');
    expect(route?.target?.map((step) => (step as unknown as { action: unknown }).action)).toEqual([{}, { serviceEndpoint: 'stories' }]);
    expect(matchRoute(routes, request('/anything'))?.target).toHaveLength(1);
  });

  it('leaves to express-gateway a pipeline with a policy of its own or a condition', () => {
    expect(matchRoute(routes, request('/other/x'))).toMatchObject({ apiEndpoint: 'other', target: undefined });
    expect(matchRoute(routes, request('/if/x'))).toMatchObject({ apiEndpoint: 'conditional', target: undefined });
  });

  it('matches as express 4 does: any case, optional trailing slash, first route first', () => {
    expect(matchRoute(routes, request('/API/Stories/'))?.apiEndpoint).toBe('api');
    expect(matchRoute(routes, request('/api/storiesX'))?.apiEndpoint).toBe('rest');
  });

  it('refuses a matched path that is not valid percent-encoding, as express does', () => {
    expect(() => matchRoute(routes, request('/api/stories/%E0%A4%A'))).toThrow(UndecodablePathError);
    expect(matchRoute(routes, request('/api/stories/%20ok'))?.apiEndpoint).toBe('api');
  });

  it('hands the whole config to express-gateway when a route uses hosts, regex paths or methods', () => {
    for (const endpoint of [{ host: 'a.example', paths: ['/x'] }, { pathRegex: '^/x$' }, { paths: ['/x'], methods: 'GET' }]) {
      expect(
        compileFastPath(config({ e: endpoint }, { p: { apiEndpoints: ['e'], policies: [{ 'request-id': null }] } }), ours),
      ).toBeUndefined();
    }
  });
});
