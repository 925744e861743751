import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiEndpoint } from './route-table';

/** The slice of express-gateway's plugin API this plugin uses (its own typings pull in @types/express). */
export type GatewayRequest = IncomingMessage & { url: string; method: string };
export type Next = (err?: unknown) => void;
export type Middleware = (req: GatewayRequest, res: ServerResponse, next: Next) => void;

export interface GatewayConfig {
  gatewayConfig: { serviceEndpoints?: Record<string, { url?: string }> };
}

/** One step of a pipeline as the config writes it: the policy's name → null, one action or several. */
type PolicyAction = { action?: Record<string, unknown>; condition?: unknown };
export type PolicyStep = Record<string, null | PolicyAction | PolicyAction[]>;

/** The slice of the config express-gateway loaded that the fast path reads (ADR 0012). */
export interface LoadedConfig extends GatewayConfig {
  gatewayConfig: GatewayConfig['gatewayConfig'] & {
    apiEndpoints?: Record<string, ApiEndpoint | ApiEndpoint[]>;
    pipelines?: Record<string, { apiEndpoints?: string | string[]; policies?: PolicyStep | PolicyStep[] }>;
  };
}

export interface Policy {
  name: string;
  /** JSON schema of the policy's `action` parameters; express-gateway validates the yml against it. */
  schema: { $id: string } & Record<string, unknown>;
  policy: (action: Record<string, unknown>, config: GatewayConfig) => Middleware;
}

export interface PluginContext {
  registerPolicy(policy: Policy): void;
  eventBus: EventEmitter;
  /** The config express-gateway loaded (gateway.config and system.config). */
  config: LoadedConfig;
}

/** A policy without action parameters. */
export function noParams(name: string): Policy['schema'] {
  return { $id: `http://inkspell.local/schemas/policies/${name}.json`, type: 'object' };
}
