import { generateKeyPairSync } from 'node:crypto';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

/** Every address of the platform, each from the environment with its local default (see the root .env.example). */
export const platformEnvSchema = z.object({
  GATEWAY_PORT: port.default(8080),
  SHELL_PORT: port.default(3000),
  MF_STORIES_PORT: port.default(3001),
  MF_INK_PORT: port.default(3002),
  MF_ACCOUNT_PORT: port.default(3003),
  MF_ADMIN_PORT: port.default(3004),
  ACCOUNTS_PORT: port.default(4001),
  STORIES_PORT: port.default(4002),
  INK_PORT: port.default(4003),
  ADMIN_PORT: port.default(4004),
  PG_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
  /** Appended to every database name, so a test run has databases of its own. */
  DATABASE_SUFFIX: z.string().regex(/^[a-z0-9_]*$/).default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('inkspell:'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: z.string().default(''),
  GATEWAY_JWT_PRIVATE_KEY: z.string().optional(),
  GATEWAY_JWT_PUBLIC_KEY: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;

export const serviceNames = ['accounts', 'stories', 'ink', 'admin'] as const;
export const frontendApps = ['shell', 'mf-stories', 'mf-ink', 'mf-account', 'mf-admin'] as const;
export type ServiceName = (typeof serviceNames)[number];
export type FrontendApp = (typeof frontendApps)[number];

const portOf = (env: PlatformEnv, name: ServiceName | FrontendApp | 'gateway'): number =>
  ({
    gateway: env.GATEWAY_PORT,
    shell: env.SHELL_PORT,
    'mf-stories': env.MF_STORIES_PORT,
    'mf-ink': env.MF_INK_PORT,
    'mf-account': env.MF_ACCOUNT_PORT,
    'mf-admin': env.MF_ADMIN_PORT,
    accounts: env.ACCOUNTS_PORT,
    stories: env.STORIES_PORT,
    ink: env.INK_PORT,
    admin: env.ADMIN_PORT,
  })[name];

export function databaseUrlFor(env: PlatformEnv, service: ServiceName): string {
  const url = new URL(env.PG_URL);
  url.pathname = `/inkspell_${service}${env.DATABASE_SUFFIX ? `_${env.DATABASE_SUFFIX}` : ''}`;
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
  name: ServiceName | FrontendApp | 'gateway';
  script: string;
  args: string[];
  port: number;
  /** Path answered once the process is ready; undefined means an open port is enough. */
  readyPath?: string;
  env: Record<string, string>;
}

/** What `npm start` runs: four services, the gateway and the five static servers, with the environment each needs. */
export function platformProcesses(env: PlatformEnv, keys = gatewayKeys(env)): ProcessSpec[] {
  const common: Record<string, string> = {
    NATS_URL: env.NATS_URL,
    NATS_PREFIX: env.NATS_PREFIX,
    REDIS_URL: env.REDIS_URL,
    REDIS_PREFIX: env.REDIS_PREFIX,
    LOG_LEVEL: env.LOG_LEVEL,
    GATEWAY_JWT_PUBLIC_KEY: keys.publicKey,
  };
  const url = (name: Parameters<typeof portOf>[1]) => `http://127.0.0.1:${portOf(env, name)}`;
  const services: ProcessSpec[] = serviceNames.map((service) => ({
    name: service,
    script: `services/${service}/src/main.ts`,
    args: [],
    port: portOf(env, service),
    readyPath: '/readyz',
    env: {
      ...common,
      [`${service.toUpperCase()}_PORT`]: String(portOf(env, service)),
      [`${service.toUpperCase()}_DATABASE_URL`]: databaseUrlFor(env, service),
      APP_URL: `http://localhost:${env.GATEWAY_PORT}`,
    },
  }));
  const statics: ProcessSpec[] = frontendApps.map((app) => ({
    name: app,
    script: 'infra/src/static-main.ts',
    args: [app],
    port: portOf(env, app),
    env: { [`${app.toUpperCase().replace(/-/g, '_')}_PORT`]: String(portOf(env, app)) },
  }));
  const gateway: ProcessSpec = {
    name: 'gateway',
    script: 'gateway/src/main.ts',
    args: [],
    port: env.GATEWAY_PORT,
    env: {
      ...common,
      GATEWAY_PORT: String(env.GATEWAY_PORT),
      GATEWAY_JWT_PRIVATE_KEY: keys.privateKey,
      APP_ORIGINS: `http://localhost:${env.GATEWAY_PORT},http://127.0.0.1:${env.GATEWAY_PORT}`,
      SHELL_URL: url('shell'),
      MF_STORIES_URL: url('mf-stories'),
      MF_INK_URL: url('mf-ink'),
      MF_ACCOUNT_URL: url('mf-account'),
      MF_ADMIN_URL: url('mf-admin'),
      ACCOUNTS_URL: url('accounts'),
      STORIES_URL: url('stories'),
      INK_URL: url('ink'),
      ADMIN_URL: url('admin'),
    },
  };
  return [...services, ...statics, gateway];
}
