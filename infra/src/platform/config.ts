import { generateKeyPairSync } from 'node:crypto';
import {
  areas as registry,
  databaseUrlVar,
  gatewayPart,
  gatewayUpstreams,
  portVar,
  staticApps,
  urlVar,
  type Area,
} from '@inkspell/contracts/areas';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

/** What is not about one part: the shared servers, the run's isolation and the gateway's keys. */
const sharedEnvShape = {
  PG_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
  /** Appended to every database name, so a test run has databases of its own. */
  DATABASE_SUFFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('inkspell:'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: z.string().default(''),
  GATEWAY_JWT_PRIVATE_KEY: z.string().optional(),
  GATEWAY_JWT_PUBLIC_KEY: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** The gateway's /metrics listener (services serve theirs on their own ports). */
  GATEWAY_METRICS_PORT: port.default(9464),
};

/** The environment of a whole platform: the shared values plus one <PART>_PORT per service and static app. */
export type PlatformEnv = z.infer<z.ZodObject<typeof sharedEnvShape>> & {
  readonly GATEWAY_PORT: number;
  readonly [name: `${string}_PORT`]: number;
};

/** A process of the platform, by name, with its default port: every service, static app and the gateway. */
export function platformParts(list: readonly Area[] = registry): { name: string; port: number }[] {
  return [...list.map((area) => area.service), ...staticApps(list), gatewayPart];
}

/**
 * Every address of the platform, each from the environment with its local default from the area
 * registry (see the root .env.example): SHELL_PORT, MF_INK_PORT, INK_PORT, ...
 */
export function platformEnvSchemaFor(list: readonly Area[]) {
  const ports = Object.fromEntries(platformParts(list).map((part) => [portVar(part.name), port.default(part.port)]));
  // The port variables are named by the registry, so their keys are not known to the type system.
  return z.object({ ...sharedEnvShape, ...ports }) as unknown as z.ZodType<PlatformEnv>;
}

export const platformEnvSchema = platformEnvSchemaFor(registry);

/** The port a part listens on in this environment. */
export function portOf(env: PlatformEnv, name: string): number {
  const value = env[portVar(name) as `${string}_PORT`];
  if (value === undefined) throw new Error(`No ${portVar(name)} in the platform environment`);
  return value;
}

/** The database of a service, suffixed for a test run. */
export function databaseUrlFor(env: PlatformEnv, service: Area['service']): string {
  const url = new URL(env.PG_URL);
  url.pathname = `/${service.database}${env.DATABASE_SUFFIX ? `_${env.DATABASE_SUFFIX}` : ''}`;
  return url.toString();
}

/** The gateway's signing pair: taken from the environment, or made fresh for this start so no secret is ever committed. */
export function gatewayKeys(env: PlatformEnv): { privateKey: string; publicKey: string } {
  if (env.GATEWAY_JWT_PRIVATE_KEY && env.GATEWAY_JWT_PUBLIC_KEY) {
    return { privateKey: env.GATEWAY_JWT_PRIVATE_KEY, publicKey: env.GATEWAY_JWT_PUBLIC_KEY };
  }
  const pair = generateKeyPairSync('ed25519');
  return {
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface ProcessSpec {
  /** A service (accounts), a static app (shell, mf-ink) or 'gateway'. */
  name: string;
  script: string;
  args: string[];
  port: number;
  /** Path answered once the process is ready; undefined means an open port is enough. */
  readyPath?: string;
  env: Record<string, string>;
}

/**
 * What `npm start` runs: every area's service and remote (its static server), the shell's static
 * server and the gateway, with the environment each needs. All of it comes from the area registry.
 */
export function platformProcesses(env: PlatformEnv, keys = gatewayKeys(env), list: readonly Area[] = registry): ProcessSpec[] {
  const common: Record<string, string> = {
    NATS_URL: env.NATS_URL,
    NATS_PREFIX: env.NATS_PREFIX,
    REDIS_URL: env.REDIS_URL,
    REDIS_PREFIX: env.REDIS_PREFIX,
    LOG_LEVEL: env.LOG_LEVEL,
    GATEWAY_JWT_PUBLIC_KEY: keys.publicKey,
  };
  const services: ProcessSpec[] = list.map(({ service }) => ({
    name: service.name,
    script: `services/${service.name}/src/main.ts`,
    args: [],
    port: portOf(env, service.name),
    readyPath: '/readyz',
    env: {
      ...common,
      [portVar(service.name)]: String(portOf(env, service.name)),
      [databaseUrlVar(service.name)]: databaseUrlFor(env, service),
      APP_URL: `http://localhost:${env.GATEWAY_PORT}`,
    },
  }));
  // The shell reads a shared story as an anonymous visitor would, for the head of its page (link previews).
  const stories = list.find((area) => area.service.name === 'stories')?.service;
  const statics: ProcessSpec[] = staticApps(list).map((app) => ({
    name: app.name,
    script: 'infra/src/static/static-main.ts',
    args: [app.name],
    port: portOf(env, app.name),
    env: {
      [portVar(app.name)]: String(portOf(env, app.name)),
      ...(app.isShell && stories ? { [urlVar(stories.name)]: `http://127.0.0.1:${portOf(env, stories.name)}` } : {}),
    },
  }));
  const upstreamUrls = gatewayUpstreams(list).map((upstream): [string, string] => [
    upstream.urlVar,
    `http://127.0.0.1:${portOf(env, upstream.endpoint)}`,
  ]);
  const gateway: ProcessSpec = {
    name: gatewayPart.name,
    script: 'gateway/src/main.ts',
    args: [],
    port: env.GATEWAY_PORT,
    env: {
      ...common,
      GATEWAY_PORT: String(env.GATEWAY_PORT),
      GATEWAY_METRICS_PORT: String(env.GATEWAY_METRICS_PORT),
      GATEWAY_JWT_PRIVATE_KEY: keys.privateKey,
      APP_ORIGINS: `http://localhost:${env.GATEWAY_PORT},http://127.0.0.1:${env.GATEWAY_PORT}`,
      ...Object.fromEntries(upstreamUrls),
    },
  };
  return [...services, ...statics, gateway];
}
