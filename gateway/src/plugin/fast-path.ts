import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import { jsonErrorHandler } from './error-handler';
import { compileRoutes, matchRoute } from './route-table';
import type { GatewayRequest, LoadedConfig, Middleware, Policy, PolicyStep } from './types';

/*
 * ADR 0012. express-gateway loads and validates the config, loads this plugin and owns the server; the
 * requests of every pipeline made only of this plugin's policies are then served here, before express:
 * the same route table, the same policies built from the same actions, run in the same order. What
 * express and express-gateway add per request (query parsing, passport, a request context with a
 * uuid, nested routers re-matching every step) is what kept the gateway at 0.4× of a bare proxy hop.
 * A pipeline with any other policy or a condition stays with express-gateway, as does the whole
 * config when its routes use something the table does not reproduce.
 */

/** A pipeline's policies as one chain, or undefined when a step is not this plugin's to run. */
function chainOf(steps: PolicyStep[], policies: ReadonlyMap<string, Policy>, config: LoadedConfig): Middleware[] | undefined {
  const chain: Middleware[] = [];
  for (const step of steps) {
    const [name, given] = Object.entries(step)[0] ?? [];
    const policy = name === undefined ? undefined : policies.get(name);
    if (!policy) return undefined;
    const actions = given === null || given === undefined ? [{}] : Array.isArray(given) ? given : [given];
    for (const { action, condition } of actions.length ? actions : [{}]) {
      if (condition !== undefined) return undefined;
      chain.push(policy.policy({ ...action }, config));
    }
  }
  return chain;
}

/** Every route with the chain that serves it here (undefined: express-gateway serves it). */
export function compileFastPath(config: LoadedConfig, policies: ReadonlyMap<string, Policy>) {
  const chains = new Map<string, Middleware[] | undefined>();
  for (const pipeline of Object.values(config.gatewayConfig.pipelines ?? {})) {
    const steps = pipeline.policies === undefined ? [] : Array.isArray(pipeline.policies) ? pipeline.policies : [pipeline.policies];
    const chain = chainOf(steps, policies, config);
    const endpoints =
      pipeline.apiEndpoints === undefined ? [] : Array.isArray(pipeline.apiEndpoints) ? pipeline.apiEndpoints : [pipeline.apiEndpoints];
    // As in express-gateway: the last pipeline naming an apiEndpoint serves it.
    for (const endpoint of endpoints) chains.set(endpoint, chain);
  }
  return compileRoutes(config.gatewayConfig.apiEndpoints ?? {}, (endpoint) => chains.get(endpoint));
}

/** Runs a chain the way express runs middleware: next() goes on, next(err) and throws go to the error handler. */
function run(chain: readonly Middleware[], req: GatewayRequest, res: ServerResponse, onError: (err: unknown) => void): void {
  let index = 0;
  const next = (err?: unknown): void => {
    if (err !== undefined) return onError(err);
    const middleware = chain[index++];
    // Every chain ends by answering (proxy, 404); running past its end is a bug, not a request to pass on.
    if (!middleware) return onError(new Error('gateway pipeline ended without an answer'));
    try {
      const result = middleware(req, res, next) as unknown;
      if (result instanceof Promise) result.catch(onError);
    } catch (thrown) {
      onError(thrown);
    }
  };
  next();
}

/**
 * Puts the fast path in front of express-gateway's express app on `server`. Returns how many apiEndpoints
 * it serves (0 when the config's routes are not reproducible, so express-gateway serves everything).
 */
export function installFastPath(server: Server, config: LoadedConfig, policies: ReadonlyMap<string, Policy>, log: Logger): number {
  const routes = compileFastPath(config, policies);
  const express = server.listeners('request')[0] as ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  if (!routes || !express) return 0;
  const handleError = jsonErrorHandler(log);
  const ignore = () => undefined;
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const request = req as GatewayRequest;
    const onError = (err: unknown) => handleError(err, request, res, ignore);
    let route;
    try {
      route = matchRoute(routes, req);
    } catch (err) {
      return onError(err);
    }
    if (!route?.target) return express(req, res);
    run(route.target, request, res, onError);
  });
  return new Set(routes.filter((route) => route.target).map((route) => route.apiEndpoint)).size;
}
