import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The slice of express-gateway's plugin API this plugin uses (its own typings pull in @types/express). */
export type GatewayRequest = IncomingMessage & { url: string; method: string };
export type Next = (err?: unknown) => void;
export type Middleware = (req: GatewayRequest, res: ServerResponse, next: Next) => void;

export interface GatewayConfig {
  gatewayConfig: { serviceEndpoints?: Record<string, { url?: string }> };
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
}

/** A policy without action parameters. */
export function noParams(name: string): Policy['schema'] {
  return { $id: `http://inkspell.local/schemas/policies/${name}.json`, type: 'object' };
}
