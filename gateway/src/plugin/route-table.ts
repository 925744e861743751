import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';

/*
 * Which route a request takes, decided exactly as express-gateway's express 4 router decides it: the
 * same path matcher (express's own path-to-regexp), the same options (case-insensitive, trailing
 * slash optional, whole path), the same order (apiEndpoints as listed, each one's paths in turn), and
 * the same refusal of a path whose matched part cannot be URL-decoded.
 */

const require = createRequire(import.meta.url);
const expressRequire = createRequire(createRequire(require.resolve('express-gateway')).resolve('express'));
const pathRegexp = expressRequire('path-to-regexp') as (path: string, keys: unknown[], options: Record<string, boolean>) => RegExp;
const parseurl = expressRequire('parseurl') as (req: IncomingMessage) => { pathname?: string | null } | undefined;

export interface ApiEndpoint {
  paths?: string | string[];
  path?: string;
  host?: string;
  hostRegex?: string;
  pathRegex?: string;
  methods?: string | string[];
}

export interface CompiledRoute<T> {
  apiEndpoint: string;
  pattern: RegExp;
  target: T;
}

/** A URL whose matched part is not valid percent-encoding: express answers it with a 400. */
export class UndecodablePathError extends Error {
  readonly status = 400;
}

/**
 * The routes in express-gateway's order, or undefined when an apiEndpoint uses something this table
 * does not reproduce (hosts, regex paths, methods): then express-gateway must route everything.
 */
export function compileRoutes<T>(
  apiEndpoints: Record<string, ApiEndpoint | ApiEndpoint[]>,
  targetOf: (apiEndpoint: string) => T | undefined,
): CompiledRoute<T | undefined>[] | undefined {
  const routes: CompiledRoute<T | undefined>[] = [];
  for (const [name, value] of Object.entries(apiEndpoints)) {
    for (const endpoint of Array.isArray(value) ? value : [value]) {
      if (endpoint.host !== undefined || endpoint.hostRegex !== undefined || endpoint.pathRegex !== undefined) return undefined;
      if (endpoint.methods !== undefined && endpoint.methods !== '*') return undefined;
      const given = endpoint.paths ?? endpoint.path;
      const paths = given === undefined ? ['*'] : Array.isArray(given) ? given : [given];
      for (const path of paths) {
        routes.push({
          apiEndpoint: name,
          pattern: pathRegexp(path, [], { sensitive: false, strict: false, end: true }),
          target: targetOf(name),
        });
      }
    }
  }
  return routes;
}

/** The first route whose pattern matches the request's path; throws UndecodablePathError as express would. */
export function matchRoute<T>(routes: readonly CompiledRoute<T>[], req: IncomingMessage): CompiledRoute<T> | undefined {
  const path = parseurl(req)?.pathname;
  if (path === undefined || path === null) return undefined;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    for (const part of match.slice(1)) {
      if (!part) continue;
      try {
        decodeURIComponent(part);
      } catch {
        throw new UndecodablePathError(`Failed to decode param '${part}'`);
      }
    }
    return route;
  }
  return undefined;
}
